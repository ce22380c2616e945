/**
 * Whether an operator-entered address may become a link: only http(s), so a typo or a 'javascript:'
 * value in the settings can never run in the player's page.
 */
export function isWebUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/\S+$/i.test(url.trim());
}

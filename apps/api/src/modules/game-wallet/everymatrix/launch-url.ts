/*
 * EveryMatrix's launch (PROTOCOLS §4a): a URL we build, no server call —
 * `{launch base}/Loader/Start/{domainId}/{game slug}?language=..&funMode=false&_sid=<game session token>`.
 * The game then calls our wallet with `_sid` as SessionId. The slug is the game's code in our catalogue.
 */
export function everyMatrixLaunchUrl(
  config: { launchUrl: string; domainId: number },
  launch: { slug: string; language: string; token: string },
): string {
  const query = new URLSearchParams({ language: launch.language, funMode: 'false', _sid: launch.token });
  return `${config.launchUrl}/Loader/Start/${config.domainId}/${encodeURIComponent(launch.slug)}?${query}`;
}

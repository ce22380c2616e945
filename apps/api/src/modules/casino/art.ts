/*
 * Generated game artwork (GET /api/casino/art/<gameId>.svg): the demo catalogue has no provider
 * images, so each game gets a tile drawn from its id (colours) and name (initials). Deterministic, so
 * it can be cached for a long time; drawn, not copied from any brand.
 */

export const ART_PATH = '/api/casino/art';

export const artUrl = (gameId: number) => `${ART_PATH}/${gameId}.svg`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials, upper-cased the Turkish way ('istanbul' → 'İ'). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toLocaleUpperCase('tr');
}

export function gameArt(gameId: number, name: string): string {
  // Golden-angle steps spread neighbouring ids over the colour wheel.
  const hue = Math.round((gameId * 137.508) % 360);
  const second = (hue + 40) % 360;
  const label = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${second} 75% 25%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="300" height="300" rx="24" fill="url(#g)"/>` +
    `<circle cx="150" cy="128" r="78" fill="hsl(${hue} 80% 85% / 0.18)"/>` +
    `<text x="150" y="156" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="80" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>` +
    `<text x="150" y="262" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="600" fill="#fff">${escapeXml(label)}</text>` +
    `</svg>`
  );
}

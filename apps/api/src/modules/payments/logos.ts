/*
 * The demo methods' tile logos, served by the API itself (GET /api/payments/logos/<name>.svg) so the
 * address works wherever the API runs, with or without the built site. Drawn here, not copied from any
 * brand: a tile needs a recognisable picture, not a trademark.
 */

export const LOGOS_PATH = '/api/payments/logos';

const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 96" width="160" height="96" role="img">` +
  `<rect width="160" height="96" rx="14" fill="${background}"/>${body}</svg>`;

const label = (text: string, y = 82, size = 15) =>
  `<text x="80" y="${y}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${text}</text>`;

export const LOGOS = {
  card: frame(
    '#1f2a44',
    '<rect x="42" y="14" width="76" height="48" rx="7" fill="#3b82f6"/>' +
      '<rect x="42" y="24" width="76" height="9" fill="#0f172a"/>' +
      '<rect x="50" y="42" width="16" height="11" rx="2" fill="#fbbf24"/>' +
      label('KART'),
  ),
  bank: frame(
    '#14532d',
    '<path d="M80 12 L118 30 H42 Z" fill="#bbf7d0"/>' +
      '<rect x="48" y="34" width="8" height="24" fill="#bbf7d0"/><rect x="64" y="34" width="8" height="24" fill="#bbf7d0"/>' +
      '<rect x="88" y="34" width="8" height="24" fill="#bbf7d0"/><rect x="104" y="34" width="8" height="24" fill="#bbf7d0"/>' +
      '<rect x="42" y="60" width="76" height="6" fill="#bbf7d0"/>' +
      label('HAVALE / EFT', 84, 13),
  ),
  papara: frame(
    '#111111',
    '<circle cx="80" cy="38" r="24" fill="#7c3aed"/>' +
      '<text x="80" y="48" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#fff">P</text>' +
      label('e-cüzdan', 84, 13),
  ),
  usdt: frame(
    '#065f46',
    '<circle cx="80" cy="38" r="24" fill="#26a17b" stroke="#a7f3d0" stroke-width="3"/>' +
      '<rect x="66" y="25" width="28" height="6" fill="#fff"/><rect x="77" y="25" width="6" height="26" fill="#fff"/>' +
      '<ellipse cx="80" cy="38" rx="16" ry="4" fill="none" stroke="#fff" stroke-width="3"/>' +
      label('USDT', 84),
  ),
} as const;

export type LogoName = keyof typeof LOGOS;

export const logoUrl = (name: LogoName) => `${LOGOS_PATH}/${name}.svg`;

export function isLogoName(name: string): name is LogoName {
  return Object.hasOwn(LOGOS, name);
}

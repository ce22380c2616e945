/*
 * Spec §2 footer: a fixed list of 16 game providers, each a name and a logo. The logos are the site's
 * own artwork (simple wordmarks under /media/providers/), not the providers' trademarks.
 */
export type GameProvider = { name: string; imageUrl: string };

const provider = (name: string, file: string): GameProvider => ({
  name,
  imageUrl: `/media/providers/${file}.svg`,
});

export const GAME_PROVIDERS: readonly GameProvider[] = [
  provider('Pragmatic Play', 'pragmatic-play'),
  provider('Evolution', 'evolution'),
  provider('EGT Digital', 'egt-digital'),
  provider('Amusnet', 'amusnet'),
  provider('Hub88', 'hub88'),
  provider('SoftGamings', 'softgamings'),
  provider('EveryMatrix', 'everymatrix'),
  provider('Digitain', 'digitain'),
  provider('NetEnt', 'netent'),
  provider("Play'n GO", 'playn-go'),
  provider('Playtech', 'playtech'),
  provider('Spribe', 'spribe'),
  provider('Ezugi', 'ezugi'),
  provider('Red Tiger', 'red-tiger'),
  provider('Nolimit City', 'nolimit-city'),
  provider('Relax Gaming', 'relax-gaming'),
];

/** The logo files' own size (viewBox 200×64): the img's width and height, so its box is known early. */
export const PROVIDER_LOGO_SIZE = { width: 200, height: 64 } as const;

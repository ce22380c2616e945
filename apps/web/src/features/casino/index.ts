/** Casino areas (/casino/slot, live, bingo, games, tvbets) and the game page: placeholders for now. */
export { ComingSoon as CasinoPage } from '../../lib/ui/ComingSoon.tsx';
export { GameHistoryPage } from './GameHistoryPage.tsx';
export { GamePage } from './GamePage.tsx';
export { decodeGameParam, encodeGameParam, type GameRef } from './gameParam.ts';

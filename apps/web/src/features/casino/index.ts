/** Casino areas (/casino/slot, live, bingo, games, tvbets), the game page and game history (issue #12). */
import './texts.ts'; // before any component renders
export { CasinoPage } from './CasinoPage.tsx';
export { GameHistoryPage } from './GameHistoryPage.tsx';
export { GamePage } from './GamePage.tsx';
export { decodeGameParam, encodeGameParam, type GameRef } from './gameParam.ts';
export { toggleFavorite } from './favorites.ts';

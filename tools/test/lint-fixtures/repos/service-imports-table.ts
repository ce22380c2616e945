// A service importing a table definition: refused (SQL lives in repo files).
import { casinoGames } from '../../db/schema.ts';

export const table = casinoGames;

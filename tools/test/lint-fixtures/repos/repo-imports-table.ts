// A repo file importing a table definition: allowed.
import { casinoGames } from '../../db/schema.ts';

export const table = casinoGames;

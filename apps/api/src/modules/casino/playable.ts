import { and, eq } from 'drizzle-orm';
import { casinoGames, casinoProviders } from '../../db/schema.ts';

/*
 * Which games players see and may launch (issue #23): the provider configured here (an adapter:
 * credentials or the sandbox, written at start-up) AND switched on by the operator, and the game
 * switched on. The wager gate applies the same three flags to every stake.
 */
export const playableGame = () =>
  and(eq(casinoProviders.configured, true), eq(casinoProviders.enabled, true), eq(casinoGames.enabled, true));

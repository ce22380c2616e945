import type { ProviderName } from '@lale/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import { casinoGames, casinoProviders, countries, currencies, players } from '../../../db/schema.ts';
import type { AuthContext } from '../../../platform/auth-guard.ts';
import { isDomainError, refuse } from '../../../platform/domain-errors.ts';
import { playableGame } from '../playable.ts';
import type { GameSessionIssuer, LaunchAdapters, LaunchRequest, LaunchTarget } from './ports.ts';

/*
 * A launch (spec §7): the game must be in the catalogue under that provider and the provider switched
 * on; a game session is issued for this player, game and currency; the provider's adapter builds the
 * launch from it. An adapter may call the provider: that happens after the session row is written and
 * outside any transaction (DESIGN §12).
 */

export type LaunchOptions = Pick<LaunchRequest, 'language' | 'mobile' | 'lobbyUrl' | 'ip'>;

export function createLaunchService({
  db,
  adapters,
  sessions,
}: {
  db: Database;
  adapters: LaunchAdapters;
  sessions: GameSessionIssuer;
}) {
  return {
    /**
     * Marks configured exactly the providers that have an adapter (at start-up). Only `configured`: the
     * operator's `enabled` switch is theirs, and a restart never turns back on what they turned off.
     */
    async syncProviders(): Promise<void> {
      const rows = await db
        .select({ id: casinoProviders.id, name: casinoProviders.name })
        .from(casinoProviders);
      for (const row of rows) {
        const configured = adapters[row.name as ProviderName] !== undefined;
        await db.update(casinoProviders).set({ configured }).where(eq(casinoProviders.id, row.id));
      }
    },

    async launch(
      auth: AuthContext,
      providerName: ProviderName,
      gameCode: string,
      options: LaunchOptions,
    ): Promise<LaunchTarget> {
      const adapter = adapters[providerName];
      const [game] = await db
        .select({
          id: casinoGames.id,
          code: casinoGames.gameCode,
          name: casinoGames.name,
          productId: casinoGames.productId,
          system: casinoGames.system,
          enabled: sql<boolean>`${playableGame()}`,
        })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoProviders.name, providerName), eq(casinoGames.gameCode, gameCode)));
      if (!game) throw refuse({ code: 'GameNotFound' });
      if (!adapter || !game.enabled) throw refuse({ code: 'GameProviderUnavailable' });
      const [player] = await db
        .select({ currency: currencies.code, country: countries.code })
        .from(players)
        .innerJoin(currencies, eq(currencies.id, auth.currencyId))
        .innerJoin(countries, eq(countries.id, players.countryId))
        .where(eq(players.id, auth.playerId));
      if (!player) throw refuse({ code: 'GameProviderUnavailable' });
      const { token } = await sessions.issueSession({
        playerId: auth.playerId,
        gameId: game.id,
        currencyId: auth.currencyId,
        siteSessionId: auth.sessionId,
      });
      try {
        return await adapter({ token, playerId: auth.playerId, game, ...player, ...options });
      } catch (err) {
        if (isDomainError(err)) throw err;
        throw refuse({ code: 'GameLaunchFailed' });
      }
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;

import type { ProviderName } from '@lale/contracts';
import type { AuthContext } from '../../../platform/auth-guard.ts';
import { isDomainError, refuse } from '../../../platform/domain-errors.ts';
import type { CasinoRepo } from '../repo.ts';
import type { GameSessionIssuer, LaunchAdapters, LaunchRequest, LaunchTarget } from './ports.ts';

/*
 * A launch (spec §7): the game must be in the catalogue under that provider and the provider switched
 * on; a game session is issued for this player, game and currency; the provider's adapter builds the
 * launch from it. An adapter may call the provider: that happens after the session row is written and
 * outside any transaction (DESIGN §12).
 */

export type LaunchOptions = Pick<LaunchRequest, 'language' | 'mobile' | 'lobbyUrl' | 'ip'>;

export function createLaunchService({
  repo,
  adapters,
  sessions,
  framing,
}: {
  repo: CasinoRepo;
  adapters: LaunchAdapters;
  sessions: GameSessionIssuer;
  /**
   * What the site's CSP lets it frame (the site's origin and config.gameWallet.frameOrigins), and who
   * hears of a launch URL outside it: the player would see an empty frame, so the operator must add the
   * origin to GAME_FRAME_ORIGINS. Said once per origin, not on every launch.
   */
  framing?: { siteOrigin: string; origins: readonly string[]; unframed: (origin: string) => void };
}) {
  const reported = new Set<string>();
  const checkFramed = (target: LaunchTarget) => {
    if (!framing || target.kind !== 'url') return;
    const origin = new URL(target.url, framing.siteOrigin).origin;
    if (origin === framing.siteOrigin || framing.origins.includes(origin) || reported.has(origin)) return;
    reported.add(origin);
    framing.unframed(origin);
  };
  return {
    /**
     * Marks configured exactly the providers that have an adapter (at start-up). Only `configured`: the
     * operator's `enabled` switch is theirs, and a restart never turns back on what they turned off.
     */
    async syncProviders(): Promise<void> {
      for (const row of await repo.providers()) {
        const configured = adapters[row.name as ProviderName] !== undefined;
        await repo.setProviderConfigured(row.id, configured);
      }
    },

    async launch(
      auth: AuthContext,
      providerName: ProviderName,
      gameCode: string,
      options: LaunchOptions,
    ): Promise<LaunchTarget> {
      const adapter = adapters[providerName];
      const game = await repo.launchGame(providerName, gameCode);
      if (!game) throw refuse({ code: 'GameNotFound' });
      if (!adapter || !game.enabled) throw refuse({ code: 'GameProviderUnavailable' });
      const player = await repo.launchPlayer(auth.playerId, auth.currencyId);
      if (!player) throw refuse({ code: 'GameProviderUnavailable' });
      const { token } = await sessions.issueSession({
        playerId: auth.playerId,
        gameId: game.id,
        currencyId: auth.currencyId,
        siteSessionId: auth.sessionId,
      });
      let target: LaunchTarget;
      try {
        target = await adapter({ token, playerId: auth.playerId, game, ...player, ...options });
      } catch (err) {
        if (isDomainError(err)) throw err;
        throw refuse({ code: 'GameLaunchFailed' });
      }
      checkFramed(target);
      return target;
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;

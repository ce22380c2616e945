import type { Clock } from '../../../platform/clock.ts';
import type { GameWalletService } from '../service.ts';
import { DEFENCE_CODE_SECONDS, defenceCode, defenceCodeHash } from './defence-code.ts';
import type { AmusnetRepo } from './repo.ts';

/*
 * Minting a launch's DefenceCode (PROTOCOLS §4c): the code for the player, the session's currency and
 * this second, stored bound to the game session the launch issued, good for DEFENCE_CODE_SECONDS and
 * once (routes.ts spends it on AuthRequest). The code's formula makes two launches of one player in one
 * second the same code: the second launch then fails (the site shows its launch-failed message and the
 * player tries again) rather than two launches sharing one code.
 */

export function createAmusnetLaunchCodes({
  repo,
  games,
  clock,
  secret,
}: {
  repo: AmusnetRepo;
  games: Pick<GameWalletService, 'session'>;
  clock: Clock;
  secret: string;
}) {
  return {
    async mint({ token, playerId, currency }: { token: string; playerId: number; currency: string }) {
      const session = await games.session(token);
      if (!session || session === 'expired' || session.playerId !== playerId)
        throw new Error('the launch named no live game session of this player');
      const now = clock.now();
      const seconds = Math.floor(now.getTime() / 1000);
      const code = defenceCode(playerId, currency, secret, seconds);
      const stored = await repo.insertCode({
        codeHash: defenceCodeHash(code),
        gameSessionId: session.id,
        playerId,
        createdAt: now,
        expiresAt: new Date((seconds + DEFENCE_CODE_SECONDS) * 1000),
      });
      if (!stored) throw new Error('a DefenceCode for this player was minted in this second already');
      return code;
    },
  };
}

export type AmusnetLaunchCodes = ReturnType<typeof createAmusnetLaunchCodes>;

import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { BonusModule } from '../bonus/index.ts';
import type { IntegrityModule } from '../integrity/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { WalletModule } from '../wallet/index.ts';
import { createFramesRepo } from './repo.ts';
import { frameWalletRoutes } from './routes.ts';
import { sandboxFrameRoutes } from './sandbox/routes.ts';
import { createFrameWallet, type FrameBonusPort } from './service.ts';
import { createFrameTokens } from './tokens.ts';
import { betsyRoutes } from './betsy/routes.ts';
import { createBetsySettlement } from './betsy/settlement.ts';

/** The sportsbook frames (fcg, betco): a token per provider and session, and their wallet. */
export const sportsFramesModule = defineModule<{
  session: SessionModule;
  wallet: WalletModule;
  integrity: IntegrityModule;
  bonus: BonusModule;
}>()({
  name: 'sportsFrames',
  needs: ['session', 'wallet', 'integrity', 'bonus'],
  build: ({ platform: { db, clock, config }, session, wallet, integrity, bonus }) => {
    const repo = createFramesRepo(db);
    const bonusPort: FrameBonusPort = {
      stakeTerms: (playerId, executor) => bonus.bonus.stakeTerms(playerId, executor),
      reportStake: (tx, stake) => bonus.bonus.reportStake(tx, stake),
    };
    return {
      /** Revoked with the site session; auth hands them out at login and sign-up. */
      tokens: createFrameTokens({
        repo,
        frames: config.sportsFrames,
        sessions: session.sessions,
        clock,
        pepper: config.secrets.TOKEN_PEPPER,
      }),
      // The frames' bets are sports bets (sports_stakes / house_sports).
      wallet: createFrameWallet({
        repo,
        wallet: wallet.wallet,
        bonus: bonusPort,
        clock,
        gate: integrity.wagerGate,
      }),
      /** Betsy's settlements on the delta, resettlements and unsettlements (betsy/settlement.ts). */
      betsySettlement: createBetsySettlement({ repo, wallet: wallet.wallet, bonus: bonusPort, clock }),
    };
  },
  routes: {
    main: async (
      scope,
      { tokens, wallet, betsySettlement },
      { platform: { money, config, root, metrics } },
    ) => {
      for (const frame of config.sportsFrames) {
        // fcg is Betsy (issue #29): its protocol takes the bets; our old one only settles those opened on it.
        if (frame.betsy) {
          await scope.register(betsyRoutes, {
            frame: { ...frame, betsy: frame.betsy },
            tokens,
            wallet,
            settlement: betsySettlement,
            money,
            onCallback: (call, code) => metrics.providerCallback('betsy', call, code),
          });
          if (frame.legacyWallet)
            await scope.register(frameWalletRoutes, {
              frame: { ...frame, ...frame.legacyWallet },
              tokens,
              wallet,
              money,
              retiring: true,
              onCallback: (call, code) => metrics.providerCallback(frame.name, call, code),
            });
          continue;
        }
        await scope.register(frameWalletRoutes, {
          frame,
          tokens,
          wallet,
          money,
          onCallback: (call, code) => metrics.providerCallback(frame.name, call, code),
        });
      }
      // The stand-in sportsbook frames play the providers without a configuration (never in production).
      if (!config.isProduction && config.sportsFrames.some((frame) => frame.sandbox))
        await scope.register(sandboxFrameRoutes, { frames: config.sportsFrames, root });
    },
  },
});

export type SportsFramesModule = ServicesOf<typeof sportsFramesModule>;

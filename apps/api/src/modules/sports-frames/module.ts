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
import { betcoPartnerRoutes, createBetcoResults, oldProtocolWallet } from './betco/index.ts';
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
  build: ({ platform: { db, clock, config, money }, session, wallet, integrity, bonus }) => {
    const repo = createFramesRepo(db);
    const frameBonus: FrameBonusPort = {
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
        bonus: frameBonus,
        clock,
        gate: integrity.wagerGate,
      }),
      // betco's BetResulted: results on the delta, re-settlement included (betco/results.ts).
      betcoResults: createBetcoResults({
        repo,
        wallet: wallet.wallet,
        bonus: frameBonus,
        clock,
        toMinor: (amount, currencyId) => money.toMinor(amount, currencyId),
      }),
      /** Betsy's settlements on the delta, resettlements and unsettlements (betsy/settlement.ts). */
      betsySettlement: createBetsySettlement({ repo, wallet: wallet.wallet, bonus: frameBonus, clock }),
    };
  },
  routes: {
    main: async (
      scope,
      { tokens, wallet, betcoResults, betsySettlement },
      { platform: { money, config, root, metrics, clock } },
    ) => {
      for (const frame of config.sportsFrames) {
        const onCallback = (call: string, code: string) => metrics.providerCallback(frame.name, call, code);
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
        // betco speaks BetConstruct's Partner API; its old routes only finish bets placed on them, and
        // are mounted only while their key is set (betco/old-protocol.ts).
        const { partnerApi } = frame;
        if (partnerApi) {
          await scope.register(betcoPartnerRoutes, {
            frame: { ...frame, partnerApi },
            tokens,
            wallet,
            results: betcoResults,
            money,
            clock,
            onCallback,
          });
          if (!partnerApi.oldRoutes) continue;
        }
        await scope.register(frameWalletRoutes, {
          frame,
          tokens,
          wallet: partnerApi ? oldProtocolWallet(wallet) : wallet,
          money,
          onCallback,
        });
      }
      // The stand-in sportsbook frames play the providers without a configuration (never in production).
      if (!config.isProduction && config.sportsFrames.some((frame) => frame.sandbox))
        await scope.register(sandboxFrameRoutes, { frames: config.sportsFrames, root, clock });
    },
  },
});

export type SportsFramesModule = ServicesOf<typeof sportsFramesModule>;

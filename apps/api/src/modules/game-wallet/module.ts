import { createPrivateKey } from 'node:crypto';
import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { BonusModule } from '../bonus/index.ts';
import type { IntegrityModule } from '../integrity/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { WalletModule } from '../wallet/index.ts';
import { gameBonusPort } from './bonus-port.ts';
import { digitainRoutes } from './digitain/index.ts';
import { heldRefundRoutes } from './held-routes.ts';
import { gameHistoryRoutes } from './history-routes.ts';
import { fundistRoutes } from './fundist/index.ts';
import { hub88Routes, publicKeyOf } from './hub88/index.ts';
import { createLaunchedGames } from './launched-games-repo.ts';
import { pragmaticRoutes } from './pragmatic/index.ts';
import { amusnetRoutes, createAmusnetLaunchCodes, createAmusnetRepo } from './amusnet/index.ts';
import { everyMatrixRoutes } from './everymatrix/index.ts';
import { createGameWalletRepo } from './repo.ts';
import { createHeldRollbacks } from './rollback-after-win-repo.ts';
import { createGameWalletService } from './service.ts';

/** The game wallet: what game providers' seamless-wallet calls move. */
export const gameWalletModule = defineModule<{
  wallet: WalletModule;
  integrity: IntegrityModule;
  bonus: BonusModule;
  session: SessionModule;
}>()({
  name: 'gameWallet',
  needs: ['wallet', 'integrity', 'bonus', 'session'],
  build: ({ platform: { db, clock, log, config, metrics }, wallet, integrity, bonus }) => {
    const repo = createGameWalletRepo(db);
    const games = createGameWalletService({
      repo,
      gate: integrity.wagerGate,
      wallet: wallet.wallet,
      bonus: gameBonusPort(bonus.bonus),
      clock,
      pepper: config.secrets.TOKEN_PEPPER,
      sessionTtlMs: config.gameWallet.sessionTtlMs,
      roundExpiryMs: config.gameWallet.roundExpiryMs,
    });
    const amusnetConfig = config.gameWallet.amusnet;
    const amusnet = amusnetConfig
      ? {
          repo: createAmusnetRepo(db),
          config: amusnetConfig,
        }
      : undefined;
    return {
      games,
      repo,
      /** Amusnet's direct wallet: its rows, and the DefenceCodes its launches carry (undefined: not configured). */
      amusnet: amusnet && {
        ...amusnet,
        codes: createAmusnetLaunchCodes({ repo: amusnet.repo, games, clock, secret: amusnet.config.secret }),
      },
      /** The games launched from a site session end with it (the session module calls this). */
      launched: createLaunchedGames(db),
      held: createHeldRollbacks(db),
      /** Rounds a provider left open become Expired (safe side by side: SKIP LOCKED). */
      roundSweep: createPeriodicSweep({
        name: 'game rounds expired',
        sweep: (now) => games.expireStaleRounds(now),
        clock,
        log,
        intervalMs: 60_000,
        onRun: metrics.jobRun,
      }),
    };
  },
  routes: {
    history: async (scope, { repo, held }, { platform: { money, clock }, session }) => {
      await scope.register(gameHistoryRoutes, { guard: session.guard, repo, money });
      await scope.register(heldRefundRoutes, { held, money, clock });
    },
    providers: async (scope, { games, repo, amusnet }, { platform: { money, config, metrics, clock } }) => {
      const { hub88, pragmatic, softgamings, digitain } = config.gameWallet;
      if (hub88) {
        await scope.register(hub88Routes, {
          games,
          repo,
          money,
          hub88Key: publicKeyOf(hub88.hub88PublicKeyPem),
          operatorKey: createPrivateKey(hub88.operatorPrivateKeyPem),
          callbackAllow: hub88.callbackAllow,
          onCallback: (call, status) => metrics.providerCallback('hub88', call, status),
        });
      }
      if (pragmatic) {
        await scope.register(pragmaticRoutes, {
          games,
          repo,
          money,
          secret: pragmatic.secretKey,
          callbackAllow: pragmatic.callbackAllow,
          onCallback: (call, outcome) => metrics.providerCallback('pragmatic', call, outcome),
        });
      }
      if (softgamings) {
        await scope.register(fundistRoutes, {
          games,
          repo,
          money,
          secret: softgamings.secret,
          callbackAllow: softgamings.callbackAllow,
          onCallback: (call, outcome) => metrics.providerCallback('softgamings', call, outcome),
        });
      }
      if (amusnet) {
        await scope.register(amusnetRoutes, {
          games,
          repo,
          amusnet: amusnet.repo,
          money,
          clock,
          config: amusnet.config,
          callbackAllow: amusnet.config.callbackAllow,
          onCallback: (call, code) => metrics.providerCallback('amusnet', call, code),
        });
      }
      // Digitain's direct wallet (digitain/): whenever its operator id and secret are set, beside Hub88's.
      if (digitain) {
        await scope.register(digitainRoutes, {
          games,
          repo,
          money,
          clock,
          ...digitain,
          onCallback: (call, code) => metrics.providerCallback('digitain', call, code),
        });
      }
      // EveryMatrix's direct wallet: mounted whenever its credentials are set, beside Hub88's route (issue #29's route rule).
      if (config.gameWallet.everymatrix) {
        const { callbackAllow, ...credentials } = config.gameWallet.everymatrix;
        await scope.register(everyMatrixRoutes, {
          games,
          repo,
          money,
          credentials,
          callbackAllow,
          onCallback: (call, code) => metrics.providerCallback('everymatrix', call, code),
        });
      }
    },
  },
  jobs: ({ roundSweep }) => [roundSweep],
});

export type GameWalletModule = ServicesOf<typeof gameWalletModule>;

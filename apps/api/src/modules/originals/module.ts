import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { GameWalletModule } from '../game-wallet/index.ts';
import type { LeasesModule } from '../leases/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { SaferPlayModule } from '../safer-play/index.ts';
import { crashRoutes } from './crash/routes.ts';
import { createCrashGame } from './crash/service.ts';
import { drawRoutes } from './draws/routes.ts';
import { createDrawGames } from './draws/service.ts';
import { createRoundsReader } from './fair/rounds-read.ts';
import { createRoundsReadRepo } from './fair/rounds-read-repo.ts';
import { originalsFairRoutes } from './fair/routes.ts';
import { createSeedService } from './fair/seeds.ts';
import { originalsByCode, originalsById } from './games/registry.ts';
import { operatorCaps, originalsProvider } from './operator.ts';
import { originalsGameRoutes } from './play/game-routes.ts';
import { createPlayService } from './play/service.ts';
import { createRoundsRepo } from './rounds/rounds-repo.ts';
import { createRoundRunner } from './rounds/runner.ts';
import { createGameClock } from './scheduled/game-clock.ts';
import { createOriginalsLive, originalsLiveRoutes } from './scheduled/live.ts';

/** Lale Originals: provably fair seeds, and rounds whose money goes through the game wallet. */
export const originalsModule = defineModule<{
  gameWallet: GameWalletModule;
  session: SessionModule;
  saferPlay: SaferPlayModule;
  leases: LeasesModule;
}>()({
  name: 'originals',
  needs: ['gameWallet', 'session', 'saferPlay', 'leases'],
  build: async ({
    platform: { db, clock, log, money, config, metrics },
    gameWallet: { games, repo },
    leases: { leases },
  }) => {
    const { providerId, betTaken } = originalsProvider(repo, db);
    const caps = await operatorCaps(money, config.originals);
    const seeds = createSeedService({ db, clock });
    const runner = createRoundRunner({
      repo: createRoundsRepo(db),
      clock,
      seeds,
      games,
      providerId,
      betTaken,
    });
    // The scheduled games run on their own clock: the app's, which outside production a journey may move
    // forward through a dev route (scheduled/game-clock.ts).
    const gameClock = createGameClock(clock);
    // Lale Aviator, Keno and Tombala push on /hub/originals. Its clock only keeps the sockets alive (pings,
    // cuts): the app's, so a jump of the games' clock cuts no page. The frames carry the games' time.
    const live = createOriginalsLive({
      clock,
      log,
      redisUrl: config.redisUrl,
      channel: `${config.realtimeChannel}:originals`,
    });
    metrics.watchHub('originals', live.hub);
    const scheduled = { db, clock: gameClock, games, money, providerId, caps, live, log, leases };
    return {
      seeds,
      runner,
      gameClock,
      live,
      play: createPlayService({ games, seeds, runner, money, registry: originalsByCode, caps }),
      /** Lale Aviator (crash): shared rounds run by one process at a time (a lease). */
      crash: createCrashGame(scheduled),
      /** Lale Keno and Lale Tombala: scheduled draws on the same lease and socket machinery. */
      draws: createDrawGames({ ...scheduled, seeds }),
      // An instant round open for 30 s lost its process mid-round; a mines round idle for an hour is abandoned.
      roundSweep: createPeriodicSweep({
        name: 'originals rounds resolved',
        sweep: (now) =>
          runner.resolveOpen(
            {
              instantCutoff: new Date(now.getTime() - 30_000),
              steppedCutoff: new Date(now.getTime() - 3_600_000),
            },
            (code) => originalsByCode.get(code)?.steps?.abandon,
          ),
        clock,
        log,
        intervalMs: 15_000,
        onRun: metrics.jobRun,
      }),
    };
  },
  routes: {
    main: async (scope, self, { platform: { db, money }, gameWallet: { games }, session, saferPlay }) => {
      // The game pages' protocol, the site's fairness calls.
      await scope.register(originalsGameRoutes, {
        games,
        play: self.play,
        seeds: self.seeds,
        money,
        gameById: (id) => originalsById.get(id),
        // The bar's net position and time since sign-in (issue #26), by the site's own reality check.
        realityCheck: (auth) => saferPlay.saferPlay.realityCheck(auth),
      });
      await scope.register(originalsFairRoutes, {
        guard: session.guard,
        seeds: self.seeds,
        rounds: createRoundsReader(createRoundsReadRepo(db)),
      });
      await scope.register(crashRoutes, { games, bets: self.crash.bets, money });
      await scope.register(drawRoutes, { games, draws: self.draws, money });
    },
    live: (scope, { live }) => scope.register(originalsLiveRoutes, { live }),
  },
  jobs: ({ crash, draws, roundSweep }) => [
    crash.scheduler,
    // Keno and Tombala stop side by side: each waits for its tick in progress.
    {
      start: () => draws.schedulers.forEach((scheduler) => scheduler.start()),
      stop: async () => void (await Promise.all(draws.schedulers.map((scheduler) => scheduler.stop()))),
    },
    // At start-up too: what a previous process left open is resolved now, not a sweep later.
    { start: () => (roundSweep.start(), void roundSweep.tick()), stop: () => roundSweep.stop() },
  ],
  sockets: ({ live }) => [live],
});

export type OriginalsModule = ServicesOf<typeof originalsModule>;

import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { ApprovalsModule } from '../approvals/index.ts';
import type { BonusModule } from '../bonus/index.ts';
import type { IntegrityModule } from '../integrity/index.ts';
import type { LeasesModule } from '../leases/index.ts';
import type { NotificationModule } from '../notification/index.ts';
import type { OriginalsModule } from '../originals/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { StaffModule } from '../staff/index.ts';
import type { WalletModule } from '../wallet/index.ts';
import { sportsAdminRoutes } from './admin-routes.ts';
import { createBetService } from './bets/service.ts';
import { createBookReader } from './book-read.ts';
import { createBookRepo } from './book-repo.ts';
import { SPORTS_ALIVE_WINDOW_MS } from './feed/alive-window.ts';
import { createFeedRepo } from './feed/feed-repo.ts';
import { createFeedProcessor } from './feed/processor.ts';
import { oddsLiveRoutes } from './live/routes.ts';
import { createOddsLive } from './live/service.ts';
import { createBetSearch } from './operator/bet-search.ts';
import { createBetSearchRepo } from './operator/bet-search-repo.ts';
import { createLiabilityReader } from './operator/liability.ts';
import { createLiabilityRepo } from './operator/liability-repo.ts';
import { createOperatorRepo } from './operator/operator-repo.ts';
import { createSportsOperator } from './operator/service.ts';
import { createTrading } from './operator/trading.ts';
import { createTradingRepo } from './operator/trading-repo.ts';
import { sportsRoutes } from './routes.ts';
import { createSimulationRun, SIMULATED_FEED_LEASE } from './simulated-feed/run.ts';
import { createUofApi } from './uof/api-client.ts';
import { createUofFeed, UOF_FEED_LEASE } from './uof/consumer.ts';

/** Lale Sports: bets settle inside the feed message that settles their markets. */
export const sportsModule = defineModule<{
  wallet: WalletModule;
  notification: NotificationModule;
  bonus: BonusModule;
  integrity: IntegrityModule;
  session: SessionModule;
  originals: OriginalsModule;
  staff: StaffModule;
  approvals: ApprovalsModule;
  leases: LeasesModule;
}>()({
  name: 'sports',
  needs: [
    'wallet',
    'notification',
    'bonus',
    'integrity',
    'session',
    'originals',
    'staff',
    'approvals',
    'leases',
  ],
  build: ({
    platform: { db, clock, log, money, config, metrics },
    wallet,
    notification,
    bonus,
    integrity,
    originals,
    staff,
    approvals,
    leases: { leases },
  }) => {
    const bets = createBetService({
      db,
      wallet: wallet.wallet,
      money,
      notices: notification.notifications,
      bonus: {
        stakeTerms: (playerId) => bonus.bonus.stakeTerms(playerId),
        stakeTermsSql: (playerId) => bonus.bonus.stakeTermsSql(playerId),
        reportStake: (tx, stake) => bonus.bonus.reportStake(tx, stake),
        takeBackStake: (tx, stake) => bonus.bonus.takeBackStake(tx, stake),
      },
      clock,
      config: config.sports,
      gate: integrity.wagerGate,
      // The trading room hears of every bet placed or changed (gathered into a few frames a second).
      onBetsChanged: (eventIds) => staff.live.publisher.bets(eventIds),
    });
    // Live odds at /hub/odds: what each feed message changed, fanned out (through Redis when configured).
    const oddsLive = createOddsLive({
      repo: createBookRepo(db),
      clock,
      log,
      redisUrl: config.redisUrl,
      channel: `${config.realtimeChannel}:odds`,
    });
    const feedRepo = createFeedRepo(db);
    const feed = createFeedProcessor({
      repo: feedRepo,
      clock,
      aliveWindowMs: SPORTS_ALIVE_WINDOW_MS,
      onMarketsChanged: bets.marketsChanged,
      onBookChanged: (changes) => oddsLive.publish(changes),
      onMessageTaken: metrics.feedMessage,
    });
    metrics.watchHub('odds', oddsLive.hub);
    // Outside production, without a real feed, the simulated one plays matches (simulated-feed/), in one
    // process at a time: the holder of its lease.
    const simulated = config.sports.simulatedFeed;
    const simulationRun =
      simulated &&
      createSimulationRun({
        repo: feedRepo,
        // The scheduled games' clock: outside production a journey moves it to a match's final
        // whistle instead of waiting (originals owns that clock and its dev control).
        clock: originals.gameClock,
        apply: (message) => feed.apply(message),
        acceleration: simulated.acceleration,
      });
    const simulationScheduler =
      simulationRun &&
      leases.scheduler({
        lease: leases.lease(SIMULATED_FEED_LEASE, { clock: originals.gameClock }),
        work: simulationRun,
        clock: originals.gameClock,
      });
    const simulation = {
      /** The loop playing the feed where this process holds its lease (undefined without the simulation). */
      scheduler: simulationScheduler,
      start: () => simulationScheduler?.start(),
      stop: async () => simulationScheduler?.stop(),
      /** The simulated matches' script (the dev routes show it, on any process); null without the simulation. */
      script: async () => (simulationRun ? simulationRun.script() : null),
      /** Our event ids for the script's feed ids (the dev routes link the script to the pages). */
      eventIds: (feedIds: string[]) => feedRepo.eventIdsByFeedId(feedIds),
    };
    // With UOF_AMQP_URL, Sportradar's Unified Odds Feed feeds the book (uof/), consumed by one process at a
    // time: the holder of its lease. The config refuses it beside the simulated feed.
    const uofConfig = config.sports.uof;
    const uofLease = uofConfig && leases.lease(UOF_FEED_LEASE);
    const uofFeed =
      uofConfig &&
      createUofFeed({
        amqpUrl: uofConfig.amqpUrl,
        exchange: uofConfig.exchange,
        nodeId: uofConfig.nodeId,
        api: createUofApi({
          baseUrl: uofConfig.apiUrl,
          accessToken: uofConfig.accessToken,
          nodeId: uofConfig.nodeId,
        }),
        apply: (message) => feed.apply(message),
        resumeFrom: (producer) => feed.resumeFrom(producer),
        clock,
        log,
        aliveWindowMs: SPORTS_ALIVE_WINDOW_MS,
        isLeading: () => uofLease?.leading ?? false,
      });
    const uofScheduler = uofFeed && uofLease && leases.scheduler({ lease: uofLease, work: uofFeed });
    const uof = {
      /** The adapter (undefined without UOF_AMQP_URL). */
      feed: uofFeed,
      /** The loop consuming the feed where this process holds its lease. */
      scheduler: uofScheduler,
      start: () => uofScheduler?.start(),
      stop: async () => {
        await uofScheduler?.stop();
        await uofFeed?.close();
      },
    };
    const liability = createLiabilityReader(createLiabilityRepo(db));
    const trading = createTrading({
      repo: createTradingRepo(db),
      clock,
      config: config.sports,
      liability: async (eventId) => (await liability({ eventId, skip: 0, take: 100 })).items,
    });
    // Stake limits above the owner's line wait for a second approver (issue #27), then apply here.
    approvals.approvals.register('event_stake_limit', async (change) => {
      const applied = await trading.applyHeldEventLimits(change);
      await staff.live.publisher.book(applied.targetId);
      return applied;
    });
    approvals.approvals.register('player_stake_limit', (change) => trading.applyHeldPlayerLimits(change));
    return {
      bets,
      oddsLive,
      feed,
      simulation,
      uof,
      liability,
      trading,
      approvals: approvals.approvals,
      /** The operator's bet search (its admin route, and the back office's player card). */
      searchBets: createBetSearch(createBetSearchRepo(db)),
      // A producer silent past its window suspends its markets (safe side by side: one UPDATE per producer).
      producerSweep: createPeriodicSweep({
        name: 'sports producers down',
        sweep: async (now) => (await feed.sweepProducers(now)).length,
        clock,
        log,
        intervalMs: 5_000,
        onRun: metrics.jobRun,
      }),
    };
  },
  routes: {
    main: async (
      scope,
      { bets, feed, searchBets, liability, trading, approvals },
      { platform: { db, money, clock }, session, staff },
    ) => {
      await scope.register(sportsRoutes, {
        guard: session.guard,
        book: createBookReader(createBookRepo(db)),
        bets,
        money,
      });
      await scope.register(sportsAdminRoutes, {
        operator: createSportsOperator({ repo: createOperatorRepo(db), feed, clock }),
        liability,
        searchBets,
        trading,
        approvals,
        onBookChanged: (eventId) => staff.live.publisher.book(eventId),
      });
    },
    live: (scope, { oddsLive }) => scope.register(oddsLiveRoutes, { odds: oddsLive }),
  },
  jobs: ({ producerSweep, simulation, uof }) => [producerSweep, simulation, uof],
  sockets: ({ oddsLive }) => [oddsLive],
});

export type SportsModule = ServicesOf<typeof sportsModule>;

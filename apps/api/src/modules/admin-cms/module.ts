import { JACKPOT_CARD_NAMES } from '@lale/contracts';
import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { CmsModule } from '../cms/index.ts';
import type { LeasesModule } from '../leases/index.ts';
import type { RealtimeModule } from '../realtime/index.ts';
import { createCollectionsRepo } from './collections-repo.ts';
import { createFeedClient } from './egt-feed/feed-client.ts';
import { createEgtJackpotPoller, EGT_JACKPOT_FEED_LEASE } from './egt-feed/poller.ts';
import { createJackpots } from './jackpots.ts';
import { createJackpotsRepo } from './jackpots-repo.ts';
import { jackpotsRoutes } from './jackpots-routes.ts';
import { createMedia } from './media.ts';
import { createMediaRepo } from './media-repo.ts';
import { mediaRoutes } from './media-routes.ts';
import { adminCmsRoutes } from './routes.ts';
import { createAdminCmsService } from './service.ts';
import { createSettingsRepo } from './settings-repo.ts';

/** An EGT feed poll that takes longer than this is abandoned (it is asked again at the next poll). */
const FEED_TIMEOUT_MS = 5_000;

/** The back office's content API (admin/cms/...): each write drops the site's bootstrap cache. */
export const adminCmsModule = defineModule<{
  cms: CmsModule;
  realtime: RealtimeModule;
  leases: LeasesModule;
}>()({
  name: 'adminCms',
  needs: ['cms', 'realtime', 'leases'],
  build: ({ platform: { db, clock, money, log, config, metrics }, cms, realtime, leases: { leases } }) => {
    const feedConfig = config.egtJackpots.feed;
    /** The jackpots' values (issue #27): the operator's adapter of the one port, pushed to the lobbies. */
    const jackpots = createJackpots({
      repo: createJackpotsRepo(db),
      money,
      clock,
      realtime: realtime.publisher,
      log,
      onChanged: () => cms.cms.invalidate(),
      // With EGT's feed configured, its two cards are the feed's, not the operator's (issue #29).
      feedOwned: feedConfig ? JACKPOT_CARD_NAMES : [],
    });
    // EGT's feed polled by one process at a time: the holder of its lease (egt-feed/poller.ts says why).
    const egtPoller =
      feedConfig &&
      createEgtJackpotPoller({
        client: createFeedClient({
          url: feedConfig.url,
          token: feedConfig.token,
          timeoutMs: Math.min(FEED_TIMEOUT_MS, feedConfig.pollMs),
        }),
        jackpots,
        money,
        owned: JACKPOT_CARD_NAMES,
        pollMs: feedConfig.pollMs,
        staleMs: feedConfig.staleMs,
        log,
        onPoll: (outcome) => metrics.jackpotFeedPoll('egt', outcome),
      });
    const egtScheduler =
      egtPoller && leases.scheduler({ lease: leases.lease(EGT_JACKPOT_FEED_LEASE), work: egtPoller });
    return {
      adminCms: createAdminCmsService({
        collections: createCollectionsRepo(db),
        settings: createSettingsRepo(db),
        cms: cms.cms,
      }),
      /** The operator's uploaded pictures (issue #27), in the database every process shares. */
      media: createMedia({ repo: createMediaRepo(db), clock }),
      jackpots,
      /** EGT's jackpot feed (undefined poller and scheduler without EGT_JACKPOT_FEED_URL). */
      egtFeed: {
        poller: egtPoller,
        scheduler: egtScheduler,
        start: () => egtScheduler?.start(),
        stop: async () => egtScheduler?.stop(),
      },
    };
  },
  routes: {
    main: async (scope, { adminCms, media, jackpots }) => {
      await scope.register(adminCmsRoutes, { adminCms });
      await scope.register(mediaRoutes, { media });
      await scope.register(jackpotsRoutes, { jackpots });
    },
  },
  jobs: ({ egtFeed }) => [egtFeed],
});

export type AdminCmsModule = ServicesOf<typeof adminCmsModule>;

// The back office's content API (admin/cms/...): what app.ts wires together.

export { type AdminCmsService } from './service.ts';

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { adminCmsModule, type AdminCmsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  adminCmsMessages,
  adminCmsOutcomes,
  type AdminCmsCatalogue,
  type AdminCmsOutcome,
} from './outcomes.ts';
// EGT Digital's jackpot feed: its configuration slice (src/config.ts lists it) and its lease's name.
export { egtJackpotsConfigSlice, type EgtJackpotFeedConfig } from './egt-feed/config.ts';
export { EGT_JACKPOT_FEED_LEASE, type FeedPollOutcome } from './egt-feed/poller.ts';

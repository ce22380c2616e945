// The live hub: the publisher other modules push with, and what app.ts serves.
export type { RealtimeCommand, RealtimePublisher } from './contract.ts';

export { type Realtime } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { realtimeModule, type RealtimeModule } from './module.ts';
// The public topic sockets (live odds at /hub/odds, Lale Originals' rounds at /hub/originals): one hub
// with backpressure, resync and liveness, and one fan-out shared with the hub above.
export {
  channelMessage,
  createTopicChannel,
  // A kit, not a service of this module: each topic socket's owner (sports, originals) serves its own
  // channel with it, so the one exception to "the manifest builds the routes".
  // eslint-disable-next-line no-restricted-syntax
  topicHubRoutes,
  type TopicBroadcast,
  type TopicChannel,
} from './topics.ts';
export {
  createTopicHub,
  DEFAULT_LIMITS as TOPIC_HUB_LIMITS,
  type TopicHub,
  type TopicHubLimits,
  type TopicHubTiming,
  type TopicSocket,
} from './topic-hub.ts';

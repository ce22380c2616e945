// The live hub: the publisher other modules push with, and what app.ts serves.
export type { RealtimeCommand, RealtimePublisher } from './contract.ts';
export { realtimeRoutes } from './routes.ts';
export { createRealtime, type Realtime } from './service.ts';
// The public topic sockets (live odds at /hub/odds, Lale Originals' rounds at /hub/originals): one hub
// with backpressure, resync and liveness, and one fan-out shared with the hub above.
export {
  channelMessage,
  createTopicChannel,
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

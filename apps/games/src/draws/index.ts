// The scheduled draws' client, shared by Lale Keno and Lale Tombala: calls, socket, clock, tracker.
export { createDrawsCall, type DrawsCall } from './api.ts';
export { DRAWS_PATH } from './paths.ts';
export { createServerClock, type ServerClock } from '../shell/index.ts';
export { connectHub, HUB_PATH, hubUrl, type Hub, type HubFrame } from '../shell/index.ts';
export { ballAt, ballsDue, countdownText } from './schedule.ts';
export { shellStateOf } from './state.ts';
export { startLive, type Live } from './live.ts';
export { DrawTracker, GRACE_MS, type DrawsSnapshot, type FrameEffect } from './tracker.ts';

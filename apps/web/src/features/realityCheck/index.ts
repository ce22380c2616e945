/*
 * Reality checks (issue #26): the timer every page mounts (light: the overlay itself is a lazy chunk)
 * and the calls the safer-play page's setting uses.
 */
export { fetchRealityCheck, REALITY_CHECK_KEY, saveRealityCheckInterval } from './realityCheck.ts';
export { RealityCheckHost } from './RealityCheckHost.tsx';

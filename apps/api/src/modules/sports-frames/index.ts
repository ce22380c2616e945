// The sportsbook frames of issue #13 (fcg, betco): per-session tokens, the providers' wallet, the sandbox.
export { type FramesRepo } from './repo.ts';
export { type FrameBonusPort, type FrameOutcome, type FrameWallet } from './service.ts';
export { type FrameTokens, type LiveSessions } from './tokens.ts';
export { framesWalletPath } from './routes.ts';
export {
  FRAME_WALLET_CODES,
  SIGNATURE_HEADER as FRAME_SIGNATURE_HEADER,
  signBody as signFrameBody,
  verifyBody as verifyFrameBody,
  type FrameWalletCode,
} from './protocol.ts';

export { SANDBOX_FRAMES_PATH } from './sandbox/page.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { sportsFramesModule, type SportsFramesModule } from './module.ts';
// Its settings (a slice of Config, loaded by src/config.ts).
export {
  SPORTS_FRAME_NAMES,
  sportsFramesConfigSlice,
  type SportsFrameConfig,
  type SportsFrameName,
} from './config.ts';

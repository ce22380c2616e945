// The shell's public surface: a game page imports from here only (see apps/games/README.md).
import './styles/base.css';

export {
  createShell,
  type CustomStart,
  type PlayRoundOptions,
  type Shell,
  type ShellOptions,
  type ShellState,
} from './shell.ts';
export type { GameApi, GameState, PlayResult, Round, RotateResult } from './api.ts';
export { createSessionCall, GameApiError, LOCALE_HEADER, readEnvelope, type SessionCall } from './api.ts';
export { connectHub, HUB_PATH, hubUrl, type Hub, type HubFrame } from './hub.ts';
export { isMainActionKey } from './keyboard.ts';
export { VERIFY_PAGE } from './fairness.ts';
export { createServerClock, type ServerClock } from './server-clock.ts';
export { h, icon, tulipMark, prefersReducedMotion, wait, type IconName } from './dom.ts';
export { readPageEnv, type Lang, type Localized } from './env.ts';
export type { HistoryTone } from './history.ts';
export {
  currencySymbol,
  formatAmountInput,
  formatDecimal,
  formatGrouped,
  formatMoney,
  formatPercent,
  parseAmount,
  parseDecimal,
  toDecimal,
  toMinor,
  type Currency,
} from './money.ts';
export type { SoundName } from './sound-names.ts';
export { defineTexts, fill } from './texts.ts';

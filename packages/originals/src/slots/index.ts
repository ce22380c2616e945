// Lale Originals' slots: one engine, themes declared as data (themes/*.ts), exact returns and the
// info panel's data.
export {
  defineTheme,
  type Locale,
  type Localized,
  type SymbolDefinition,
  type SymbolKind,
  type Theme,
  type ThemeDefinition,
} from './theme.ts';
export { evaluateThemeLine, type ThemeLinePay } from './evaluate.ts';
export { layOutStrip } from './compiled.ts';
export {
  playRound,
  roundLineBets,
  simulateRounds,
  type RoundOptions,
  type RoundOutcome,
  type SimulationTally,
  type SlotLineWin,
  type SpinResult,
} from './engine.ts';
export { themeFigures, type ReelSetFigures, type ThemeFigures } from './rtp.ts';
export { roundMoments, type RoundMoments } from './moments.ts';
export { capBound, type CapBound } from './cap.ts';
export { toNumber, type Fraction } from './fraction.ts';
export { describeTheme, type PayEntry, type ThemeDescription } from './describe.ts';
export { LALE_BAHCESI } from './themes/lale-bahcesi.ts';
export { NEON_MEYVELER } from './themes/neon-meyveler.ts';
export { SULTANIN_HAZINESI } from './themes/sultanin-hazinesi.ts';
export { SLOT_THEMES, slotTheme } from './themes/index.ts';

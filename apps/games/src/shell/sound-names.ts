/*
 * The shell's sound effects, by name. Shared by the build (which synthesises one WAV per name, see
 * build/sounds.ts) and the page (which plays them through howler), so neither can name a sound the
 * other does not have.
 */
export const SOUND_NAMES = ['click', 'tick', 'roll', 'win', 'bigWin', 'lose', 'cashout'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/*
 * The browser fingerprint sent as `x-fingerprint` (spec §7). The library is imported on demand so it
 * stays out of the first JavaScript the home page needs.
 *
 * Not every built-in source is collected. The ones below each block the main thread for a whole frame
 * or more on a mid-range phone (measured: 35–130 ms at Lighthouse's 4× CPU slowdown), and they run during
 * the first visit, exactly when the page is trying to become usable. What stays identifies a device
 * well enough to link its sessions: canvas rendering, screen, languages, hardware and platform traits.
 */
const COSTLY_SOURCES = [
  'fonts', // measures ~50 font families in a hidden iframe: many forced layouts
  'fontPreferences', // another iframe with text layout
  'webGlExtensions', // lists every extension and parameter of a WebGL context
  // Creates a WebGL context for the GPU's names; on a phone the GPU follows the model, which the
  // screen, memory and core count already tell.
  'webGlBasics',
  'audio', // renders an OfflineAudioContext
  // Both read Intl.DateTimeFormat, whose first use loads the ICU locale data (40–75 ms); nothing else on
  // the first page needs Intl (lib/money.ts), and for this market they are nearly constant anyway.
  'timezone',
  'dateTimeLocale',
] as const;

export async function computeFingerprint(): Promise<string> {
  const { hashComponents, loadSources, prepareForSources, sources } =
    await import('@fingerprintjs/fingerprintjs');
  // What the library's load() does first: wait for an idle moment so the values are stable.
  await prepareForSources();
  // Interval 0: the event loop is released after every source, so no two sources share one long task.
  const getComponents = loadSources(sources, { cache: {}, debug: false }, [...COSTLY_SOURCES], 0);
  return hashComponents(await getComponents());
}

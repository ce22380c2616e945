/*
 * The browser fingerprint sent as `x-fingerprint` (spec §7). The library is imported on demand so it
 * stays out of the first JavaScript the home page needs.
 */
export async function computeFingerprint(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  // monitoring:false: the agent must not phone home (no third-party requests from a casino site).
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  return visitorId;
}

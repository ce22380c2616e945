/*
 * What a provider's wallet call said, in a stable text: stored with the call's row so that the same
 * provider transaction id arriving again is told apart as a replay (same fingerprint: answer the first
 * result) or a duplicate (other content: refuse). Shared by every seamless wallet (game and sports).
 */
export const callFingerprint = (parts: Record<string, string | number | bigint | boolean | undefined>) =>
  JSON.stringify(
    Object.entries(parts).map(([key, value]) => [key, value === undefined ? null : String(value)]),
  );

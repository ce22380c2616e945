/*
 * Spec §4 computes the fingerprint at start-up, beside the bootstrap, so that the calls after it carry
 * `x-fingerprint` (§7). Start-up hands the in-flight computation here; until it settles, a call waits
 * for it, but never past FINGERPRINT_WAIT_MS after the computation began: a slow device sends its first
 * calls without the header rather than leaving the page empty (the computation itself may take up to
 * the spec's 5 s). The bootstrap's own call does not wait: the spec runs the two side by side.
 */
export const FINGERPRINT_WAIT_MS = 1000;

let pending: Promise<void> | null = null;
let deadline = 0;

/** Start-up: calls wait for `work` (at most FINGERPRINT_WAIT_MS from now). */
export function holdCallsForFingerprint(work: Promise<unknown>, now: number = Date.now()): void {
  deadline = now + FINGERPRINT_WAIT_MS;
  const settled: Promise<void> = work.then(
    () => undefined,
    () => undefined,
  );
  pending = settled;
  void settled.then(() => {
    if (pending === settled) pending = null;
  });
}

/** Whether calls should still wait (the fingerprint is being computed and its wait has not run out). */
export function isFingerprintPending(): boolean {
  return pending !== null && deadline > Date.now();
}

/** Resolves once the fingerprint is known, given up on, or waited for long enough. */
export function fingerprintSettled(): Promise<void> {
  const work = pending;
  if (!work) return Promise.resolve();
  const left = deadline - Date.now();
  if (left <= 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, left);
    void work.then(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/** Test seam: a new page life. */
export function resetFingerprintGateForTests(): void {
  pending = null;
  deadline = 0;
}

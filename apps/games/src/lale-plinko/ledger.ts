/*
 * The balance while balls are falling. Each drop's answer carries the balance after that round (its
 * stake taken and its win paid); the page shows the win only when the ball lands. So what the player
 * sees is the latest answered balance (the highest nonce: answers may overlap) less the wins of the
 * balls still in the air. Pure; tested in test/plinko-ledger.test.ts.
 */

export type BalanceLedger = {
  /** The balance the page opened with (state). */
  reset(balanceMinor: bigint): void;
  /** A drop answered: its nonce, the balance after it, its round and its win (not shown yet). */
  answered(drop: { nonce: number; balanceMinor: bigint; roundId: string; winMinor: bigint }): void;
  /** A ball has landed: its win counts from now on. */
  landed(roundId: string): void;
  /** What to show, or null before the state is known. */
  shown(): bigint | null;
  readonly inFlight: number;
};

export function createBalanceLedger(): BalanceLedger {
  let latest: { nonce: number; balanceMinor: bigint } | null = null;
  const unseen = new Map<string, bigint>();
  return {
    reset(balanceMinor) {
      latest = { nonce: -1, balanceMinor };
      unseen.clear();
    },
    answered({ nonce, balanceMinor, roundId, winMinor }) {
      if (!latest || nonce > latest.nonce) latest = { nonce, balanceMinor };
      unseen.set(roundId, winMinor);
    },
    landed(roundId) {
      unseen.delete(roundId);
    },
    shown() {
      if (!latest) return null;
      let pending = 0n;
      for (const win of unseen.values()) pending += win;
      return latest.balanceMinor - pending;
    },
    get inFlight() {
      return unseen.size;
    },
  };
}

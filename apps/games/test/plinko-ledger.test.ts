import { describe, expect, it } from 'vitest';
import { createBalanceLedger } from '../src/lale-plinko/ledger.ts';

/* The balance shown while balls fall: stakes at once, each win when its ball lands. */

describe('the balance ledger', () => {
  it('shows nothing before the state, then the state’s balance', () => {
    const ledger = createBalanceLedger();
    expect(ledger.shown()).toBeNull();
    ledger.reset(10_000n);
    expect(ledger.shown()).toBe(10_000n);
  });

  it('takes each stake at the answer and adds each win at its landing, in any order', () => {
    const ledger = createBalanceLedger();
    ledger.reset(10_000n);
    // Drop A: stake 1,000, wins 5,000 → server balance 14,000.
    ledger.answered({ nonce: 5, balanceMinor: 14_000n, roundId: 'a', winMinor: 5_000n });
    expect(ledger.shown()).toBe(9_000n);
    // Drop B: stake 1,000, wins 400 → 13,400.
    ledger.answered({ nonce: 6, balanceMinor: 13_400n, roundId: 'b', winMinor: 400n });
    expect(ledger.shown()).toBe(8_000n);
    expect(ledger.inFlight).toBe(2);
    ledger.landed('b');
    expect(ledger.shown()).toBe(8_400n);
    ledger.landed('a');
    expect(ledger.shown()).toBe(13_400n);
    expect(ledger.inFlight).toBe(0);
  });

  it('keeps the balance of the latest round when answers cross', () => {
    const ledger = createBalanceLedger();
    ledger.reset(10_000n);
    ledger.answered({ nonce: 8, balanceMinor: 8_000n, roundId: 'late', winMinor: 0n });
    ledger.answered({ nonce: 7, balanceMinor: 9_000n, roundId: 'early', winMinor: 0n });
    expect(ledger.shown()).toBe(8_000n);
  });
});

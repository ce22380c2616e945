import type { AccountRef, SystemAccountKind, TransferInput } from '../../src/modules/wallet/contract.ts';
import { TRY } from './support.ts';

/*
 * A reproducible mix of the movements the casino makes (deposits, bets, wins, bonuses, withdrawals,
 * house-to-house), with some keys posted twice, for the concurrency invariant test.
 */

/** mulberry32: a tiny seeded PRNG, so a failing mix can be replayed exactly. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const system = (kind: SystemAccountKind): AccountRef => ({ type: 'system', kind, currencyId: TRY });
const player = (playerId: number, kind: 'cash' | 'bonus' | 'withdraw_hold'): AccountRef => ({
  type: 'player',
  playerId,
  kind,
  currencyId: TRY,
});

/** [kind, from, to] for a player p and another player q. */
const MOVES: ((p: number, q: number) => [string, AccountRef, AccountRef])[] = [
  (p) => ['deposit', system('payments_clearing'), player(p, 'cash')],
  (p) => ['bet', player(p, 'cash'), system('house_casino')],
  (p) => ['bet', player(p, 'cash'), system('house_casino')],
  (p) => ['win', system('house_casino'), player(p, 'cash')],
  (p) => ['sports_bet', player(p, 'cash'), system('house_sports')],
  (p) => ['bonus_grant', system('bonus_expense'), player(p, 'bonus')],
  (p) => ['bonus_bet', player(p, 'bonus'), system('house_casino')],
  (p) => ['withdraw_request', player(p, 'cash'), player(p, 'withdraw_hold')],
  (p) => ['withdraw_payout', player(p, 'withdraw_hold'), system('payments_clearing')],
  (p, q) => ['adjustment', player(p, 'cash'), player(q, 'cash')],
  () => ['house_transfer', system('house_casino'), system('bonus_expense')],
];

export function randomTransfers(players: readonly number[], count: number, seed: number): TransferInput[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const inputs: TransferInput[] = [];
  for (let i = 0; i < count; i += 1) {
    // One in ten posts an earlier transfer again (a provider retrying): it must apply at most once.
    if (inputs.length > 0 && random() < 0.1) {
      inputs.push({ ...pick(inputs) });
      continue;
    }
    const p = pick(players);
    const q = pick(players.filter((other) => other !== p));
    const [kind, from, to] = pick(MOVES)(p, q);
    // Up to 4,000 against 5,000 starting cash: enough refusals to test the funds check under load.
    const amountMinor = BigInt(1 + Math.floor(random() * 4_000));
    inputs.push({ idempotencyKey: `mix:${seed}:${i}`, from, to, amountMinor, kind });
  }
  return inputs;
}

function nameOf(ref: AccountRef): string {
  return ref.type === 'player' ? `${ref.playerId}:${ref.kind}` : ref.kind;
}

/** Balances after the applied transfers, whatever order they ran in (addition commutes). */
export function expectedBalances(
  start: Record<string, bigint>,
  applied: readonly TransferInput[],
): Record<string, bigint> {
  const balances = { ...start };
  for (const { from, to, amountMinor } of applied) {
    balances[nameOf(from)] = (balances[nameOf(from)] ?? 0n) - amountMinor;
    balances[nameOf(to)] = (balances[nameOf(to)] ?? 0n) + amountMinor;
  }
  return balances;
}

import { roulette } from '@lale/originals';
import { spotKey, type Spot } from './layout.ts';

/*
 * The bet slip: the chips on the table, in minor units, and what the player does with them — place a
 * chip, undo, clear, double, bet again the slip of the last spin. Every change is checked against the
 * limits the server keeps (roulette math: each bet 1…5,000 lira, the slip at most 5,000 lira and 100
 * bets; the game's stake limits; the balance) before it lands, so a slip the page shows is a slip the
 * server takes. Pure: no page, so it is tested as it is.
 */

export type SlipBet = { key: string; spot: Spot; amountMinor: bigint };

export type SlipLimits = {
  betMaxMinor: bigint;
  slipMaxMinor: bigint;
  maxBets: number;
};

/** Why a change was refused (the slip is then unchanged). */
export type SlipRefusal = 'betMax' | 'slipMax' | 'maxBets' | 'balance' | 'empty';

export type ChangeResult = { ok: true } | { ok: false; reason: SlipRefusal };

/** The table's own limits, narrowed by the game's stake limits (an operator may lower the maximum). */
export function slipLimits(stakeMaxMinor: bigint | null): SlipLimits {
  const slipMax = roulette.MAX_SLIP_MINOR;
  return {
    betMaxMinor: roulette.MAX_BET_MINOR,
    slipMaxMinor: stakeMaxMinor !== null && stakeMaxMinor < slipMax ? stakeMaxMinor : slipMax,
    maxBets: roulette.MAX_BETS_PER_SLIP,
  };
}

export type WireBet =
  | { kind: roulette.InsideKind; numbers: number[]; amountMinor: number }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3; amountMinor: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high'; amountMinor: number };

const ok: ChangeResult = { ok: true };
const refuse = (reason: SlipRefusal): ChangeResult => ({ ok: false, reason });
const UNDO_DEPTH = 200;

export class BetSlip {
  private bets = new Map<string, SlipBet>();
  private history: Map<string, SlipBet>[] = [];
  private lastSpun: SlipBet[] = [];

  constructor(private limits: SlipLimits) {}

  setLimits(limits: SlipLimits): void {
    this.limits = limits;
  }

  /** The bets in the order they were first placed (the order sent, and of the outcome's wins). */
  list(): SlipBet[] {
    return [...this.bets.values()];
  }

  get size(): number {
    return this.bets.size;
  }

  get totalMinor(): bigint {
    let total = 0n;
    for (const bet of this.bets.values()) total += bet.amountMinor;
    return total;
  }

  amountOf(key: string): bigint {
    return this.bets.get(key)?.amountMinor ?? 0n;
  }

  get canUndo(): boolean {
    return this.history.length > 0;
  }

  /** Rebet offers the last spin's slip when the table holds something else. */
  get canRebet(): boolean {
    return this.lastSpun.length > 0 && !sameBets(this.list(), this.lastSpun);
  }

  /** Adds a chip of `chipMinor` to the bet on `spot`. */
  place(spot: Spot, chipMinor: bigint, balanceMinor: bigint | null): ChangeResult {
    const key = spotKey(spot);
    const current = this.bets.get(key);
    const amount = (current?.amountMinor ?? 0n) + chipMinor;
    if (!current && this.bets.size >= this.limits.maxBets) return refuse('maxBets');
    if (amount > this.limits.betMaxMinor) return refuse('betMax');
    const problem = this.totalProblem(this.totalMinor + chipMinor, balanceMinor);
    if (problem) return refuse(problem);
    this.remember();
    this.bets.set(key, { key, spot, amountMinor: amount });
    return ok;
  }

  /** Every bet twice as large, or nothing when one of them (or the total) would go over a limit. */
  double(balanceMinor: bigint | null): ChangeResult {
    if (this.bets.size === 0) return refuse('empty');
    for (const bet of this.bets.values()) {
      if (bet.amountMinor * 2n > this.limits.betMaxMinor) return refuse('betMax');
    }
    const problem = this.totalProblem(this.totalMinor * 2n, balanceMinor);
    if (problem) return refuse(problem);
    this.remember();
    for (const bet of this.bets.values())
      this.bets.set(bet.key, { ...bet, amountMinor: bet.amountMinor * 2n });
    return ok;
  }

  clear(): ChangeResult {
    if (this.bets.size === 0) return refuse('empty');
    this.remember();
    this.bets.clear();
    return ok;
  }

  /** The table as it was before the last change. */
  undo(): boolean {
    const previous = this.history.pop();
    if (!previous) return false;
    this.bets = previous;
    return true;
  }

  /** Puts the last spin's slip back on the table (in place of what is there). */
  rebet(balanceMinor: bigint | null): ChangeResult {
    if (this.lastSpun.length === 0) return refuse('empty');
    const total = this.lastSpun.reduce((sum, bet) => sum + bet.amountMinor, 0n);
    const problem = this.totalProblem(total, balanceMinor);
    if (problem) return refuse(problem);
    this.remember();
    this.bets = new Map(this.lastSpun.map((bet) => [bet.key, bet]));
    return ok;
  }

  /** The slip as the play call's choices (each chip is at least the table's 1 lira minimum). */
  toChoices(): { bets: WireBet[] } {
    return { bets: this.list().map(toWire) };
  }

  /** Called when a spin has been accepted with the current slip. */
  markSpun(): void {
    this.lastSpun = this.list();
  }

  private remember(): void {
    this.history.push(new Map(this.bets));
    if (this.history.length > UNDO_DEPTH) this.history.shift();
  }

  private totalProblem(total: bigint, balanceMinor: bigint | null): SlipRefusal | null {
    if (total > this.limits.slipMaxMinor) return 'slipMax';
    if (balanceMinor !== null && total > balanceMinor) return 'balance';
    return null;
  }
}

function sameBets(a: SlipBet[], b: SlipBet[]): boolean {
  if (a.length !== b.length) return false;
  const amounts = new Map(a.map((bet) => [bet.key, bet.amountMinor]));
  return b.every((bet) => amounts.get(bet.key) === bet.amountMinor);
}

function toWire({ spot, amountMinor }: SlipBet): WireBet {
  return { ...spot, amountMinor: Number(amountMinor) } as WireBet;
}

/** Minor units → the decimal the play call's `stake` is (1250n, 2 → 12.5). */
export function toDecimalAmount(minor: bigint, minorUnits: number): number {
  const text = minor.toString().padStart(minorUnits + 1, '0');
  return Number(minorUnits === 0 ? text : `${text.slice(0, -minorUnits)}.${text.slice(-minorUnits)}`);
}

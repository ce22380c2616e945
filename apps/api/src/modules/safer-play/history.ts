import {
  HISTORY_TIME_ZONE,
  minorToDecimal,
  type HistoryAmounts,
  type SaferPlayHistory,
} from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { MonthTotals } from '../wallet/index.ts';

/*
 * The player's own 12-month history (issue #26): the wallet sums each month in SQL (wallet
 * player-history-repo.ts says what each figure is); here the months become decimals in the player's
 * currency, each with its net, and the year is the twelve months added up (twelve rows, in bigint).
 */

export type HistoryDeps = {
  clock: Clock;
  money: Pick<MoneyService, 'currency'>;
  monthlyTotals: (playerId: number, currencyId: number, now: Date, zone: string) => Promise<MonthTotals[]>;
};

type Totals = Omit<MonthTotals, 'month'>;

const ZERO: Totals = {
  stakesCash: 0n,
  stakesBonus: 0n,
  winsCash: 0n,
  winsBonus: 0n,
  deposits: 0n,
  withdrawals: 0n,
};

function add(a: Totals, b: Totals): Totals {
  return {
    stakesCash: a.stakesCash + b.stakesCash,
    stakesBonus: a.stakesBonus + b.stakesBonus,
    winsCash: a.winsCash + b.winsCash,
    winsBonus: a.winsBonus + b.winsBonus,
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
  };
}

/** Minor units as a decimal of the currency, keeping the sign (a net is often negative). */
export const signedDecimal = (minor: bigint, minorUnits: number): number =>
  minor < 0n ? -minorToDecimal(-minor, minorUnits) : minorToDecimal(minor, minorUnits);

function amounts(totals: Totals, minorUnits: number): HistoryAmounts {
  // Signed: a month's net is often negative, and a stake rolled back after its month makes a month's stakes so.
  const d = (minor: bigint) => signedDecimal(minor, minorUnits);
  const net = totals.winsCash + totals.winsBonus - totals.stakesCash - totals.stakesBonus;
  return {
    stakes: { cash: d(totals.stakesCash), bonus: d(totals.stakesBonus) },
    wins: { cash: d(totals.winsCash), bonus: d(totals.winsBonus) },
    deposits: d(totals.deposits),
    withdrawals: d(totals.withdrawals),
    net: d(net),
  };
}

export async function playerHistory(
  { clock, money, monthlyTotals }: HistoryDeps,
  playerId: number,
  currencyId: number,
): Promise<SaferPlayHistory> {
  const rows = await monthlyTotals(playerId, currencyId, clock.now(), HISTORY_TIME_ZONE);
  const { code, minorUnits } = await money.currency(currencyId);
  return {
    currency: code,
    months: rows.map(({ month, ...totals }) => ({ month, ...amounts(totals, minorUnits) })),
    year: amounts(
      rows.reduce<Totals>((sum, row) => add(sum, row), ZERO),
      minorUnits,
    ),
  };
}

import {
  CHANGE_AREA,
  minorToDecimal,
  type ApprovalArea,
  type ApprovalLines,
  type ApprovalLinesRequest,
  type ChangeKind,
  type ChangeStatus,
  type PendingChange,
} from '@lale/contracts';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { readCurrencies } from '../../platform/currencies-repo.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import { isHeld, type Bound, type ChangeImpact } from './held.ts';
import type { ApprovalsRepo, ListedChange, MoneyMeasure } from './repo.ts';

/*
 * Four eyes on changes that widen the house's exposure (issue #27, contracts/admin-approvals.ts).
 *
 * A write's route asks `hold` with the impact its own service measured (after validating the input, so a
 * held change was a valid one); above the owner's line the change is stored, not applied, and the route
 * answers 202. A DIFFERENT member with the area's approve permission applies it through the applier the
 * kind's module registered — the same service call the write would have made — or anyone with it rejects.
 *
 * Applying claims the change first (pending → applied, under its row lock), then applies; if the service
 * refuses (the method was deleted, a code is taken meanwhile), the claim is undone and the refusal
 * answered, so the change waits again. Two approvals at once apply once: the second finds it applied. A
 * process dying between the claim and the change leaves it marked applied with nothing changed, which
 * is the house's safe side (never a raised limit the record says was refused); the audit row, written
 * after the change, is missing for it.
 */

export type Applied = { targetId: number; before?: unknown; after: unknown };

/** A kind's way to apply a held change: `actor` is whoever asked (the change is theirs, approved by another). */
export type Applier = (change: {
  actor: number;
  targetId: number | null;
  payload: unknown;
}) => Promise<Applied>;

type Deps = { repo: ApprovalsRepo; db: Database; money: MoneyService; clock: Clock };

const MONEY_MEASURES: readonly MoneyMeasure[] = ['paymentMethodMax', 'bonusAward'];

export function createApprovals({ repo, db, money, clock }: Deps) {
  const appliers = new Map<ChangeKind, Applier>();

  async function shown(value: Bound | 'new', currencyId: number | null): Promise<string | null> {
    if (value === 'new' || value === 'unbounded') return null;
    if (currencyId === null) return String(value);
    const { minorUnits } = await money.currency(currencyId);
    return minorToDecimal(value, minorUnits).toFixed(minorUnits);
  }

  function toAnswer(row: ListedChange): PendingChange {
    return {
      id: row.id,
      area: row.area,
      kind: row.kind,
      targetId: row.targetId,
      targetName: row.targetName,
      measure: row.measure,
      currency: row.currency,
      before: row.beforeValue,
      after: row.afterValue,
      line: row.lineValue,
      payload: row.payload,
      status: row.status,
      requestedBy: row.requestedBy,
      requestedByName: row.requestedByName,
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedBy,
      decidedByName: row.decidedByName,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionNote: row.decisionNote,
    };
  }

  async function answer(id: number): Promise<PendingChange> {
    const row = await repo.listed(id);
    if (!row) throw refuse({ code: 'ChangeNotFound' });
    return toAnswer(row);
  }

  /** The change of this area under its row lock, or ChangeNotFound (another area's id is not found). */
  async function lockedIn(tx: Parameters<ApprovalsRepo['lock']>[0], area: ApprovalArea, id: number) {
    const change = await repo.lock(tx, id);
    if (!change || change.area !== area) throw refuse({ code: 'ChangeNotFound' });
    return change;
  }

  async function lineOf(impact: ChangeImpact): Promise<bigint | undefined> {
    if (impact.measure === 'stakePercent') {
      const line = await repo.percentLine();
      return line === undefined ? undefined : BigInt(line);
    }
    return impact.currencyId === null ? undefined : repo.moneyLine(impact.measure, impact.currencyId);
  }

  return {
    /** Each kind's module registers how its held changes are applied (at build). */
    register(kind: ChangeKind, applier: Applier): void {
      appliers.set(kind, applier);
    },

    /**
     * The change stored for a second approver when it goes above the owner's line (the pending change
     * answered), or null: apply it now. ChangeAlreadyPending when its target has one waiting.
     */
    async hold(staffId: number, impact: ChangeImpact): Promise<PendingChange | null> {
      const line = await lineOf(impact);
      if (!isHeld(line, impact)) return null;
      const id = await repo.insert({
        area: CHANGE_AREA[impact.kind],
        kind: impact.kind,
        targetId: impact.targetId,
        targetName: impact.targetName,
        measure: impact.measure,
        currencyId: impact.currencyId,
        beforeValue: await shown(impact.before, impact.currencyId),
        afterValue: await shown(impact.after, impact.currencyId),
        lineValue: (await shown(line!, impact.currencyId))!,
        payload: impact.payload,
        requestedBy: staffId,
        requestedAt: clock.now(),
      });
      if (id === undefined) throw refuse({ code: 'ChangeAlreadyPending' });
      return answer(id);
    },

    async list(area: ApprovalArea, status: ChangeStatus | undefined, skip: number, take: number) {
      const [rows, total] = await Promise.all([
        repo.list(area, status, skip, take),
        repo.count(area, status),
      ]);
      return { items: rows.map(toAnswer), total };
    },

    /** Applies a pending change (not by whoever asked); answers it with what its service changed. */
    async approve(area: ApprovalArea, staffId: number, id: number, note?: string) {
      const claimed = await repo.transaction(async (tx) => {
        const change = await lockedIn(tx, area, id);
        if (change.requestedBy === staffId) throw refuse({ code: 'ChangeSameStaff' });
        if (change.status === 'applied') return null; // a repeat, or the other of two at once
        if (change.status !== 'pending') throw refuse({ code: 'ChangeNotPending' });
        await repo.decide(tx, id, {
          status: 'applied',
          decidedBy: staffId,
          decidedAt: clock.now(),
          decisionNote: note?.trim() ?? null,
        });
        return change;
      });
      if (!claimed) return { change: await answer(id), applied: null };
      const applier = appliers.get(claimed.kind);
      if (!applier) throw new Error(`no applier registered for ${claimed.kind}`);
      let applied: Applied;
      try {
        applied = await applier({
          actor: claimed.requestedBy,
          targetId: claimed.targetId,
          payload: claimed.payload,
        });
      } catch (error) {
        await repo.transaction((tx) =>
          repo.decide(tx, id, { status: 'pending', decidedBy: null, decidedAt: null, decisionNote: null }),
        );
        throw error;
      }
      return { change: await answer(id), applied };
    },

    /**
     * Rejects a pending change (anyone with the area's approve, whoever asked too): nothing is applied.
     * `ownOnly`: a withdrawal, which only whoever asked may make (with the area's edit alone).
     */
    async reject(
      area: ApprovalArea,
      staffId: number,
      id: number,
      note?: string,
      { ownOnly = false } = {},
    ): Promise<PendingChange> {
      await repo.transaction(async (tx) => {
        const change = await lockedIn(tx, area, id);
        if (ownOnly && change.requestedBy !== staffId) throw refuse({ code: 'ChangeNotYours' });
        if (change.status === 'rejected') return;
        if (change.status !== 'pending') throw refuse({ code: 'ChangeNotPending' });
        await repo.decide(tx, id, {
          status: 'rejected',
          decidedBy: staffId,
          decidedAt: clock.now(),
          decisionNote: note?.trim() ?? null,
        });
      });
      return answer(id);
    },

    /** The owner's lines, one row per currency the site has (amount null: no line). */
    async lines(): Promise<ApprovalLines> {
      const [all, money_, percent] = await Promise.all([
        readCurrencies(db),
        repo.moneyLines(),
        repo.percentLine(),
      ]);
      const row = (measure: MoneyMeasure) =>
        all.map(({ id, code, minorUnits }) => {
          const line = money_.find((one) => one.measure === measure && one.currencyId === id);
          return { currency: code, amount: line ? minorToDecimal(line.lineMinor, minorUnits) : null };
        });
      return {
        paymentMethodMax: row('paymentMethodMax'),
        bonusAward: row('bonusAward'),
        stakePercent: percent ?? null,
      };
    },

    /** Sets the lines named (a currency left out keeps its line); answers them before and after. */
    async setLines(staffId: number, input: ApprovalLinesRequest) {
      const before = await this.lines();
      const problems: Record<string, 'approvalLineCurrencyUnknown' | 'approvalLinePlaces'> = {};
      const writes: { measure: MoneyMeasure; currencyId: number; lineMinor: bigint | null }[] = [];
      for (const measure of MONEY_MEASURES) {
        for (const [index, line] of input[measure].entries()) {
          const currency = await money.currencyByCode(line.currency);
          if (!currency) {
            problems[`${measure}.${index}.currency`] = 'approvalLineCurrencyUnknown';
            continue;
          }
          const lineMinor = line.amount === null ? null : await money.toMinor(line.amount, currency.id);
          if (line.amount !== null && lineMinor === null)
            problems[`${measure}.${index}.amount`] = 'approvalLinePlaces';
          else writes.push({ measure, currencyId: currency.id, lineMinor });
        }
      }
      if (Object.keys(problems).length > 0) throw refuse({ code: 'ApprovalLinesInvalid', fields: problems });
      const now = clock.now();
      await repo.transaction(async (tx) => {
        for (const write of writes) await repo.setMoneyLine(tx, write, staffId, now);
        await repo.setPercentLine(tx, input.stakePercent, staffId, now);
      });
      return { before, after: await this.lines() };
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;

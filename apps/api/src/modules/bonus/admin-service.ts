import {
  AdminBonusDefinitionInputSchema,
  type AdminBonusDefinition,
  type AdminBonusDefinitionInput,
  type BonusTrigger,
} from '@lale/contracts';
import type { Applier, Bound, ChangeImpact } from '../approvals/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { BonusFieldProblem as FieldProblem } from './outcomes.ts';
import type { MoneyService } from '../../platform/money.ts';
import { violatedUniqueConstraint } from '../../platform/pg-errors.ts';
import type { BonusDefinitionRow, BonusRepo, NewBonusDefinition } from './repo.ts';

/*
 * The operator's bonus definitions (issue #11 "bonus definitions CRUD"). Amounts arrive as decimals in
 * the definition's currency and are stored in its minor units; an amount with more places than the
 * currency has is refused rather than rounded. Delete only disables: granted bonuses keep their
 * definition, and their terms were copied at grant time, so an edit never changes a running bonus.
 */

export function createBonusAdminService({
  repo,
  money,
  clock,
}: {
  repo: BonusRepo;
  money: MoneyService;
  clock: Clock;
}) {
  async function toRow(input: AdminBonusDefinitionInput): Promise<NewBonusDefinition> {
    try {
      await money.currency(input.currencyId);
    } catch {
      throw refuse({ code: 'BonusDefinitionInvalid', fields: { currencyId: 'currencyUnknown' } });
    }
    const problems: Record<string, FieldProblem> = {};
    const minor = async (field: string, amount: number | null) => {
      if (amount === null) return null;
      const value = await money.toMinor(amount, input.currencyId);
      if (value === null) problems[field] = 'amountPlaces';
      return value;
    };
    const row: NewBonusDefinition = {
      title: input.title,
      description: input.description,
      trigger: input.trigger,
      code: input.code === null ? null : input.code.toUpperCase(),
      kind: input.kind,
      percent: input.kind === 'percent' ? input.percent : null,
      capMinor: input.kind === 'percent' ? await minor('cap', input.cap) : null,
      fixedAmountMinor: input.kind === 'fixed' ? await minor('fixedAmount', input.fixedAmount) : null,
      minDepositMinor: (await minor('minDeposit', input.minDeposit)) ?? 0n,
      wageringMultiple: input.wageringMultiple,
      contributions: input.contributions,
      // Validated to at most 2 decimals: the digits as written, padded to the column's scale.
      sportsMinOdds: input.sportsMinOdds.toFixed(2),
      validDays: input.validDays,
      claimWindowDays: input.claimWindowDays,
      maxBetMinor: await minor('maxBet', input.maxBet),
      enabled: input.enabled,
      currencyId: input.currencyId,
    };
    if (Object.keys(problems).length > 0) throw refuse({ code: 'BonusDefinitionInvalid', fields: problems });
    return row;
  }

  async function toAnswer(row: BonusDefinitionRow): Promise<AdminBonusDefinition> {
    const decimal = (minor: bigint | null) =>
      minor === null ? Promise.resolve(null) : money.toDecimal(minor, row.currencyId);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      trigger: row.trigger as BonusTrigger,
      code: row.code,
      kind: row.kind as AdminBonusDefinition['kind'],
      percent: row.percent,
      cap: await decimal(row.capMinor),
      fixedAmount: await decimal(row.fixedAmountMinor),
      minDeposit: await money.toDecimal(row.minDepositMinor, row.currencyId),
      wageringMultiple: row.wageringMultiple,
      contributions: { slot: 0, live: 0, table: 0, sports: 0, ...row.contributions },
      sportsMinOdds: Number(row.sportsMinOdds),
      validDays: row.validDays,
      claimWindowDays: row.claimWindowDays,
      maxBet: await decimal(row.maxBetMinor),
      enabled: row.enabled,
      currencyId: row.currencyId,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The unique indexes as the field at fault. */
  function conflictOf(error: unknown): never {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'bonus_definitions_code_unique')
      throw refuse({ code: 'BonusDefinitionConflict', field: 'code' });
    if (constraint === 'bonus_definitions_one_trial')
      throw refuse({ code: 'BonusDefinitionConflict', field: 'trigger' });
    throw error;
  }

  /** One change, one new version: the row locked, its terms before kept, the version moved on. */
  async function changeVersioned(
    id: number,
    values: Partial<NewBonusDefinition>,
    staffId: number | null,
  ): Promise<AdminBonusDefinition> {
    let updated: BonusDefinitionRow;
    try {
      updated = await repo.transaction(async (tx) => {
        const before = await repo.lockDefinition(tx, id);
        if (!before) throw refuse({ code: 'BonusDefinitionNotFound' });
        const now = clock.now();
        await repo.insertVersion(tx, {
          definitionId: id,
          version: before.version,
          terms: await toAnswer(before),
          replacedBy: staffId,
          replacedAt: now,
        });
        return repo.updateDefinitionIn(tx, id, { ...values, version: before.version + 1, updatedAt: now });
      });
    } catch (error) {
      conflictOf(error);
    }
    return toAnswer(updated);
  }

  /** The most one grant of these terms can award ('unbounded': a percent without a cap). */
  const awardOf = (row: Pick<NewBonusDefinition, 'kind' | 'capMinor' | 'fixedAmountMinor'>): Bound =>
    (row.kind === 'percent' ? row.capMinor : row.fixedAmountMinor) ?? 'unbounded';

  const service = {
    async list(): Promise<AdminBonusDefinition[]> {
      return Promise.all((await repo.allDefinitions()).map(toAnswer));
    },

    async create(input: AdminBonusDefinitionInput): Promise<AdminBonusDefinition> {
      const row = await toRow(input);
      try {
        return await toAnswer(await repo.insertDefinition(row));
      } catch (error) {
        conflictOf(error);
      }
    },

    /** Replaces every field: the terms before are kept as the version they were (issue #27). */
    async replace(id: number, input: AdminBonusDefinitionInput, staffId: number | null = null) {
      const row = await toRow(input);
      return changeVersioned(id, row, staffId);
    },

    /** Disables it (granted bonuses keep their terms); a version too, so the record shows who and when. */
    async disable(id: number, staffId: number | null = null): Promise<AdminBonusDefinition> {
      return changeVersioned(id, { enabled: false }, staffId);
    },

    /**
     * What a create (id null) or replace would do to the most one grant can award, measured for the
     * owner's approval line (issue #27); the input is checked first, so a held change is a valid one.
     */
    async impactOf(id: number | null, input: AdminBonusDefinitionInput): Promise<ChangeImpact> {
      const row = await toRow(input);
      const before = id === null ? undefined : (await repo.allDefinitions()).find((one) => one.id === id);
      if (id !== null && !before) throw refuse({ code: 'BonusDefinitionNotFound' });
      const title = before?.title ?? row.title;
      return {
        kind: 'bonus_definition',
        targetId: id,
        targetName: title.en || title.tr,
        measure: 'bonusAward',
        currencyId: row.currencyId,
        // Terms moved to another currency are measured as new in it.
        before: before && before.currencyId === row.currencyId ? awardOf(before) : 'new',
        after: awardOf(row),
        payload: input,
      };
    },

    /** A change a second approver let through: the create or replace it was asked as. */
    async applyHeld({ actor, targetId, payload }: Parameters<Applier>[0]) {
      const input = AdminBonusDefinitionInputSchema.parse(payload);
      if (targetId === null) {
        const after = await service.create(input);
        return { targetId: after.id, after };
      }
      const before = (await service.list()).find((one) => one.id === targetId);
      return { targetId, before, after: await service.replace(targetId, input, actor) };
    },

    /** Every version, the current one first (its `replacedAt` null). */
    async versions(id: number) {
      const current = (await repo.allDefinitions()).find((row) => row.id === id);
      if (!current) throw refuse({ code: 'BonusDefinitionNotFound' });
      const earlier = await repo.versions(id);
      return [
        { version: current.version, terms: await toAnswer(current), replacedBy: null, replacedAt: null },
        ...earlier.map((row) => ({
          version: row.version,
          terms: row.terms as AdminBonusDefinition,
          replacedBy: row.replacedBy,
          replacedAt: new Date(row.replacedAt).toISOString(),
        })),
      ];
    },
  };
  return service;
}

export type BonusAdminService = ReturnType<typeof createBonusAdminService>;

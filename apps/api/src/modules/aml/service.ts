import {
  AML_DECISION_STATUS,
  AML_PENDING_STATUSES,
  AML_RULE_PARAMS,
  minorToDecimal,
  type AdminAmlCase,
  type AdminAmlCaseRow,
  type AdminAmlAssignee,
  type AdminAmlCasesQuery,
  type AdminAmlNote,
  type AdminAmlRate,
  type AdminAmlRule,
  type AdminAmlRuleUpdateRequest,
  type AmlDecision,
  type AmlRuleCode,
  type PlayerStatus,
  type StaffRole,
  roleCan,
} from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { PlayerBalances } from '../wallet/index.ts';
import type { AmlRepo, StoredCase, StoredRule } from './repo.ts';

/*
 * The back office's AML work (issue #26): the case queue, one case with its evidence, notes and the
 * player's summary, notes, decisions, and the rules' parameters. The routes audit every write.
 */

export type AmlDeps = {
  repo: AmlRepo;
  clock: Clock;
  money: MoneyService;
  staffNames: (ids: readonly number[]) => Promise<Map<number, string>>;
  balances: (playerId: number, currencyId: number) => Promise<PlayerBalances>;
  /** Safer play's operator restriction (the player card's own), until lifted. */
  restrict: (playerId: number, staffId: number, reason: string) => Promise<unknown>;
  /**
   * KYC's request for documents, in the decision's transaction: uploads open again and the player's bell
   * is told (staged; `publish` after the commit).
   */
  requestDocuments: (tx: DbExecutor, playerId: number) => Promise<{ publish(): Promise<void> } | undefined>;
  /** Every staff member with their role and whether they are active (who may be given a case). */
  staffMembers: () => Promise<{ id: number; username: string; role: StaffRole; active: boolean }[]>;
};

const named = (names: Map<number, string>, id: number | null) =>
  id === null ? null : (names.get(id) ?? `#${id}`);

function row(stored: StoredCase, names: Map<number, string>): AdminAmlCaseRow {
  return {
    id: stored.id,
    playerId: stored.playerId,
    username: stored.username,
    rule: stored.ruleCode,
    status: stored.status,
    createdAt: stored.createdAt.toISOString(),
    decidedAt: stored.decidedAt?.toISOString() ?? null,
    decidedBy: named(names, stored.decidedByStaffId),
    assignee: named(names, stored.assigneeStaffId),
  };
}

/** The staff ids a case names (who decided it, who holds it), for one lookup of their usernames. */
const staffIdsOf = (stored: StoredCase) =>
  [stored.decidedByStaffId, stored.assigneeStaffId].filter((id): id is number => id !== null);

export function createAmlService({
  repo,
  clock,
  money,
  staffNames,
  balances,
  restrict,
  requestDocuments,
  staffMembers,
}: AmlDeps) {
  const ruleView = async (stored: StoredRule): Promise<AdminAmlRule> => {
    const names = await staffNames(stored.updatedByStaffId === null ? [] : [stored.updatedByStaffId]);
    return {
      code: stored.code,
      enabled: stored.enabled,
      params: stored.params,
      updatedBy: named(names, stored.updatedByStaffId),
      updatedAt: stored.updatedAt.toISOString(),
    };
  };

  async function rows(cases: StoredCase[]): Promise<AdminAmlCaseRow[]> {
    const names = await staffNames(cases.flatMap(staffIdsOf));
    return cases.map((c) => row(c, names));
  }

  async function oneCase(id: number): Promise<AdminAmlCase> {
    const stored = await repo.case(id);
    if (!stored) throw refuse({ code: 'AmlCaseNotFound' });
    const [notes, player, otherCases] = await Promise.all([
      repo.notes(id),
      repo.player(stored.playerId),
      repo.otherCases(stored.playerId, id),
    ]);
    const names = await staffNames([...notes.map((note) => note.staffId), ...staffIdsOf(stored)]);
    const currency = await money.currency(player!.currencyId);
    const { cash } = await balances(stored.playerId, currency.id);
    return {
      ...row(stored, names),
      evidence: stored.evidence,
      decisionReason: stored.decisionReason,
      notes: notes.map((note) => ({
        id: note.id,
        body: note.body,
        author: named(names, note.staffId)!,
        createdAt: note.createdAt.toISOString(),
      })),
      player: {
        id: player!.id,
        username: player!.username,
        status: player!.status as PlayerStatus,
        createdAt: player!.createdAt.toISOString(),
        currency: currency.code,
        cash: minorToDecimal(cash, currency.minorUnits),
        otherCases,
      },
    };
  }

  async function rates(): Promise<AdminAmlRate[]> {
    const rows = await repo.rates();
    const names = await staffNames(
      rows.flatMap((row) => (row.updatedByStaffId === null ? [] : [row.updatedByStaffId])),
    );
    return rows.map((row) => ({
      currency: row.currency,
      unitsPerEur: Number(row.unitsPerEur),
      updatedBy: named(names, row.updatedByStaffId),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  /** Who may be given a case: an active member whose role sees AML cases. */
  async function assignees(): Promise<AdminAmlAssignee[]> {
    return (await staffMembers())
      .filter((member) => member.active && roleCan(member.role, 'aml.view'))
      .map(({ id, username }) => ({ id, username }));
  }

  /**
   * Sets who holds a case, under the case's row lock: refused once the case is decided for good (there
   * is nothing left to work). `mayTake` says whether the case's current holder allows it (taking).
   */
  async function setAssignee(
    caseId: number,
    assigneeId: number | null,
    mayTake: (current: number | null) => void,
  ) {
    const before = await repo.transaction(async (tx) => {
      const locked = await repo.lockCase(tx, caseId);
      if (!locked) throw refuse({ code: 'AmlCaseNotFound' });
      if (!AML_PENDING_STATUSES.includes(locked.status))
        throw refuse({ code: 'AmlCaseDecided', status: locked.status });
      mayTake(locked.assigneeStaffId);
      if (locked.assigneeStaffId !== assigneeId) await repo.assign(tx, caseId, assigneeId);
      return locked.assigneeStaffId;
    });
    const names = await staffNames(before === null ? [] : [before]);
    return { before: named(names, before), after: await oneCase(caseId) };
  }

  return {
    async cases(query: AdminAmlCasesQuery, staffId: number) {
      const filter = { status: query.status, assignee: query.assignee, staffId };
      const [found, total] = await Promise.all([
        repo.cases(filter, query.skip, query.take),
        repo.countCases(filter),
      ]);
      return { items: await rows(found), total };
    },

    case: oneCase,

    /** Every reported case (the authority's export), oldest first, at most `limit`. */
    async reported(limit: number) {
      const found = await repo.casesWithStatus('reported', limit);
      const listed = await rows(found);
      return listed.map((listedRow, i) => ({
        ...listedRow,
        evidence: found[i]!.evidence,
        decisionReason: found[i]!.decisionReason,
      }));
    },

    async addNote(caseId: number, staffId: number, body: string): Promise<AdminAmlNote> {
      if (!(await repo.case(caseId))) throw refuse({ code: 'AmlCaseNotFound' });
      const note = await repo.addNote(caseId, staffId, body, clock.now());
      const names = await staffNames([staffId]);
      return {
        id: note.id,
        body: note.body,
        author: named(names, staffId)!,
        createdAt: note.createdAt.toISOString(),
      };
    },

    /**
     * A decision, under the case's row lock: refused once the case is decided for good (cleared, closed,
     * reported) or when it already is what the decision would make it. "Restrict" puts the operator's
     * restriction on the player through safer play first (its own transaction: the sessions and games
     * end with it); should the case have been decided by someone else meanwhile, the refusal follows and
     * the restriction stays — staff wanted the player held, and it is lifted from the player card.
     */
    async decide(caseId: number, staffId: number, decision: AmlDecision, reason: string) {
      const status = AML_DECISION_STATUS[decision];
      const check = (current: StoredCase['status'] | undefined) => {
        if (current === undefined) throw refuse({ code: 'AmlCaseNotFound' });
        if (!AML_PENDING_STATUSES.includes(current) || current === status)
          throw refuse({ code: 'AmlCaseDecided', status: current });
      };
      const before = await repo.case(caseId);
      check(before?.status);
      if (decision === 'restrict')
        await restrict(before!.playerId, staffId, `AML case #${caseId}: ${reason}`);
      const staged = await repo.transaction(async (tx) => {
        check((await repo.lockCase(tx, caseId))?.status);
        await repo.decide(tx, caseId, { status, staffId, reason, at: clock.now() });
        // The player is asked with the decision, or not at all (staff's reason stays internal).
        return decision === 'request_documents' ? requestDocuments(tx, before!.playerId) : undefined;
      });
      await staged?.publish();
      return { before: before!.status, after: await oneCase(caseId) };
    },

    assignees,

    /** The caller takes the case; refused while another member holds it (aml.approve gives it away). */
    async take(caseId: number, staffId: number) {
      return setAssignee(caseId, staffId, (current) => {
        if (current !== null && current !== staffId) throw refuse({ code: 'AmlCaseTaken' });
      });
    },

    /** Gives the case to a member who may see AML cases, or to nobody (`null`). */
    async assign(caseId: number, assigneeId: number | null) {
      if (assigneeId !== null && !(await assignees()).some((member) => member.id === assigneeId))
        throw refuse({ code: 'AmlAssigneeInvalid' });
      return setAssignee(caseId, assigneeId, () => {});
    },

    rules: async () => Promise.all((await repo.rules()).map(ruleView)),

    rates,

    /** Sets the euro rate of a currency the platform has (six decimals, the column's scale). */
    async updateRate(code: string, unitsPerEur: number, staffId: number) {
      const currency = await money.currencyByCode(code);
      if (!currency) throw refuse({ code: 'AmlCurrencyNotFound' });
      const find = async () => (await rates()).find((rate) => rate.currency === code) ?? null;
      const before = await find();
      await repo.setRate(currency.id, unitsPerEur.toFixed(6), staffId, clock.now());
      return { before, after: (await find())! };
    },

    /** A rule's switch and parameters, checked by that rule's own schema (the contract's AML_RULE_PARAMS). */
    async updateRule(code: AmlRuleCode, staffId: number, change: AdminAmlRuleUpdateRequest) {
      const parsed = AML_RULE_PARAMS[code].strict().safeParse(change.params);
      if (!parsed.success) {
        // The parameters named, not zod's English: the rules page shows each one's range.
        const problems = [
          ...new Set(
            parsed.error.issues.flatMap((issue) =>
              issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'params'],
            ),
          ),
        ].join(', ');
        throw refuse({ code: 'AmlRuleParamsInvalid', problems });
      }
      const before = (await repo.rules()).find((rule) => rule.code === code);
      const updated = await repo.updateRule(
        code,
        { enabled: change.enabled, params: parsed.data },
        staffId,
        clock.now(),
      );
      if (!before || !updated) throw new Error(`AML rule ${code} has no row (migration 0035 seeds it)`);
      return { before: await ruleView(before), after: await ruleView(updated) };
    },
  };
}

export type AmlService = ReturnType<typeof createAmlService>;

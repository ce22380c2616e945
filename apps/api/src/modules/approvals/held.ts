import type { ApprovalMeasure, ChangeKind } from '@lale/contracts';

/*
 * When a change waits for a second approver (issue #27, contracts/admin-approvals.ts): its measure goes
 * above the owner's line AND above what it was. Lowering is never held, even above the line; a new method
 * or definition has nothing before, so only the line counts; no line holds nothing.
 */

/** A measure's value: minor units, or a percentage; 'unbounded' is no upper bound (a percent bonus without a cap). */
export type Bound = bigint | 'unbounded';

/** What a write would change, as the kind's own service measures it (before anything is written). */
export type ChangeImpact = {
  kind: ChangeKind;
  /** null: a method or definition to be created. */
  targetId: number | null;
  targetName: string;
  measure: ApprovalMeasure;
  /** The money measures' currency; null for stakePercent. */
  currencyId: number | null;
  /** 'new': there is nothing before. */
  before: Bound | 'new';
  after: Bound;
  /** The request body, applied as it is on approval. */
  payload: Record<string, unknown>;
};

const above = (value: Bound, than: Bound): boolean =>
  value === 'unbounded' ? than !== 'unbounded' : than !== 'unbounded' && value > than;

export function isHeld(line: bigint | undefined, { before, after }: Pick<ChangeImpact, 'before' | 'after'>) {
  if (line === undefined) return false;
  return above(after, line) && (before === 'new' || above(after, before));
}

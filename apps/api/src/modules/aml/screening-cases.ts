import { AML_RULE_PARAMS, type AmlEvidence } from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AmlRepo } from './repo.ts';

/*
 * The screening module's way into AML (issue #26): the `screening_match` rule's switch and parameters,
 * and raising its case inside the screening's own transaction (with the player's screening result, so
 * both commit or neither). The unique (rule, player, subject) index makes a case once per list entry
 * and player, whichever process screened them and however often.
 */

export type ScreeningCases = {
  /** The rule's row, its parameters checked by the rule's schema (throws when they do not pass). */
  rule(): Promise<{ enabled: boolean; minNameScore: number }>;
  /** Raises the case unless this player already has one for this subject; true when it is new. */
  raise(tx: DbExecutor, playerId: number, subject: string, evidence: AmlEvidence): Promise<boolean>;
};

export function createScreeningCases({ repo, clock }: { repo: AmlRepo; clock: Clock }): ScreeningCases {
  return {
    async rule() {
      const stored = (await repo.rules()).find((rule) => rule.code === 'screening_match');
      if (!stored) throw new Error('AML rule screening_match has no row (migration 0039 seeds it)');
      return { enabled: stored.enabled, ...AML_RULE_PARAMS.screening_match.parse(stored.params) };
    },
    raise: (tx, playerId, subject, evidence) =>
      repo.raise(tx, { playerId, ruleCode: 'screening_match', subject, evidence, createdAt: clock.now() }),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AmlRepo } from './repo.ts';
import { AML_RULES, evaluateWithdrawalRule, type RuleReads, type WithdrawalEvent } from './rules/index.ts';

/*
 * The rule engine (issue #26): the cashier tells it of a withdrawal inside the transaction that holds
 * the money, and each enabled withdrawal rule may raise a case there.
 *
 * Why inside that transaction rather than after the commit: the case commits with the withdrawal or not
 * at all — there is no moment between the two where a crash or a restart loses it, and no outbox or
 * sweep to keep. The unique (rule, player, subject) index makes it once per withdrawal even if the
 * cashier ever retried. It must not block the player either: a rule only reads (two indexed statements)
 * and inserts with ON CONFLICT DO NOTHING, never refuses; and each rule runs in its own savepoint, so a
 * rule's own failure (a bug, a stored parameter the schema no longer accepts) is logged at error level
 * with the payment and the withdrawal goes on. The database failing fails the withdrawal anyway.
 */

export type AmlWatch = {
  withdrawalRequested(tx: DbExecutor, event: WithdrawalEvent): Promise<void>;
};

export function createAmlWatch({
  repo,
  reads,
  clock,
  log,
}: {
  repo: AmlRepo;
  reads: RuleReads;
  clock: Clock;
  log: FastifyBaseLogger;
}): AmlWatch {
  return {
    async withdrawalRequested(tx, event) {
      const rules = await repo.rules(tx);
      for (const stored of rules) {
        const rule = AML_RULES[stored.code];
        if (!stored.enabled || !rule || rule.on !== 'withdrawal') continue;
        try {
          await tx.transaction(async (savepoint) => {
            const raised = await evaluateWithdrawalRule(stored.code, stored.params, reads, savepoint, event);
            if (raised)
              await repo.raise(savepoint, {
                playerId: event.playerId,
                ruleCode: stored.code,
                ...raised,
                createdAt: clock.now(),
              });
          });
        } catch (error) {
          log.error({ err: error, rule: stored.code, paymentId: event.paymentId }, 'AML rule failed');
        }
      }
    },
  };
}

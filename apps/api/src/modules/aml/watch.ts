import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AmlRepo } from './repo.ts';
import { AML_RULES, evaluateRule, type AmlEvent, type PaymentEvent, type RuleReads } from './rules/index.ts';

/*
 * The rule engine (issue #26): the cashier tells it of a withdrawal inside the transaction that holds
 * the money, and of a deposit inside the transaction that credits it; each enabled rule watching that
 * event may raise a case there.
 *
 * Why inside that transaction rather than after the commit: the case commits with the payment or not at
 * all — there is no moment between the two where a crash or a restart loses it, and no outbox or sweep
 * to keep. The unique (rule, player, subject) index makes a case once per subject even when two payments
 * are judged at once. It must not block the player either: a rule only reads (a few indexed statements)
 * and inserts with ON CONFLICT DO NOTHING, never refuses; and each rule runs in its own savepoint, so a
 * rule's own failure (a bug, a stored parameter the schema no longer accepts) is logged at error level
 * with the payment and the payment goes on. The database failing fails the payment anyway.
 */

export type AmlWatch = {
  withdrawalRequested(tx: DbExecutor, event: PaymentEvent): Promise<void>;
  depositConfirmed(tx: DbExecutor, event: PaymentEvent): Promise<void>;
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
  async function judge(tx: DbExecutor, event: AmlEvent) {
    const rules = await repo.rules(tx);
    for (const stored of rules) {
      const rule = AML_RULES[stored.code];
      if (!stored.enabled || !rule || !rule.on.includes(event.kind)) continue;
      try {
        await tx.transaction(async (savepoint) => {
          const raised = await evaluateRule(stored.code, stored.params, reads, savepoint, event);
          if (raised)
            await repo.raise(savepoint, {
              playerId: event.playerId,
              ruleCode: stored.code,
              ...raised,
              createdAt: clock.now(),
            });
        });
      } catch (error) {
        log.error(
          { err: error, rule: stored.code, event: event.kind, paymentId: event.paymentId },
          'AML rule failed',
        );
      }
    }
  }

  return {
    withdrawalRequested: (tx, event) => judge(tx, { ...event, kind: 'withdrawal' }),
    depositConfirmed: (tx, event) => judge(tx, { ...event, kind: 'deposit' }),
  };
}

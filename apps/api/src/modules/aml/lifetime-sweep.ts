import { AML_RULE_PARAMS } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AmlRepo } from './repo.ts';
import { lifetimeCase } from './rules/lifetime-threshold.ts';
import type { RuleReads } from './rules/index.ts';

/*
 * The lifetime threshold's periodic look (issue #26): the rule is judged at every withdrawal and
 * confirmed deposit, so a player who stakes past the threshold on money already in, and neither deposits
 * nor withdraws again, would never be seen. Every LIFETIME_SWEEP_INTERVAL_MS each process judges the
 * players who played since two intervals ago (the hourly play totals' index, so the look grows with
 * recent play, not with the player base), in batches, each player in a transaction of their own. Safe on
 * many processes at once: the rule reads only, and the case's unique (rule, player, subject) index lets
 * the second raise do nothing.
 */

export const LIFETIME_SWEEP_INTERVAL_MS = 10 * 60_000;
const BATCH = 200;

export type LifetimeSweepDeps = {
  repo: AmlRepo;
  reads: RuleReads;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Who played within the last `withinMs` (modules/deposit-limits; database time). */
  playedSince: (
    executor: DbExecutor,
    withinMs: number,
    afterPlayerId: number,
    limit: number,
  ) => Promise<{ playerId: number; currencyId: number }[]>;
};

/** One look; answers how many cases it raised. */
export function createLifetimeSweep({ repo, reads, clock, log, playedSince }: LifetimeSweepDeps) {
  return async function sweep(now: Date = clock.now()): Promise<number> {
    const stored = (await repo.rules()).find((rule) => rule.code === 'lifetime_threshold');
    if (!stored?.enabled) return 0;
    const { thresholdEur } = AML_RULE_PARAMS.lifetime_threshold.parse(stored.params);
    let raised = 0;
    let after = 0;
    for (;;) {
      const batch = await repo.transaction((tx) =>
        playedSince(tx, 2 * LIFETIME_SWEEP_INTERVAL_MS, after, BATCH),
      );
      for (const { playerId, currencyId } of batch) {
        try {
          const made = await repo.transaction(async (tx) => {
            const found = await lifetimeCase(reads, tx, playerId, currencyId, thresholdEur, () => ({
              trigger: 'sweep',
            }));
            return (
              found !== null &&
              repo.raise(tx, { playerId, ruleCode: 'lifetime_threshold', ...found, createdAt: now })
            );
          });
          if (made) raised += 1;
        } catch (error) {
          // One player's failure (a bug, a rate gone meanwhile) must not stop the look at the others.
          log.error({ err: error, playerId }, 'AML lifetime sweep failed for a player');
        }
      }
      if (batch.length < BATCH) return raised;
      after = batch.at(-1)!.playerId;
    }
  };
}

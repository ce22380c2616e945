import { addMs, type Clock } from '../../platform/clock.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { LimitsRepo } from './repo.ts';

/*
 * Allowances: at most `max` events per subject in any `windowMs` (a sliding window, counted from the
 * events themselves, so "5 per hour" never lets 10 through across a window edge). The counts live in
 * PostgreSQL: the events counted here (an SMS sent, a player created) write to the database in the
 * same request anyway, so one more row and an advisory lock cost little, and the count is exact on
 * every API process with or without Redis and survives a restart. Redis (through @fastify/rate-limit)
 * is for limits on every request of a hot route, where a database write per request would cost.
 */

export type Allowance = {
  /** Names the counter, e.g. 'sms-player'. */
  name: string;
  max: number;
  windowMs: number;
};

export type Charge = { allowance: Allowance; subject: string };

/** A charge that has no place left, and when its oldest counted event leaves the window. */
export type Exhausted = Charge & { until: Date };

const lockKey = ({ allowance, subject }: Charge) => `${allowance.name}:${subject}`;

export function createLimits({ repo, clock }: { repo: LimitsRepo; clock: Clock }) {
  async function firstExhausted(tx: DbExecutor, charges: readonly Charge[], now: Date) {
    for (const charge of charges) {
      const { allowance, subject } = charge;
      const nth = await repo.nthNewest(tx, allowance.name, subject, allowance.max);
      const until = nth && addMs(nth, allowance.windowMs);
      if (until && until > now) return { ...charge, until };
    }
    return null;
  }

  return {
    /** The first charge with no place left now, without taking any (a cheap refusal before costly work). */
    async check(charges: readonly Charge[]): Promise<Exhausted | null> {
      const now = clock.now();
      return repo.transaction((tx) => firstExhausted(tx, charges, now));
    },

    /**
     * Takes one place in every charge, all or none: answers the first exhausted charge (and takes
     * nothing) or null when the event is counted. With `tx` the places commit or roll back with the
     * caller's work.
     */
    async take(charges: readonly Charge[], tx?: DbExecutor): Promise<Exhausted | null> {
      const work = async (executor: DbExecutor) => {
        // One lock order for every caller, so two requests charging overlapping subjects cannot deadlock.
        const ordered = [...charges].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
        for (const { allowance, subject } of ordered) await repo.lock(executor, allowance.name, subject);
        const now = clock.now();
        const exhausted = await firstExhausted(executor, charges, now);
        if (exhausted) return exhausted;
        await repo.record(
          executor,
          charges.map(({ allowance, subject }) => ({
            allowance: allowance.name,
            subject,
            at: now,
            expiresAt: addMs(now, allowance.windowMs),
          })),
        );
        await repo.purge(executor, now);
        return null;
      };
      return tx ? work(tx) : repo.transaction(work);
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;

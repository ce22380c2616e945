import type {
  AdminPlayerScreening,
  AdminScreeningSandboxEntryRequest,
  AdminScreeningStatus,
  AmlEvidence,
  ScreeningListEntry,
} from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { ScreeningCases } from '../aml/index.ts';
import type { ScreenedPerson, ScreeningMatch, ScreeningProvider } from './ports.ts';
import type { ClaimedPlayer, ScreeningRepo } from './repo.ts';
import type { ScreeningSandbox } from './sandbox.ts';

/*
 * Sanctions and PEP screening (issue #26). One mechanism screens at sign-up, after a changed name and
 * after every list update: a `player_screenings` row per player, due until screened against the current
 * list version, and a sweep per API process that takes due players (SKIP LOCKED, leased), asks the
 * provider outside any transaction, and writes the result with the match's AML cases in one transaction.
 * The sign-up never waits for the provider and never fails with it: it only makes the row (a trigger).
 * A provider failure is logged and retried with a growing pause; the sweep then stops for this tick
 * (one failed call per tick while the provider is down, not one per player).
 */

/** Players claimed (and leased) at once; a sweep takes batch after batch within its time budget. */
export const SCREENING_BATCH = 50;
/**
 * How long one sweep keeps taking batches (process time): a list update's backlog (every player) goes
 * out over a few ticks without one sweep holding a process's attention for long.
 */
export const SCREENING_SWEEP_BUDGET_MS = 20_000;
/** How often a process sweeps: a new player is screened within about a minute of signing up. */
export const SCREENING_SWEEP_INTERVAL_MS = 60_000;
/** How long a sweep holds the players it took: a crashed process's lease runs out after this. */
export const SCREENING_LEASE_MS = 5 * 60_000;
/** The pause after a failure doubles from a minute up to an hour. */
const retryDelayMs = (failedAttempts: number) => Math.min(2 ** failedAttempts, 60) * 60_000;

export type ScreeningDeps = {
  repo: ScreeningRepo;
  /** Undefined in production until a real provider's adapter is configured: screening is then off. */
  provider: ScreeningProvider | undefined;
  sandbox: ScreeningSandbox | undefined;
  cases: ScreeningCases;
  clock: Clock;
  log: FastifyBaseLogger;
};

/** What the case keeps: the list entry as it was, the player as screened, the score and the reason. */
function evidenceOf(
  match: ScreeningMatch,
  person: ScreenedPerson,
  context: { provider: string; listVersion: string; minNameScore: number; screenedAt: Date },
): AmlEvidence {
  const { entry } = match;
  return {
    listEntryId: entry.id,
    listName: entry.listName,
    category: entry.category,
    listedName: entry.fullName,
    listedBirth: entry.birthDate ?? (entry.birthYear === null ? null : String(entry.birthYear)),
    listedNationality: entry.nationality,
    listedNationalId: entry.nationalId,
    playerName: `${person.givenNames} ${person.familyName}`,
    playerBirthDate: person.birthDate,
    playerCountry: person.country,
    nameScore: match.nameScore,
    matchBasis: match.basis,
    matchReason: match.reason,
    minNameScore: context.minNameScore,
    provider: context.provider,
    listVersion: context.listVersion,
    screenedAt: context.screenedAt.toISOString(),
  };
}

/** A failure's reason for the back office, short and without the person. */
const shortReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 200) || 'unknown error';

export function createScreeningService({ repo, provider, sandbox, cases, clock, log }: ScreeningDeps) {
  /** Screens one leased player: true when done, false when the provider failed (retried later). */
  async function screenOne(
    claimed: ClaimedPlayer,
    lease: Date,
    minNameScore: number,
    screener: ScreeningProvider,
  ): Promise<boolean> {
    let result: Awaited<ReturnType<ScreeningProvider['screen']>>;
    try {
      result = await screener.screen(claimed.person, { minNameScore });
    } catch (error) {
      const now = clock.now();
      const retryAt = new Date(now.getTime() + retryDelayMs(claimed.failedAttempts));
      log.warn(
        { err: error, playerId: claimed.playerId, retryAt: retryAt.toISOString() },
        'screening failed; the player is screened again later',
      );
      await repo.failed(claimed.playerId, lease, retryAt, shortReason(error));
      return false;
    }
    const now = clock.now();
    await repo.transaction(async (tx) => {
      for (const match of result.matches) {
        const evidence = evidenceOf(match, claimed.person, {
          provider: screener.name,
          listVersion: result.listVersion,
          minNameScore,
          screenedAt: now,
        });
        const raised = await cases.raise(tx, claimed.playerId, `screening:${match.entry.id}`, evidence);
        if (raised)
          log.info(
            { playerId: claimed.playerId, listEntryId: match.entry.id, basis: match.basis },
            'screening match: AML case raised',
          );
      }
      await repo.screened(
        tx,
        claimed.playerId,
        lease,
        { listVersion: result.listVersion, matches: result.matches.length },
        now,
      );
    });
    return true;
  }

  return {
    provider,
    sandbox,

    /**
     * One sweep: notices a list update (everyone due again), then screens up to a batch of due players.
     * Answers how many were screened. Safe beside other processes' sweeps (SKIP LOCKED, leases, and the
     * cases' unique subject).
     */
    async sweep(now: Date = clock.now()): Promise<number> {
      if (!provider) return 0;
      const rule = await cases.rule();
      if (!rule.enabled) return 0;
      let list;
      try {
        list = await provider.list();
      } catch (error) {
        log.warn({ err: error }, 'screening list unavailable; the sweep tries again at its next tick');
        return 0;
      }
      const noticed = await repo.noticeList({ provider: provider.name, ...list }, now);
      if (noticed.changed)
        log.info({ listVersion: list.version, madeDue: noticed.madeDue }, 'screening list updated');
      const lease = new Date(now.getTime() + SCREENING_LEASE_MS);
      const started = performance.now();
      let screened = 0;
      // Batch after batch while players are due, within the time budget: a list update's backlog drains
      // over a few ticks rather than fifty players a minute.
      for (;;) {
        const claimed = await repo.claimDue(now, lease, SCREENING_BATCH);
        for (const [index, player] of claimed.entries()) {
          if (await screenOne(player, lease, rule.minNameScore, provider)) screened += 1;
          else {
            await repo.release(claimed.slice(index + 1), lease);
            return screened;
          }
        }
        if (claimed.length < SCREENING_BATCH || performance.now() - started > SCREENING_SWEEP_BUDGET_MS)
          return screened;
      }
    },

    async status(): Promise<AdminScreeningStatus> {
      const [rule, state, counts] = await Promise.all([cases.rule(), repo.listState(), repo.counts()]);
      const current = provider && state?.provider === provider.name ? state : undefined;
      return {
        provider: provider?.name ?? null,
        ruleEnabled: rule.enabled,
        listVersion: current?.listVersion ?? null,
        listUpdatedAt: current?.listUpdatedAt?.toISOString() ?? null,
        listNoticedAt: current?.noticedAt.toISOString() ?? null,
        ...counts,
      };
    },

    async player(playerId: number): Promise<AdminPlayerScreening> {
      const stored = await repo.player(playerId);
      if (stored === undefined) throw refuse({ code: 'ScreeningPlayerNotFound' });
      return {
        playerId,
        state: stored?.result === 'match' ? 'match' : stored?.result === 'clear' ? 'clear' : 'pending',
        screenedAt: stored?.screenedAt?.toISOString() ?? null,
        listVersion: stored?.listVersion ?? null,
        matches: stored?.matches ?? 0,
        due: stored === null || stored.dueAt !== null,
        failedAttempts: stored?.failedAttempts ?? 0,
        lastError: stored?.lastError ?? null,
      };
    },

    /** The sandbox list (outside production). */
    sandboxEntries: async (): Promise<ScreeningListEntry[]> => (sandbox ? sandbox.entries() : []),

    /** Adds an entry to the sandbox list: a new list version, noticed by every process's next sweep. */
    async addSandboxEntry(request: AdminScreeningSandboxEntryRequest, staffId: number) {
      return repo.addSandboxEntry(
        {
          listName: request.listName.trim(),
          category: request.category,
          fullName: request.fullName.trim(),
          birthDate: request.birthDate ?? null,
          // A full date carries its year; the year alone is kept only without one.
          birthYear: request.birthDate ? null : (request.birthYear ?? null),
          nationality: request.nationality ?? null,
          nationalId: request.nationalId ?? null,
        },
        staffId,
        clock.now(),
      );
    },
  };
}

export type ScreeningService = ReturnType<typeof createScreeningService>;

import { TransactionStatus } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/connection.ts';
import { ledgerInvariants } from '../../apps/api/src/modules/wallet/index.ts';
import type { HubClient } from './hub-clients.ts';
import { excusedBy, failed, type Journal } from './journal.ts';
import type { Ledgerbook } from './load.ts';

/*
 * After the load: what must hold however the processes died. Each check answers ok and what it saw;
 * run.ts prints them and fails on any that is not ok.
 */

export type Check = { name: string; ok: boolean; detail: string };

/** Raw rows of a query (the checks read across modules' tables, so not through a repo). */
export const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function ledgerCheck(db: Database): Promise<Check> {
  const invariants = await ledgerInvariants(db);
  return {
    name: 'the ledger balances (every transfer sums to zero, balances match their postings, none negative)',
    ok: invariants.ok,
    detail: JSON.stringify(invariants, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)).slice(
      0,
      600,
    ),
  };
}

type PspCheckout = {
  id: string;
  reference: string;
  deliveries: { type: string; delivered: boolean }[];
};

/** Each checkout the PSP reports paid is credited once; nothing else is. */
export async function depositsCheck(db: Database, pspUrl: string): Promise<Check> {
  const checkouts = (await (await fetch(`${pspUrl}/standin/checkouts`)).json()) as PspCheckout[];
  // Paid at the PSP: its payment.succeeded event was answered 2xx by some process.
  const paid = new Set(
    checkouts
      .filter((c) => c.deliveries.some((d) => d.type === 'payment.succeeded' && d.delivered))
      .map((c) => c.reference),
  );
  const credited = await rows<{ reference: string; transfers: string }>(
    db,
    sql`select p.reference, (select count(*) from ledger_transfers t where t.idempotency_key = 'deposit:' || p.id) as transfers
        from payment_transactions p where p.type = 1 and p.status = ${TransactionStatus.Confirmed}`,
  );
  const creditedRefs = new Set(credited.map((row) => row.reference));
  const missing = [...paid].filter((reference) => !creditedRefs.has(reference));
  const unpaid = [...creditedRefs].filter((reference) => !paid.has(reference));
  const doubled = credited.filter((row) => Number(row.transfers) !== 1);
  return {
    name: 'every deposit the PSP reports paid is credited exactly once, and no other',
    ok: paid.size > 0 && missing.length === 0 && unpaid.length === 0 && doubled.length === 0,
    detail: `${paid.size} paid at the PSP, ${credited.length} credited; missing ${missing.length}, not paid ${unpaid.length}, not one transfer ${doubled.length}`,
  };
}

type Delivery = { answered: boolean; transaction_uuid?: string; status?: string };
type Hub88Round = { round: string; outcome: string; bet: Delivery; win?: Delivery; rollback?: Delivery };

/** Hub88's rounds as the stand-in saw them, against our game transactions. */
export async function hub88Check(db: Database, hub88Url: string): Promise<Check> {
  const rounds = (await (await fetch(`${hub88Url}/standin/rounds`)).json()) as Hub88Round[];
  const stored = await rows<{ provider_tx: string; kind: string; rolled_back: boolean }>(
    db,
    sql`select provider_tx, kind, rolled_back from game_transactions`,
  );
  const byTx = new Map<string, { kind: string; rolled_back: boolean }[]>();
  for (const row of stored) byTx.set(row.provider_tx, [...(byTx.get(row.provider_tx) ?? []), row]);
  const problems: string[] = [];
  for (const round of rounds) {
    const bet = round.bet.transaction_uuid ? (byTx.get(round.bet.transaction_uuid) ?? []) : [];
    if (bet.length > 1) problems.push(`${round.round}: bet stored ${bet.length} times`);
    const okAnswer = (delivery?: Delivery) => delivery?.answered && delivery.status === 'RS_OK';
    if (okAnswer(round.win)) {
      const win = byTx.get(round.win!.transaction_uuid!) ?? [];
      if (win.length !== 1) problems.push(`${round.round}: answered win stored ${win.length} times`);
    }
    if (okAnswer(round.rollback) && bet.length === 1 && !bet[0]!.rolled_back)
      problems.push(`${round.round}: bet rolled back at Hub88, not here`);
    if (round.outcome !== 'rolled-back' && okAnswer(round.bet) && bet.length !== 1)
      problems.push(`${round.round}: answered bet stored ${bet.length} times`);
  }
  return {
    name: "every Hub88 round's answered bet, win and rollback stands here exactly once",
    ok: rounds.length > 0 && problems.length === 0,
    detail: `${rounds.length} rounds (${countBy(rounds.map((r) => r.outcome))}); ${problems.slice(0, 5).join('; ') || 'no problem'}`,
  };
}

/** A slip accepted is one bet; one never answered is at most one. */
export async function sportsCheck(db: Database, book: Ledgerbook): Promise<Check> {
  const keys = [...book.betsAccepted, ...book.betsUnanswered];
  const stored = keys.length
    ? await rows<{ request_key: string; n: string }>(
        db,
        sql`select request_key, count(*) as n from sport_bets where request_key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) group by request_key`,
      )
    : [];
  const count = new Map(stored.map((row) => [row.request_key, Number(row.n)]));
  const lost = book.betsAccepted.filter((key) => count.get(key) !== 1);
  const doubled = book.betsUnanswered.filter((key) => (count.get(key) ?? 0) > 1);
  return {
    name: 'every accepted slip is one bet, and a retried one never two',
    ok: book.betsAccepted.length > 0 && lost.length === 0 && doubled.length === 0,
    detail: `${book.betsAccepted.length} accepted, ${book.betsUnanswered.length} never answered; not exactly once: ${lost.length}, doubled: ${doubled.length}`,
  };
}

/** Failures only where a process was killed under the request. */
export function errorsCheck(journal: Journal): Check {
  const failures = journal.attempts.filter(failed);
  const unexcused = failures.filter((attempt) => !excusedBy(attempt, journal.kills, 1_000));
  return {
    name: 'requests failed only while in flight on a process that was killed',
    ok: unexcused.length === 0,
    detail: `${journal.attempts.length} requests, ${failures.length} failed, ${unexcused.length} not explained by a kill${
      unexcused.length
        ? `: ${unexcused
            .slice(0, 5)
            .map((a) => `${a.op} ${a.status ?? a.error} via ${a.backend ?? '?'}`)
            .join('; ')}`
        : ''
    }`,
  };
}

/** Every player's realtime client is connected and heard the notification of its last deposit. */
export function hubCheck(clients: HubClient[], since: number): Check {
  const lost = clients.filter((client) => client.state() !== 'Connected');
  const deaf = clients.filter((client) => !client.frames.some((frame) => frame.at >= since));
  const reconnects = clients.reduce((sum, client) => sum + client.reconnects, 0);
  return {
    name: 'every realtime client reconnected and receives notifications after the kills',
    ok: lost.length === 0 && deaf.length === 0,
    detail: `${clients.length} clients, ${reconnects} reconnects; not connected ${lost.length}, heard nothing since the last kill ${deaf.length}`,
  };
}

/** Scheduled games: rounds one after another (never two at once), each past one finished and settled. */
export async function scheduledCheck(db: Database, from: Date): Promise<Check> {
  const overlappingRounds = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from crash_rounds a join crash_rounds b on b.id > a.id
        where a.created_at >= ${from} and b.created_at >= ${from}
          and b.created_at < coalesce(a.crashed_at, a.settled_at, now()) and a.phase <> 'void' and b.phase <> 'void'`,
  );
  const unfinishedRounds = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from crash_rounds where created_at >= ${from} and created_at < now() - interval '60 seconds' and settled_at is null`,
  );
  const rounds = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from crash_rounds where created_at >= ${from}`,
  );
  const unfinishedDraws = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from draws where starts_at >= ${from} and finishes_at < now() - interval '30 seconds' and settled_at is null`,
  );
  const draws = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from draws where starts_at >= ${from} and finishes_at < now()`,
  );
  const overlap = Number(overlappingRounds[0]!.n);
  const unfinished = Number(unfinishedRounds[0]!.n) + Number(unfinishedDraws[0]!.n);
  return {
    name: 'each crash round and keno/tombala draw ran once: none overlapping, every past one settled',
    ok: Number(rounds[0]!.n) > 0 && overlap === 0 && unfinished === 0,
    detail: `${rounds[0]!.n} crash rounds, ${draws[0]!.n} draws finished; overlapping ${overlap}, unsettled ${unfinished}`,
  };
}

function countBy(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value} ${n}`).join(', ');
}

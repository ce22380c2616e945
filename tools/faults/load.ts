import { randomUUID } from 'node:crypto';
import type { Cluster } from './cluster.ts';
import type { Http } from './http.ts';
import type { Player, Scene } from './setup.ts';

/*
 * The mixed money load: each player in a loop of their own, one operation after another, as long as the
 * load runs. What each operation does when it goes unanswered is what a careful client does:
 * - a request with its own idempotency key (a slip's requestId; Hub88's and the PSP's transaction and
 *   event ids, which their stand-ins resend) is sent again with the same key until answered;
 * - a request without one (a deposit's checkout, a withdrawal, a dice roll) is not blindly resent: the
 *   player's history is read first, and the request sent again only when it left no trace.
 * Everything accepted is written down in `Ledgerbook`, which the checks compare with the database.
 */

export type Ledgerbook = {
  /** Checkouts made (our reference → the PSP's checkout id) and those the PSP reported paid. */
  checkouts: { checkoutId: string; playerId: number }[];
  paidCheckouts: string[];
  /** Slip request ids answered as accepted, and those never answered. */
  betsAccepted: string[];
  betsUnanswered: string[];
  /** Hub88 rounds played (the stand-in's own report is the truth of what it sent). */
  hub88Rounds: number;
  withdrawals: number;
  withdrawalsCancelled: number;
  diceRolls: number;
  /** Operations that found, on reading the history, that their unanswered request had been done. */
  foundDone: Record<string, number>;
  refused: Record<string, number>;
};

export const newLedgerbook = (): Ledgerbook => ({
  checkouts: [],
  paidCheckouts: [],
  betsAccepted: [],
  betsUnanswered: [],
  hub88Rounds: 0,
  withdrawals: 0,
  withdrawalsCancelled: 0,
  diceRolls: 0,
  foundDone: {},
  refused: {},
});

type Context = { http: Http; cluster: Cluster; scene: Scene; book: Ledgerbook };

const note = (counts: Record<string, number>, op: string) => (counts[op] = (counts[op] ?? 0) + 1);

async function standIn<T>(base: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${base}${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Transaction = { id: number; type: number; status: number; amount: number };

async function history(ctx: Context, player: Player): Promise<Transaction[]> {
  const answer = await ctx.http.retrying<{ items: Transaction[] }>(
    'history',
    `${player.playerId}`,
    '/api/payment/transactions',
    { skip: 0, take: 50 },
    player.token,
  );
  return answer?.body.data?.items ?? [];
}

/** A deposit: the checkout at our API, then the player pays on the PSP's page (its webhook follows). */
export async function deposit(ctx: Context, player: Player, amount: number): Promise<void> {
  const key = randomUUID();
  const body = { id: ctx.scene.depositMethodId, target: 'pay', detail: { amount } };
  const answer = await ctx.http.send<string>('deposit', key, 1, '/api/payment/deposit', body, player.token);
  if (!answer || answer.status >= 500) return; // an unpaid checkout moves no money: the player starts again
  if (answer.status !== 200 || typeof answer.body.data !== 'string')
    return void note(ctx.book.refused, 'deposit');
  const checkoutId = new URL(answer.body.data).pathname.split('/').at(-1)!;
  ctx.book.checkouts.push({ checkoutId, playerId: player.playerId });
  // The PSP sends its webhook (through the proxy) until one process answers 2xx; twice at once, as PSPs do.
  const report = await standIn<{ delivered: boolean }>(
    ctx.cluster.standins.psp,
    `/standin/checkouts/${checkoutId}/pay`,
    {
      duplicates: 2,
    },
  );
  if (report.delivered) ctx.book.paidCheckouts.push(checkoutId);
}

/** A Hub88 round: bet and win sent by the stand-in, which retries and rolls back as Hub88 does. */
export async function hub88Round(ctx: Context, player: Player): Promise<void> {
  const win = Math.random() < 0.4 ? String(Math.floor(Math.random() * 30)) : '0';
  await standIn(ctx.cluster.standins.hub88, '/standin/rounds', { launch: player.hub88Launch, bet: '5', win });
  ctx.book.hub88Rounds += 1;
}

type Event = {
  id: number;
  status: number;
  markets: { id: number; status: number; outcomes: { id: string; odds: string | null; active: boolean }[] }[];
};

/** Every outcome open for betting in the pre-match list now. */
export async function openSelections(http: Http) {
  const events = await http.retrying<Event[]>('sports-events', 'list', '/api/sports/events', {
    live: false,
    take: 20,
  });
  return (events?.body.data ?? []).flatMap((event) =>
    event.markets
      .filter((market) => market.status === 1)
      .flatMap((market) =>
        market.outcomes
          .filter((o) => o.active && o.odds)
          .map((o) => ({ marketId: market.id, outcomeId: o.id, odds: o.odds! })),
      ),
  );
}

/** A prematch single on some open market; the slip's requestId is its idempotency key. */
export async function sportsBet(ctx: Context, player: Player): Promise<void> {
  const choices = await openSelections(ctx.http);
  const pick = choices[Math.floor(Math.random() * choices.length)];
  if (!pick) return void note(ctx.book.refused, 'sports-no-market');
  const requestId = randomUUID();
  const slip = { requestId, kind: 'single', stake: 2, oddsPolicy: 2, selections: [pick] };
  const answer = await ctx.http.retrying('sports-bet', requestId, '/api/sports/placebet', slip, player.token);
  if (!answer) ctx.book.betsUnanswered.push(requestId);
  else if (answer.status === 200) ctx.book.betsAccepted.push(requestId);
  else note(ctx.book.refused, 'sports-bet');
}

/** A dice roll. Unanswered: the rounds list says whether it happened; only if not is it rolled again. */
export async function diceRoll(ctx: Context, player: Player): Promise<void> {
  const key = randomUUID();
  const rounds = async () =>
    (
      await ctx.http.retrying<{ total: number }>(
        'dice-history',
        key,
        '/api/originals/rounds',
        { skip: 0, take: 1 },
        player.token,
      )
    )?.body.data?.total;
  const before = await rounds();
  const play = { session: player.diceSession, stake: 1, choices: { target: 5000, direction: 'over' } };
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await ctx.http.send('dice', key, attempt, '/api/originals/game/play', play);
    if (answer && answer.status < 500) {
      if (answer.status === 200) ctx.book.diceRolls += 1;
      else note(ctx.book.refused, 'dice');
      return;
    }
    const after = await rounds();
    if (before !== undefined && after !== undefined && after > before) {
      ctx.book.diceRolls += 1;
      return void note(ctx.book.foundDone, 'dice');
    }
  }
}

/** A withdrawal request, sometimes cancelled by the player; unanswered, the history decides. */
export async function withdrawal(ctx: Context, player: Player): Promise<void> {
  const key = randomUUID();
  const pending = async () => (await history(ctx, player)).filter((t) => t.type === 2 && t.status === 2);
  const before = (await pending()).length;
  const body = {
    id: ctx.scene.withdrawMethodId,
    detail: { amount: 20, Iban: 'TR330006100519786457841326', FullName: 'Fault Tester' },
  };
  let done = false;
  for (let attempt = 1; attempt <= 5 && !done; attempt++) {
    const answer = await ctx.http.send('withdraw', key, attempt, '/api/payment/withdraw', body, player.token);
    if (answer && answer.status < 500) {
      if (answer.status === 200) done = true;
      else return void note(ctx.book.refused, 'withdraw');
    } else if ((await pending()).length > before) {
      done = true;
      note(ctx.book.foundDone, 'withdraw');
    }
  }
  if (!done) return;
  ctx.book.withdrawals += 1;
  if (Math.random() < 0.5) {
    const mine = (await pending()).at(0);
    if (!mine) return;
    const answer = await ctx.http.retrying(
      'withdraw-cancel',
      `${mine.id}`,
      '/api/payment/cancelwithdraw',
      { id: mine.id },
      player.token,
    );
    if (answer?.status === 200) ctx.book.withdrawalsCancelled += 1;
  }
}

const OPERATIONS: [number, (ctx: Context, player: Player) => Promise<void>][] = [
  [3, (ctx, player) => deposit(ctx, player, 50)],
  [4, hub88Round],
  [3, sportsBet],
  [4, diceRoll],
  [1, withdrawal],
];

function pickOperation() {
  const total = OPERATIONS.reduce((sum, [weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [weight, operation] of OPERATIONS) if ((roll -= weight) < 0) return operation;
  return OPERATIONS[0]![1];
}

/** Runs every player's loop until `until()` says stop; answers when each has finished its operation. */
export async function runLoad(
  ctx: Context,
  until: () => boolean,
  onError: (error: unknown) => void,
): Promise<void> {
  await Promise.all(
    ctx.scene.players.map(async (player) => {
      while (!until()) {
        try {
          await pickOperation()(ctx, player);
        } catch (error) {
          onError(error);
        }
      }
    }),
  );
}

import type { KenoTicket } from '@lale/contracts';
import { keno, seededRng, shuffle } from '@lale/originals';
import { DrawsStub, type StubDraw } from './draws-stub.ts';
import { ok, refused, type Scenario } from './types.ts';

/*
 * Lale Keno's looks: the draw on sale with the last results, a ticket of eight numbers picked by hand,
 * bought, the draw show halfway (hits ringed in gold), the win when the draw has finished, the rules.
 * The stub draws fast (a ball every 0.5 s) so the whole show fits in the screenshots' time.
 */

const PICKS = [7, 19, 23, 34, 42, 58, 61, 77];
/** Six of the eight picks come out (the seventh ball is a hit, and so on): ×75 for 6 of 8. */
const HITS = [7, 23, 42, 58, 77, 19];

function ballsWith(hits: number[], seed: number): number[] {
  const others = shuffle(seededRng(seed), 80)
    .map((b) => b + 1)
    .filter((n) => !PICKS.includes(n))
    .slice(0, keno.DRAWN - hits.length);
  const balls = [...others];
  hits.forEach((n, i) => balls.splice(2 + i * 3, 0, n));
  return balls;
}
const random = (seed: number): StubDraw['balls'] =>
  shuffle(seededRng(seed), 80)
    .slice(0, keno.DRAWN)
    .map((b) => b + 1);

export const BALL_MS = 500;
export const FIRST_STARTS_IN_MS = 12_000;

export function kenoStub() {
  return new DrawsStub({
    game: 'keno',
    room: 'keno',
    calls: keno.DRAWN,
    ballIntervalMs: BALL_MS,
    salesCloseBeforeMs: 2_000,
    drawIntervalMs: 16_000,
    firstStartsInMs: FIRST_STARTS_IN_MS,
    draws: [
      { drawId: 4812, balls: ballsWith(HITS, 11) },
      { drawId: 4813, balls: random(12) },
      { drawId: 4814, balls: random(13) },
    ],
    past: [
      { drawId: 4811, balls: random(21) },
      { drawId: 4810, balls: random(22) },
      { drawId: 4809, balls: random(23) },
      { drawId: 4808, balls: random(24) },
    ],
  });
}

let stub = kenoStub();

export const scenario: Scenario = {
  async setup(page) {
    stub = kenoStub();
    let balance = 123_456n;
    const tickets: KenoTicket[] = [];
    const paid = new Set<string>();
    const settle = () => {
      for (const ticket of tickets) {
        const balls = stub.result(ticket.drawId);
        if (!balls || ticket.status !== 'open') continue;
        const result = keno.settleTicket(ticket.picks, balls);
        const win = keno.winMinor(BigInt(Math.round(ticket.stake * 100)), result.multiplier);
        Object.assign(ticket, {
          status: result.multiplier > 0 ? 'won' : 'lost',
          multiplier: result.multiplier,
          hits: result.hits,
          win: Number(win) / 100,
        });
        if (!paid.has(ticket.ticketId)) {
          paid.add(ticket.ticketId);
          balance += win;
        }
      }
    };
    await page.route('**/api/originals/draws/keno/*', async (route) => {
      const call = new URL(route.request().url()).pathname.split('/').pop();
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      settle();
      let answer;
      if (call === 'state') {
        const at = stub.state();
        const shown = new Set([at.current?.drawId, at.next?.drawId]);
        answer = ok({
          game: 'lale-keno',
          ...at,
          tickets: tickets.filter((t) => shown.has(t.drawId)),
          balance: Number(balance) / 100,
          currency: { code: 'TRY', minorUnits: 2 },
          rules: {
            stake: { min: 1, max: 100 },
            maxWin: null,
            numbers: 80,
            drawn: 20,
            picks: { min: 1, max: 10 },
            paytable: keno.PAYTABLE,
            ticketsPerDraw: 10,
            salesCloseBeforeMs: 2_000,
            ballIntervalMs: BALL_MS,
            drawIntervalMs: 16_000,
          },
        });
      } else if (call === 'buy') {
        const draw = stub.drawOnSale();
        const stakeMinor = BigInt(Math.round(Number(body.stake) * 100));
        if (!draw) answer = refused(409, 'Bu çekilişin satışı kapandı.');
        else if (stakeMinor > balance) answer = refused(409, 'Bakiyeniz bu bahis için yetersiz.');
        else {
          balance -= stakeMinor;
          const ticket: KenoTicket = {
            ticketId: `t-${tickets.length + 1}`,
            drawId: draw.drawId,
            stake: Number(stakeMinor) / 100,
            status: 'open',
            multiplier: null,
            win: null,
            picks: body.picks as number[],
            hits: null,
          };
          tickets.push(ticket);
          answer = ok({ tickets: [ticket], balance: Number(balance) / 100 });
        }
      } else answer = refused(404, 'Not found');
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      });
    });
    await stub.routeHub(page);
  },
  stub: () => () => refused(404, 'Not found'),
  async play(page, shot) {
    const until = (ms: number) => page.waitForTimeout(Math.max(0, stub.t0 + ms - Date.now()));
    await until(1_500);
    await shot('open');
    for (const n of PICKS) await page.locator(`.keno-cell[data-n="${n}"]`).click();
    await page.locator('#stake').fill('10');
    await page.locator('#stake').blur();
    await shot('picked');
    await page.locator('.action').click();
    await page.waitForTimeout(500);
    await shot('bought');
    // Halfway through the draw: eleven balls out, three of them hits.
    await until(FIRST_STARTS_IN_MS + 11 * BALL_MS + 250);
    await shot('drawing');
    // The draw is over: the state brings the settled ticket and the win.
    await until(FIRST_STARTS_IN_MS + 20 * BALL_MS + 2_600);
    await shot('won');
    await shot('won-full', true);
    await page.getByRole('button', { name: /kuralları|rules/i }).click();
    await page.waitForTimeout(400);
    await shot('rules');
  },
};

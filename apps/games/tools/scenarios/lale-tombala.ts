import type { BingoTicket } from '@lale/contracts';
import { bingo, seededRng, sha256Hex, shuffle } from '@lale/originals';
import { DrawsStub } from './draws-stub.ts';
import { ok, refused, STUB_SERVER_SEED, type Scenario } from './types.ts';

/*
 * Lale Tombala's looks: the rooms and the hall before a game, three cards bought, the first çinko
 * called out, the second, the settled game with its win, the rules. The stub calls a ball every
 * 0.3 s; its first game's order brings card 1's top row by the 14th ball and its middle row by the
 * 28th.
 */

const CARDS = bingo.dealCards(seededRng(7), 3);
const CALL_MS = 300;
const FIRST_STARTS_IN_MS = 10_000;

function orderFor(card: bingo.BingoCard): number[] {
  const [top, middle] = [card[0]!, card[1]!].map((row) => row.filter((n): n is number => n !== null));
  const rest = shuffle(seededRng(3), bingo.BALLS)
    .map((b) => b + 1)
    .filter((n) => !top!.includes(n) && !middle!.includes(n));
  const order = [...rest];
  top!.forEach((n, i) => order.splice(1 + i * 3, 0, n)); // calls 2, 5, 8, 11, 14
  middle!.forEach((n, i) => order.splice(17 + i * 3, 0, n)); // …, 30 at the latest
  return order;
}
const random = (seed: number) => shuffle(seededRng(seed), bingo.BALLS).map((b) => b + 1);

let stub = makeStub();
function makeStub() {
  return new DrawsStub({
    game: 'bingo',
    room: 'lale-5',
    calls: bingo.CALLS,
    ballIntervalMs: CALL_MS,
    salesCloseBeforeMs: 2_000,
    drawIntervalMs: 26_000,
    firstStartsInMs: FIRST_STARTS_IN_MS,
    draws: [
      { drawId: 913, balls: orderFor(CARDS[0]!) },
      { drawId: 916, balls: random(4) },
    ],
    past: [
      { drawId: 910, balls: random(5) },
      { drawId: 907, balls: random(6) },
      { drawId: 904, balls: random(8) },
    ],
  });
}

export const scenario: Scenario = {
  async setup(page) {
    stub = makeStub();
    let balance = 123_456n;
    const tickets: BingoTicket[] = [];
    const paid = new Set<string>();
    const settle = () => {
      for (const ticket of tickets) {
        const balls = stub.result(ticket.drawId);
        if (!balls || ticket.status !== 'open') continue;
        const result = bingo.settleCard(ticket.card, balls);
        const win = bingo.winMinor(500n, result.multiplier);
        Object.assign(ticket, {
          status: result.multiplier > 0 ? 'won' : 'lost',
          multiplier: result.multiplier,
          win: Number(win) / 100,
          completedAt: result.completedAt,
        });
        if (!paid.has(ticket.ticketId)) {
          paid.add(ticket.ticketId);
          balance += win;
        }
      }
    };
    await page.route('**/api/originals/draws/bingo/*', async (route) => {
      const call = new URL(route.request().url()).pathname.split('/').pop();
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      settle();
      let answer;
      const at = stub.state();
      if (call === 'state') {
        const shown = new Set([at.current?.drawId, at.next?.drawId]);
        answer = ok({
          game: 'lale-tombala',
          room: 'lale-5',
          rooms: [
            { id: 'lale-1', name: 'Lale 1 ₺', cardPrice: 1, nextStartsAt: stub.t0 + 47_000 },
            { id: 'lale-5', name: 'Lale 5 ₺', cardPrice: 5, nextStartsAt: at.next?.startsAt ?? null },
            { id: 'lale-20', name: 'Lale 20 ₺', cardPrice: 20, nextStartsAt: stub.t0 + 97_000 },
          ],
          ...at,
          tickets: tickets.filter((t) => shown.has(t.drawId)),
          balance: Number(balance) / 100,
          currency: { code: 'TRY', minorUnits: 2 },
          rules: {
            maxWin: null,
            balls: 90,
            calls: 60,
            prizes: bingo.PRIZES,
            cardsPerPurchase: 6,
            cardsPerDraw: 24,
            salesCloseBeforeMs: 2_000,
            ballIntervalMs: CALL_MS,
            drawIntervalMs: 26_000,
          },
        });
      } else if (call === 'buy') {
        const draw = stub.drawOnSale();
        const count = Number(body.cards);
        if (!draw) answer = refused(409, 'Bu oyunun kart satışı kapandı.');
        else {
          balance -= 500n * BigInt(count);
          const bought = CARDS.slice(0, count).map((card, position): BingoTicket => ({
            ticketId: `c-${tickets.length + position + 1}`,
            drawId: draw.drawId,
            room: 'lale-5',
            stake: 5,
            status: 'open',
            multiplier: null,
            win: null,
            card: card.map((row) => [...row]),
            deal: {
              serverSeedHash: sha256Hex(STUB_SERVER_SEED),
              clientSeed: 'lale-8f3a2c',
              nonce: 12,
              position,
            },
            completedAt: null,
          }));
          tickets.push(...bought);
          answer = ok({ tickets: bought, balance: Number(balance) / 100 });
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
    await page.locator('.tb-count__option').nth(2).click();
    await page.locator('.action').click();
    await page.waitForTimeout(500);
    await shot('bought');
    await until(FIRST_STARTS_IN_MS + 14 * CALL_MS + 350);
    await shot('first-line');
    await until(FIRST_STARTS_IN_MS + 30 * CALL_MS + 350);
    await shot('two-lines');
    await until(FIRST_STARTS_IN_MS + 60 * CALL_MS + 2_600);
    await shot('won');
    await shot('won-full', true);
    await page.getByRole('button', { name: /kuralları|rules/i }).click();
    await page.waitForTimeout(400);
    await shot('rules');
  },
};

import type { Draw, DrawFrame, DrawHistoryItem } from '@lale/contracts';
import { sha256Hex } from '@lale/originals';
import type { Page, WebSocketRoute } from 'playwright-core';

/*
 * A scheduled game's server in miniature for screenshots: draws on a fixed, fast schedule from the
 * moment the page opened (so a scenario knows when each ball comes), answering `state` for any moment
 * and pushing the hub's frames on the routed socket, as contracts/originals-draws.ts describes.
 */

export type StubDraw = { drawId: number; balls: number[] };

export type DrawSchedule = {
  game: 'keno' | 'bingo';
  room: string;
  /** Balls shown per draw (keno 20, bingo 60). */
  calls: number;
  ballIntervalMs: number;
  salesCloseBeforeMs: number;
  /** From one draw's start to the next's. */
  drawIntervalMs: number;
  /** The first draw on sale starts this long after the page opens. */
  firstStartsInMs: number;
  /** The draws, in order, from the first on sale; their balls in the order they come out. */
  draws: StubDraw[];
  /** Finished draws before the first on sale, newest first. */
  past: StubDraw[];
};

export const hashOf = (drawId: number) => sha256Hex(`lale-stub-draw-${drawId}`);
export const COMMITMENT = sha256Hex('lale-stub-commitment');

export class DrawsStub {
  readonly t0 = Date.now();
  constructor(readonly schedule: DrawSchedule) {}

  startsAt(index: number): number {
    return this.t0 + this.schedule.firstStartsInMs + index * this.schedule.drawIntervalMs;
  }

  private draw(index: number, now: number): Draw {
    const s = this.schedule;
    const stub = s.draws[index]!;
    const startsAt = this.startsAt(index);
    const finishesAt = startsAt + s.calls * s.ballIntervalMs;
    const out = now < startsAt ? 0 : Math.min(s.calls, Math.floor((now - startsAt) / s.ballIntervalMs));
    const finished = now >= finishesAt;
    return {
      drawId: stub.drawId,
      game: s.game,
      room: s.room,
      phase: finished ? 'finished' : now >= startsAt - s.salesCloseBeforeMs ? 'drawing' : 'selling',
      chainIndex: 1000 - stub.drawId,
      commitment: COMMITMENT,
      salesCloseAt: startsAt - s.salesCloseBeforeMs,
      startsAt,
      finishesAt,
      balls: stub.balls.slice(0, finished ? s.calls : out),
      hash: finished ? hashOf(stub.drawId) : null,
      winners: finished ? 3 : null,
    };
  }

  /** The index of the draw on sale at `now`. */
  private onSale(now: number): number {
    const s = this.schedule;
    let index = 0;
    while (index < s.draws.length - 1 && now >= this.startsAt(index) - s.salesCloseBeforeMs) index += 1;
    return index;
  }

  /** The draw a purchase at `now` goes to (null when none is on sale). */
  drawOnSale(now = Date.now()): Draw | null {
    const index = this.onSale(now);
    const draw = this.draw(index, now);
    return draw.phase === 'selling' ? draw : null;
  }

  /** Whether the draw has finished by `now`, and its balls. */
  result(drawId: number, now = Date.now()): number[] | null {
    const index = this.schedule.draws.findIndex((d) => d.drawId === drawId);
    if (index < 0) return null;
    const draw = this.draw(index, now);
    return draw.phase === 'finished' ? draw.balls : null;
  }

  state(now = Date.now()) {
    const s = this.schedule;
    const index = this.onSale(now);
    const next = this.draw(index, now);
    const current = index > 0 ? this.draw(index - 1, now) : null;
    const finished: DrawHistoryItem[] = [];
    for (let i = index - 1; i >= 0; i -= 1) {
      const draw = this.draw(i, now);
      if (draw.phase === 'finished') finished.push(this.historyItem(s.draws[i]!, draw.startsAt));
    }
    const history = [
      ...finished,
      ...s.past.map((stub, i) =>
        this.historyItem(stub, this.t0 + s.firstStartsInMs - (i + 1) * s.drawIntervalMs),
      ),
    ];
    return { now, current, next: next.phase === 'selling' ? next : null, history };
  }

  private historyItem(stub: StubDraw, startsAt: number): DrawHistoryItem {
    return {
      drawId: stub.drawId,
      chainIndex: 1000 - stub.drawId,
      commitment: COMMITMENT,
      hash: hashOf(stub.drawId),
      startsAt,
      balls: stub.balls.slice(0, this.schedule.calls),
      winners: 2,
      void: false,
    };
  }

  /** Every frame of the schedule with the moment it is sent. */
  frames(): { at: number; frame: DrawFrame }[] {
    const s = this.schedule;
    const frames: { at: number; frame: DrawFrame }[] = [];
    s.draws.forEach((stub, index) => {
      const startsAt = this.startsAt(index);
      const base = { game: s.game, room: s.room, drawId: stub.drawId };
      const closeAt = startsAt - s.salesCloseBeforeMs;
      if (index > 0) {
        frames.push({
          at: this.startsAt(index - 1) - s.salesCloseBeforeMs,
          frame: {
            ...base,
            at: 0,
            type: 'draw.opened',
            chainIndex: 1000 - stub.drawId,
            commitment: COMMITMENT,
            salesCloseAt: closeAt,
            startsAt,
            finishesAt: startsAt + s.calls * s.ballIntervalMs,
          },
        });
      }
      frames.push({ at: closeAt, frame: { ...base, at: 0, type: 'draw.closed', startsAt, tickets: 42 } });
      stub.balls.slice(0, s.calls).forEach((ball, i) => {
        const calledAt = startsAt + (i + 1) * s.ballIntervalMs;
        frames.push({
          at: calledAt,
          frame: { ...base, at: 0, type: 'draw.ball', call: i + 1, ball, calledAt },
        });
      });
      frames.push({
        at: startsAt + s.calls * s.ballIntervalMs,
        frame: {
          ...base,
          at: 0,
          type: 'draw.finished',
          chainIndex: 1000 - stub.drawId,
          hash: hashOf(stub.drawId),
          balls: stub.balls,
          winners: 3,
        },
      });
    });
    return frames;
  }

  /** Serves the hub on the page's socket: subscribed, then every frame at its moment. */
  async routeHub(page: Page): Promise<void> {
    await page.routeWebSocket('**/hub/originals', (ws: WebSocketRoute) => {
      const timers: ReturnType<typeof setTimeout>[] = [];
      ws.onMessage((message) => {
        const frame = JSON.parse(String(message)) as { op: string; topics?: string[] };
        if (frame.op !== 'subscribe') return;
        ws.send(JSON.stringify({ type: 'subscribed', topics: frame.topics }));
        for (const { at, frame: out } of this.frames()) {
          const delay = at - Date.now();
          if (delay < 0) continue;
          timers.push(setTimeout(() => ws.send(JSON.stringify({ ...out, at: Date.now() })), delay));
        }
      });
      ws.onClose(() => timers.forEach(clearTimeout));
    });
  }
}

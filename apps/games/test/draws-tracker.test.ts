import {
  DRAWS_PATH as CONTRACT_DRAWS_PATH,
  ORIGINALS_HUB_PATH,
  type Draw,
  type DrawFrame,
} from '@lale/contracts';
import { describe, expect, it } from 'vitest';
import { DRAWS_PATH } from '../src/draws/paths.ts';
import { createServerClock } from '../src/shell/server-clock.ts';
import { HUB_PATH, hubUrl } from '../src/shell/hub.ts';
import { ballsDue, countdownText } from '../src/draws/schedule.ts';
import { DrawTracker } from '../src/draws/tracker.ts';

const HASH = 'a'.repeat(64);
const T = 1_800_000_000_000;

function draw(drawId: number, startsAt: number, phase: Draw['phase'] = 'selling'): Draw {
  return {
    drawId,
    game: 'keno',
    room: 'keno',
    phase,
    chainIndex: 100 - drawId,
    commitment: HASH,
    salesCloseAt: startsAt - 5_000,
    startsAt,
    finishesAt: startsAt + 20 * 1_500,
    balls: [],
    hash: null,
    winners: null,
  };
}
const base = { at: 0, game: 'keno' as const, room: 'keno' };

describe('the draws client’s wire constants', () => {
  it('are the contract’s', () => {
    expect(DRAWS_PATH).toBe(CONTRACT_DRAWS_PATH);
    expect(HUB_PATH).toBe(ORIGINALS_HUB_PATH);
    expect(hubUrl({ protocol: 'https:', host: 'lale.example' })).toBe('wss://lale.example/hub/originals');
    expect(hubUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/hub/originals');
  });
});

describe('the server clock and the draw schedule', () => {
  it('reads the server’s time through the offset of the last answer', () => {
    let local = 1_000;
    const clock = createServerClock(() => local);
    clock.sync(T);
    local += 2_500;
    expect(clock.now()).toBe(T + 2_500);
  });

  it('has ball i out at startsAt + i × interval, never one early', () => {
    expect(ballsDue(T, 1_500, 20, T + 1_499)).toBe(0);
    expect(ballsDue(T, 1_500, 20, T + 1_500)).toBe(1);
    expect(ballsDue(T, 1_500, 20, T + 4_499)).toBe(2);
    expect(ballsDue(T, 1_500, 20, T + 10 * 60_000)).toBe(20);
  });

  it('counts down as m:ss, rounded up, never below zero', () => {
    expect(countdownText(42_100)).toBe('0:43');
    expect(countdownText(60_000)).toBe('1:00');
    expect(countdownText(149_000)).toBe('2:29');
    expect(countdownText(-5)).toBe('0:00');
  });
});

describe('following the draws from the hub’s frames', () => {
  it('moves the draw on sale to the show when its sales close, and takes each ball in order', () => {
    const tracker = new DrawTracker('keno', 20, 1_500);
    tracker.load({ current: null, next: draw(7, T), history: [] });
    expect(tracker.apply({ ...base, drawId: 7, type: 'draw.closed', startsAt: T, tickets: 3 }).kind).toBe(
      'closed',
    );
    expect(tracker.current?.drawId).toBe(7);
    expect(tracker.current?.phase).toBe('drawing');
    expect(tracker.next).toBeNull();
    const opened: DrawFrame = {
      ...base,
      drawId: 8,
      type: 'draw.opened',
      chainIndex: 92,
      commitment: HASH,
      salesCloseAt: T + 55_000,
      startsAt: T + 60_000,
      finishesAt: T + 90_000,
    };
    expect(tracker.apply(opened).kind).toBe('opened');
    expect(tracker.next?.drawId).toBe(8);
    expect(
      tracker.apply({ ...base, drawId: 7, type: 'draw.ball', call: 1, ball: 33, calledAt: T + 1_500 }),
    ).toMatchObject({
      kind: 'ball',
      ball: 33,
    });
    // The same ball again (a resend) changes nothing; a ball skipped means frames were lost.
    expect(
      tracker.apply({ ...base, drawId: 7, type: 'draw.ball', call: 1, ball: 33, calledAt: T + 1_500 }).kind,
    ).toBe('ignored');
    expect(
      tracker.apply({ ...base, drawId: 7, type: 'draw.ball', call: 3, ball: 9, calledAt: T + 4_500 }).kind,
    ).toBe('missed');
    expect(tracker.current?.balls).toEqual([33]);
  });

  it('shows the whole draw and its hash when it finishes, newest in the history', () => {
    const tracker = new DrawTracker('keno', 20, 1_500);
    tracker.load({
      current: { ...draw(7, T, 'drawing'), balls: [1, 2] },
      next: draw(8, T + 60_000),
      history: [],
    });
    const balls = Array.from({ length: 20 }, (_, i) => i + 1);
    const effect = tracker.apply({
      ...base,
      drawId: 7,
      type: 'draw.finished',
      chainIndex: 93,
      hash: HASH,
      balls,
      winners: 4,
    });
    expect(effect.kind).toBe('finished');
    expect(tracker.current).toMatchObject({ phase: 'finished', balls, hash: HASH, winners: 4 });
    expect(tracker.history[0]).toMatchObject({ drawId: 7, hash: HASH, balls, void: false });
  });

  it('ignores another room’s frames (a tombala page follows one room)', () => {
    const tracker = new DrawTracker('lale-5', 60, 2_000);
    tracker.load({ current: null, next: { ...draw(3, T), game: 'bingo', room: 'lale-5' }, history: [] });
    expect(
      tracker.apply({
        at: 0,
        game: 'bingo',
        room: 'lale-1',
        drawId: 3,
        type: 'draw.closed',
        startsAt: T,
        tickets: 1,
      }).kind,
    ).toBe('ignored');
  });

  it('says it is stale when a ball or a draw is overdue on the server’s clock', () => {
    const tracker = new DrawTracker('keno', 20, 1_500);
    tracker.load({
      current: { ...draw(7, T, 'drawing'), balls: [5] },
      next: draw(8, T + 60_000),
      history: [],
    });
    expect(tracker.stale(T + 1_500)).toBe(false);
    // Ball 2 was due at T + 3 000; a little lateness is allowed, more is a frame lost.
    expect(tracker.stale(T + 4_000)).toBe(false);
    expect(tracker.stale(T + 6_000)).toBe(true);
    const waiting = new DrawTracker('keno', 20, 1_500);
    waiting.load({ current: null, next: draw(8, T), history: [] });
    expect(waiting.stale(T - 1_000)).toBe(false);
    expect(waiting.stale(T + 3_000)).toBe(true);
    const none = new DrawTracker('keno', 20, 1_500);
    none.load({ current: null, next: null, history: [] });
    expect(none.stale(T)).toBe(true);
  });
});

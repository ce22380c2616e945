import { EventEmitter } from 'node:events';
import { ODDS_MAX_TOPICS, OddsClientFrameSchema } from '@lale/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTopicHub, DEFAULT_LIMITS, type TopicSocket } from '../../src/modules/realtime/topic-hub.ts';
import { broadcastsOf } from '../../src/modules/sports/live/deltas.ts';
import type { BookChange } from '../../src/modules/sports/index.ts';
import { testClock } from '../support/accounts.ts';

/*
 * The odds hub (realtime's topic hub with the odds' topics) without sockets (contracts/sports-live.ts): a slow client is skipped and resynced, never
 * waited for; quiet connections are pinged and silent ones cut. Time is a test clock.
 */

const log = pino({ level: 'silent' });

class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  terminated = false;
  send(data: Buffer) {
    this.sent.push(data.toString('utf8'));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  /** A frame from the client. */
  say(value: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(value)), false);
  }
  types() {
    return this.sent.map((text) => (JSON.parse(text) as { type: string }).type);
  }
}

function hubWith() {
  const clock = testClock('2026-11-25T18:00:00Z');
  const hub = createTopicHub({
    clock,
    log,
    name: 'odds',
    clientFrames: OddsClientFrameSchema,
    maxTopics: ODDS_MAX_TOPICS,
  });
  const join = (...topics: string[]) => {
    const socket = new FakeSocket();
    hub.accept(socket as unknown as TopicSocket);
    socket.say({ op: 'subscribe', topics });
    socket.sent = [];
    return socket;
  };
  return { clock, hub, join };
}

const frame = (n: number) => Buffer.from(JSON.stringify({ type: 'delta', n }));

describe('the odds hub', () => {
  it('skips a client whose socket is backed up, without holding up the others, and resyncs it once drained', () => {
    const { hub, join } = hubWith();
    const slow = join('live');
    const quick = join('live');

    hub.deliver(['live'], frame(1));
    slow.bufferedAmount = DEFAULT_LIMITS.highWater + 1;
    hub.deliver(['live'], frame(2));
    hub.deliver(['live'], frame(3));
    expect(slow.sent).toEqual([JSON.stringify({ type: 'delta', n: 1 })]);
    expect(quick.sent).toHaveLength(3);
    expect(hub.behindCount).toBe(1);

    // Still above the low mark: nothing yet. Drained: one resync, then deltas again.
    slow.bufferedAmount = DEFAULT_LIMITS.lowWater + 1;
    hub.tick();
    expect(slow.types()).toEqual(['delta']);
    slow.bufferedAmount = 0;
    hub.tick();
    hub.deliver(['live'], frame(4));
    expect(slow.types()).toEqual(['delta', 'resync', 'delta']);
    expect(hub.behindCount).toBe(0);
  });

  it('cuts a client that stays backed up', () => {
    const { clock, hub, join } = hubWith();
    const stuck = join('live');
    stuck.bufferedAmount = DEFAULT_LIMITS.highWater + 1;
    hub.deliver(['live'], frame(1));
    clock.advance(DEFAULT_LIMITS.maxBehindMs - 1);
    hub.tick();
    expect(stuck.terminated).toBe(false);
    clock.advance(1);
    hub.tick();
    expect(stuck.terminated).toBe(true);
    expect(hub.connectionCount).toBe(0);
    expect(hub.subscriberCount('live')).toBe(0);
  });

  it('sends a delta to a client once however many of its topics it matches, and only to subscribers', () => {
    const { hub, join } = hubWith();
    const both = join('live', 'live:1');
    const other = join('pre:1');
    hub.deliver(['live', 'live:1'], frame(1));
    expect(both.sent).toHaveLength(1);
    expect(other.sent).toHaveLength(0);
  });

  it('pings a quiet client and cuts a silent one', () => {
    const { clock, hub, join } = hubWith();
    const quiet = join('live');
    const talking = join('live');
    clock.advance(10_000);
    talking.say({ op: 'ping' });
    hub.sweepAll();
    expect(quiet.types()).toEqual(['ping']);
    expect(talking.types()).toEqual(['ping']);
    clock.advance(26_000);
    talking.say({ op: 'ping' });
    hub.sweepAll();
    expect(quiet.terminated).toBe(true);
    expect(talking.terminated).toBe(false);
    expect(hub.connectionCount).toBe(1);
  });

  it('refuses binary frames and oversized ones with an error', () => {
    const { hub, join } = hubWith();
    const socket = join();
    socket.emit('message', Buffer.from([1, 2, 3]), true);
    socket.emit('message', Buffer.from(' '.repeat(DEFAULT_LIMITS.maxFrameChars + 1)), false);
    expect(socket.sent.map((text) => JSON.parse(text))).toEqual([
      { type: 'error', message: 'Frames are JSON text.' },
      { type: 'error', message: 'Frame too large.' },
    ]);
    expect(hub.connectionCount).toBe(1);
  });
});

describe('what a change of the book sends', () => {
  const change = (over: Partial<BookChange>): BookChange => ({
    eventId: 7,
    wasStatus: 0,
    header: { status: 0, homeScore: null, awayScore: null, matchTime: null },
    headerChanged: false,
    markets: [
      { id: 1, key: '1x2', specifiers: '', status: 1, outcomes: [{ id: '1', odds: '2.00', active: true }] },
      { id: 2, key: 'total', specifiers: 'total=2.5', status: 1, outcomes: [] },
    ],
    ...over,
  });

  it('sends every market to the event and the main one to its lobbies', () => {
    const [event, lobby] = broadcastsOf(change({}), 1, 123);
    expect(event!.topics).toEqual(['event:7']);
    expect(JSON.parse(event!.frame).markets).toHaveLength(2);
    expect(lobby!.topics).toEqual(['pre', 'pre:1']);
    expect(JSON.parse(lobby!.frame)).toMatchObject({
      at: 123,
      event: { id: 7, sportId: 1 },
      markets: [{ id: 1 }],
    });
  });

  it('tells both lobbies when the event kicks off, and none once it is over', () => {
    const started = change({
      header: { status: 1, homeScore: 0, awayScore: 0, matchTime: '1' },
      headerChanged: true,
    });
    expect(broadcastsOf(started, 2, 0)[1]!.topics).toEqual(['pre', 'pre:2', 'live', 'live:2']);
    const over = change({
      wasStatus: 2,
      header: { status: 2, homeScore: 1, awayScore: 0, matchTime: null },
    });
    expect(broadcastsOf(over, 2, 0).map((b) => b.topics)).toEqual([['event:7']]);
  });

  it('leaves the lobbies out when only side markets changed', () => {
    const side = change({ markets: [{ id: 2, key: 'total', specifiers: 'total=2.5', status: -1 }] });
    expect(broadcastsOf(side, 1, 0).map((b) => b.topics)).toEqual([['event:7']]);
  });
});

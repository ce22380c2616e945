import type { AdminJackpot } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEEDED_EGT_LEVELS,
  startEgtJackpotsStandIn,
  type EgtJackpotsStandIn,
} from '../../../../tools/standins/egt-jackpots.ts';
import { loadConfig } from '../../src/config.ts';
import { parseFeedAnswer } from '../../src/modules/admin-cms/egt-feed/feed-answer.ts';
import { createFeedClient } from '../../src/modules/admin-cms/egt-feed/feed-client.ts';
import { LEASE_MS, manualTimers } from '../../src/modules/leases/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, tempDir } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { staffToken } from '../support/staff.ts';
import { capturingPublisher } from '../notifications/support.ts';
import { adminCall } from './support.ts';

/*
 * EGT Digital's jackpot feed (issue #29; PROTOCOLS §4c). The feed's shape is ours until the vendor's
 * document is at hand (egt-feed/feed-answer.ts), so its contract is pinned here on literal answers, one
 * test per field we read; then the poller against the stand-alone stand-in (tools/standins/egt-jackpots.ts):
 * poll → the jackpots' port → the hub's JackpotsChanged, only on a change; failures and garbage leave the
 * values and are counted; a feed silent past its limit has its cards withheld from the site; the
 * operator's write to a feed-owned card is refused; and one poller across processes (the lease).
 */

const OWNED = ['High Cash', 'Clover Chance'];
const read = (body: unknown) => parseFeedAnswer(body, { currency: 'TRY', owned: OWNED });

/** The feed's answer as the vendor would send it, with a field it adds that we do not read. */
const LITERAL_ANSWER = JSON.parse(`{
  "currency": "TRY",
  "generatedAt": "2026-11-29T22:00:00Z",
  "jackpots": [
    { "name": "High Cash", "levels": [
      { "level": 4, "amount": 15235 }, { "level": 1, "amount": 1825040 },
      { "level": 2, "amount": 412075 }, { "level": 3, "amount": 90510 } ] },
    { "name": "Clover Chance", "levels": [
      { "level": 1, "amount": 2648000 }, { "level": 2, "amount": 631525 },
      { "level": 3, "amount": 124060 }, { "level": 4, "amount": 21090 } ] },
    { "name": "Some Other Card", "levels": [] }
  ]
}`) as Record<string, unknown>;

/** The literal answer with one jackpot's entry changed. */
function withHighCash(change: (entry: Record<string, unknown>) => Record<string, unknown>) {
  const answer = structuredClone(LITERAL_ANSWER) as { jackpots: Record<string, unknown>[] };
  answer.jackpots[0] = change(answer.jackpots[0]!);
  return answer;
}

describe('the feed answer (our shape, one test per field read)', () => {
  it('a whole answer: the owned cards in minor units, levels in order; unknown cards and fields ignored', () => {
    const parsed = read(LITERAL_ANSWER);
    expect(parsed.ok && Object.fromEntries(parsed.jackpots)).toEqual({
      'High Cash': [
        { level: 1, amountMinor: 1_825_040n },
        { level: 2, amountMinor: 412_075n },
        { level: 3, amountMinor: 90_510n },
        { level: 4, amountMinor: 15_235n },
      ],
      'Clover Chance': [
        { level: 1, amountMinor: 2_648_000n },
        { level: 2, amountMinor: 631_525n },
        { level: 3, amountMinor: 124_060n },
        { level: 4, amountMinor: 21_090n },
      ],
    });
  });

  it('currency: must be the site currency', () => {
    expect(read({ ...LITERAL_ANSWER, currency: 'EUR' })).toMatchObject({ ok: false });
    expect(read({ ...LITERAL_ANSWER, currency: 'try' })).toMatchObject({ ok: false });
    const { currency: _, ...without } = LITERAL_ANSWER;
    expect(read(without)).toMatchObject({ ok: false });
  });

  it('jackpots: a list; without it, or not a list, the answer is garbage', () => {
    const { jackpots: _, ...without } = LITERAL_ANSWER;
    expect(read(without)).toMatchObject({ ok: false });
    expect(read({ ...LITERAL_ANSWER, jackpots: {} })).toMatchObject({ ok: false });
    expect(read([])).toMatchObject({ ok: false });
    expect(read(null)).toMatchObject({ ok: false });
  });

  it('name: every owned card exactly once (missing or twice is garbage, not half an answer)', () => {
    const answer = LITERAL_ANSWER as { jackpots: unknown[] };
    expect(read({ ...LITERAL_ANSWER, jackpots: answer.jackpots.slice(1) })).toMatchObject({ ok: false });
    expect(read({ ...LITERAL_ANSWER, jackpots: [...answer.jackpots, answer.jackpots[0]] })).toMatchObject({
      ok: false,
    });
    expect(read(withHighCash((e) => ({ ...e, name: 'high cash' })))).toMatchObject({ ok: false });
  });

  it('levels: the four levels, each once', () => {
    const three = withHighCash((e) => ({ ...e, levels: (e.levels as unknown[]).slice(0, 3) }));
    expect(read(three)).toMatchObject({ ok: false });
    const repeated = withHighCash((e) => ({
      ...e,
      levels: [1, 1, 2, 3].map((level) => ({ level, amount: 100 })),
    }));
    expect(read(repeated)).toMatchObject({ ok: false });
  });

  it('level: an integer 1–4', () => {
    for (const bad of [0, 5, 1.5, '1'])
      expect(
        read(withHighCash((e) => ({ ...e, levels: [bad, 2, 3, 4].map((level) => ({ level, amount: 1 })) }))),
      ).toMatchObject({ ok: false });
  });

  it('amount: integer minor units, not negative (a decimal, a string or a huge figure is garbage)', () => {
    const withAmount = (amount: unknown) =>
      withHighCash((e) => ({ ...e, levels: [1, 2, 3, 4].map((level) => ({ level, amount })) }));
    expect(read(withAmount(0)).ok).toBe(true);
    for (const bad of [18250.4, '1825040', -1, 2 ** 53, null])
      expect(read(withAmount(bad))).toMatchObject({ ok: false });
  });
});

describe('the configuration', () => {
  const withDir = <T>(read: (dir: string) => T): T => {
    const dir = tempDir('lale-egt-config-');
    try {
      return read(dir.path);
    } finally {
      dir.remove();
    }
  };
  const production = (dir: string) => ({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    ...Object.fromEntries(
      ['TOKEN_PEPPER', 'SESSION_SECRET', 'AUDIT_SIGNING_KEY', 'KYC_DOCUMENT_KEY'].map((n) => [
        n,
        'x'.repeat(40),
      ]),
    ),
  });

  it('has no feed without EGT_JACKPOT_FEED_URL, in production too (the operator sets the cards)', () => {
    withDir((dir) => expect(loadConfig(production(dir)).egtJackpots.feed).toBeUndefined());
    withDir((dir) => expect(loadConfig({ DATA_DIR: dir }).egtJackpots.feed).toBeUndefined());
  });

  it('reads the URL, token, poll interval and stale limit; defaults 10 s and 5 min', () => {
    withDir((dir) =>
      expect(
        loadConfig({ DATA_DIR: dir, EGT_JACKPOT_FEED_URL: 'http://127.0.0.1:4196/jackpots' }).egtJackpots
          .feed,
      ).toEqual({
        url: 'http://127.0.0.1:4196/jackpots',
        token: undefined,
        pollMs: 10_000,
        staleMs: 300_000,
      }),
    );
    withDir((dir) =>
      expect(
        loadConfig({
          ...production(dir),
          EGT_JACKPOT_FEED_URL: 'https://jackpots.egt.example/v1/levels',
          EGT_JACKPOT_FEED_TOKEN: 'token-of-egt',
          EGT_JACKPOT_FEED_POLL_SECONDS: '3',
          EGT_JACKPOT_FEED_STALE_MINUTES: '2',
        }).egtJackpots.feed,
      ).toEqual({
        url: 'https://jackpots.egt.example/v1/levels',
        token: 'token-of-egt',
        pollMs: 3_000,
        staleMs: 120_000,
      }),
    );
  });

  it('refuses a clear-text feed in production, a token without a feed, and a poll interval of 0', () => {
    withDir((dir) =>
      expect(() => loadConfig({ ...production(dir), EGT_JACKPOT_FEED_URL: 'http://feed.example/j' })).toThrow(
        'EGT_JACKPOT_FEED_URL must be https in production.',
      ),
    );
    withDir((dir) =>
      expect(() => loadConfig({ DATA_DIR: dir, EGT_JACKPOT_FEED_TOKEN: 'token-of-egt' })).toThrow(
        /EGT_JACKPOT_FEED_TOKEN is for the feed/,
      ),
    );
    withDir((dir) =>
      expect(() =>
        loadConfig({ DATA_DIR: dir, EGT_JACKPOT_FEED_URL: 'http://x/j', EGT_JACKPOT_FEED_POLL_SECONDS: '0' }),
      ).toThrow(/EGT_JACKPOT_FEED_POLL_SECONDS/),
    );
  });
});

describe('the feed client', () => {
  let standIn: EgtJackpotsStandIn;
  beforeAll(async () => {
    standIn = await startEgtJackpotsStandIn({ port: 0, host: '127.0.0.1', token: 'feed-token-1' });
  });
  afterAll(() => standIn.close());

  it('sends the bearer token; a refused or unreachable feed is unreachable, a non-JSON body garbage', async () => {
    const client = (token: string | undefined, url = `${standIn.url}/jackpots`) =>
      createFeedClient({ url, token, timeoutMs: 2_000 })();
    const answered = await client('feed-token-1');
    expect(answered).toMatchObject({ ok: true });
    expect(read(answered.ok && answered.body)).toMatchObject({ ok: true });
    expect(await client('wrong-token')).toMatchObject({
      ok: false,
      outcome: 'unreachable',
      reason: 'HTTP 401',
    });
    expect(await client(undefined, 'http://127.0.0.1:9/jackpots')).toMatchObject({
      ok: false,
      outcome: 'unreachable',
    });
    await fetch(`${standIn.url}/standin/mode`, { method: 'POST', body: JSON.stringify({ mode: 'garbage' }) });
    expect(await client('feed-token-1')).toMatchObject({ ok: false, outcome: 'garbage' });
  });
});

// ── The poller in an app, against the stand-in ───────────────────────────────────────────────────────

const METRICS_TOKEN = 'metrics-token-'.padEnd(40, 'x');
const POLL_MS = 2_000;

type Bootstrap = {
  egtJackpotCards: { instanceName: string; levelStats: { level: number; value: number }[] }[];
};

async function feedApp(database: TestDatabase, url: string, clock: ReturnType<typeof testClock>) {
  const realtime = capturingPublisher();
  const t = await createTestApp({
    database,
    clock,
    realtime: realtime.publisher,
    env: {
      EGT_JACKPOT_FEED_URL: `${url}/jackpots`,
      EGT_JACKPOT_FEED_POLL_SECONDS: String(POLL_MS / 1000),
      EGT_JACKPOT_FEED_STALE_MINUTES: '1',
      METRICS_TOKEN,
    },
    extend: (_app, modules) => modules.adminCms.egtFeed.scheduler!.useTimers(manualTimers),
  });
  const scheduler = t.modules.adminCms.egtFeed.scheduler!;
  return {
    t,
    realtime,
    scheduler,
    /** The clock moved by one poll interval, then one tick of the loop. */
    async nextPoll() {
      clock.advance(POLL_MS);
      await scheduler.tick();
    },
    async cards() {
      t.modules.cms.cms.invalidate();
      const answer = await t.app.inject({ url: '/api/cms/grouped' });
      return Object.fromEntries(
        (answer.json() as { data: Bootstrap }).data.egtJackpotCards.map((c) => [
          c.instanceName,
          c.levelStats.map((l) => l.value),
        ]),
      );
    },
    async polls() {
      const answer = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const counts: Record<string, number> = {};
      for (const [, outcome, value] of answer.body.matchAll(
        /^lale_jackpot_feed_polls_total\{feed="egt",outcome="(\w+)"\} (\d+)$/gm,
      ))
        counts[outcome!] = Number(value);
      return counts;
    },
  };
}

const setLevels = (standIn: EgtJackpotsStandIn, name: string, amounts: number[]) =>
  fetch(`${standIn.url}/standin/levels`, {
    method: 'POST',
    body: JSON.stringify({ name, levels: amounts.map((amount, i) => ({ level: i + 1, amount })) }),
  });
const setMode = (standIn: EgtJackpotsStandIn, mode: 'ok' | 'down' | 'garbage') =>
  fetch(`${standIn.url}/standin/mode`, { method: 'POST', body: JSON.stringify({ mode }) });
const pollsSeen = async (standIn: EgtJackpotsStandIn) =>
  ((await (await fetch(`${standIn.url}/standin/polls`)).json()) as { polls: number }).polls;

describe('the poller', () => {
  let database: TestDatabase;
  let standIn: EgtJackpotsStandIn;
  let feed: Awaited<ReturnType<typeof feedApp>>;
  const clock = testClock('2026-11-29T20:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    standIn = await startEgtJackpotsStandIn({ port: 0, host: '127.0.0.1' });
    feed = await feedApp(database, standIn.url, clock);
  });
  afterAll(async () => {
    await feed.t.close();
    await standIn.close();
    await database.close();
  });

  it('writes and pushes only what moved: the bootstrap and the hub follow the feed', async () => {
    await feed.scheduler.tick();
    expect(feed.scheduler.leading).toBe(true);
    // The stand-in starts on the seed's values: nothing moved, nothing written or pushed.
    expect(feed.realtime.pushes).toEqual([]);
    expect(await feed.polls()).toMatchObject({ unchanged: 1 });

    await setLevels(standIn, 'High Cash', [1_900_000, 412_075, 90_510, 15_299]);
    await feed.nextPoll();
    expect(feed.realtime.pushes).toEqual([
      { to: 'all', command: 'JackpotsChanged', message: { name: 'High Cash' } },
    ]);
    expect(await feed.cards()).toEqual({
      'High Cash': [19_000, 4_120.75, 905.1, 152.99],
      'Clover Chance': [26_480, 6_315.25, 1_240.6, 210.9],
    });
    feed.realtime.clear();
    await feed.nextPoll();
    expect(feed.realtime.pushes).toEqual([]);
    expect(await feed.polls()).toMatchObject({ unchanged: 2, changed: 1 });
  });

  it('an unreachable feed or garbage leaves the last values, counted by outcome', async () => {
    feed.realtime.clear();
    const before = await feed.cards();
    await setMode(standIn, 'down');
    await feed.nextPoll();
    await setMode(standIn, 'garbage');
    await feed.nextPoll();
    await setMode(standIn, 'ok');
    await setLevels(standIn, 'Clover Chance', [1, 2, 3]); // three levels: not our shape
    await feed.nextPoll();
    expect(await feed.cards()).toEqual(before);
    expect(feed.realtime.pushes).toEqual([]);
    expect(await feed.polls()).toMatchObject({ unreachable: 1, garbage: 2 });
    const warned = feed.t.logs.filter((l) => String(l.msg).startsWith('EGT jackpot feed'));
    expect(warned.map((l) => l.outcome)).toEqual(['unreachable', 'garbage', 'garbage']);
    await setLevels(
      standIn,
      'Clover Chance',
      SEEDED_EGT_LEVELS['Clover Chance']!.map((l) => l.amount),
    );
  });

  it('a feed silent past its limit has its cards withheld from the site until it answers again', async () => {
    await feed.nextPoll(); // a good answer: the limit counts from here
    feed.realtime.clear();
    await setMode(standIn, 'down');
    for (let waited = 0; waited < 60_000 - POLL_MS; waited += POLL_MS) await feed.nextPoll();
    expect(Object.keys(await feed.cards())).toEqual(['High Cash', 'Clover Chance']);
    await feed.nextPoll(); // a minute without a good answer
    expect(await feed.cards()).toEqual({});
    expect(feed.realtime.pushes.map((p) => p.message)).toEqual([
      { name: 'High Cash' },
      { name: 'Clover Chance' },
    ]);
    const editor = await staffToken(feed.t, 'content');
    const list = await adminCall<AdminJackpot[]>(feed.t.app, editor, 'GET', '/api/admin/casino/jackpots');
    expect(list.body.data.filter((j) => j.source === 'feed').map((j) => [j.name, j.withheld])).toEqual([
      ['High Cash', true],
      ['Clover Chance', true],
    ]);
    // Still silent: withheld once, not pushed again.
    feed.realtime.clear();
    await feed.nextPoll();
    expect(feed.realtime.pushes).toEqual([]);

    await setMode(standIn, 'ok');
    await feed.nextPoll();
    expect(Object.keys(await feed.cards())).toEqual(['High Cash', 'Clover Chance']);
    expect(feed.realtime.pushes.map((p) => p.message)).toEqual([
      { name: 'High Cash' },
      { name: 'Clover Chance' },
    ]);
  });

  it('refuses the operator’s write to a card the feed owns; Egypt Quest stays the operator’s', async () => {
    const editor = await staffToken(feed.t, 'content');
    const levels = [1, 2, 3, 4].map((level) => ({ level, value: 10 }));
    const refused = await adminCall(feed.t.app, editor, 'PUT', '/api/admin/casino/jackpots/High Cash', {
      levels,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: "This jackpot's values come from the provider's feed; they cannot be set by hand.",
    });
    const egypt = await adminCall<AdminJackpot>(
      feed.t.app,
      editor,
      'PUT',
      '/api/admin/casino/jackpots/egypt',
      {
        levels: [{ level: 1, value: 500 }],
      },
    );
    expect(egypt.body.data).toEqual({
      name: 'egypt',
      source: 'operator',
      withheld: false,
      levels: [{ level: 1, value: 500 }],
    });
  });
});

describe('one poller across processes', () => {
  let database: TestDatabase;
  let standIn: EgtJackpotsStandIn;
  const apps: Awaited<ReturnType<typeof feedApp>>[] = [];
  const clock = testClock('2026-11-29T21:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    standIn = await startEgtJackpotsStandIn({ port: 0, host: '127.0.0.1' });
    apps.push(await feedApp(database, standIn.url, clock), await feedApp(database, standIn.url, clock));
  });
  afterAll(async () => {
    for (const app of apps) await app.t.close();
    await standIn.close();
    await database.close();
  });

  it('polls on the lease holder only; another takes over once the holder dies and its lease expires', async () => {
    const [a, b] = apps as [Awaited<ReturnType<typeof feedApp>>, Awaited<ReturnType<typeof feedApp>>];
    await a.scheduler.tick();
    await b.scheduler.tick();
    const holder = a.scheduler.leading ? a : b;
    const other = holder === a ? b : a;
    expect(other.scheduler.leading).toBe(false);
    const start = await pollsSeen(standIn);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(POLL_MS);
      await holder.scheduler.tick();
      await other.scheduler.tick();
    }
    expect((await pollsSeen(standIn)) - start).toBe(3);

    await holder.scheduler.halt(); // a process that died: its lease stays until it expires
    clock.advance(LEASE_MS + 1);
    await setLevels(standIn, 'High Cash', [2_000_000, 412_075, 90_510, 15_235]);
    await other.scheduler.tick();
    expect(other.scheduler.leading).toBe(true);
    expect((await other.cards())['High Cash']).toEqual([20_000, 4_120.75, 905.1, 152.35]);
    expect(other.realtime.pushes).toEqual([
      { to: 'all', command: 'JackpotsChanged', message: { name: 'High Cash' } },
    ]);
  });
});

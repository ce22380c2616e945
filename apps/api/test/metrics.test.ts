import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ODDS_MAX_TOPICS, OddsClientFrameSchema } from '@lale/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLease } from '../src/modules/leases/lease.ts';
import type { LeaseChange } from '../src/modules/leases/index.ts';
import { createTopicHub, DEFAULT_LIMITS, type TopicSocket } from '../src/modules/realtime/topic-hub.ts';
import { createMetrics } from '../src/platform/metrics.ts';
import { REPO_ROOT } from '../src/platform/paths.ts';
import { createTestApp, tempDir, testConfig, type TestApp } from './support/app.ts';
import { testClock } from './support/accounts.ts';
import { hub88, hub88Bet, newPlayer, seedGames, sessionFor, someGame } from './game-wallet/support.ts';
import { CARD_DETAIL, deliverWebhook, deposit, METHOD, paymentsOf, signedEvent } from './payments/support.ts';

/*
 * /metrics as Prometheus reads it (ARCHITECTURE "Metrics and traces"): a money movement and a provider's
 * call move exactly their counters; the endpoint is refused without its token and off when nothing
 * configures it; the internal listener serves the same text on its own port.
 */

const TOKEN = 'metrics-token-'.padEnd(40, 'x');
const clock = testClock('2026-11-29T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { METRICS_TOKEN: TOKEN } });
  await seedGames(t);
});
afterAll(() => t.close());

/** Every sample of the exposition, by its series (`name{labels}`). */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (sample) found.set(sample[1]!, Number(sample[2]));
  }
  return found;
}

async function scrape(app = t.app): Promise<Map<string, number>> {
  const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(answer.body);
}

/** The series of `prefix` that moved between two scrapes, with how much. */
function moved(before: Map<string, number>, after: Map<string, number>, prefix: RegExp) {
  const changes: Record<string, number> = {};
  for (const [series, value] of after)
    if (prefix.test(series) && value !== (before.get(series) ?? 0))
      changes[series] = value - (before.get(series) ?? 0);
  return changes;
}

describe('/metrics', () => {
  it('counts a Hub88 bet and a card deposit: the ledger transfers, the provider calls and their routes', async () => {
    const game = await someGame(t, 'Hub88');
    const { playerId, token } = await newPlayer(t, { cashMinor: 100_00n });
    const session = await sessionFor(t, playerId, game.id);
    const checkout = await deposit(t.app, token, METHOD.card, { amount: 250, ...CARD_DETAIL });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const [payment] = await paymentsOf(t, playerId);

    const before = await scrape();
    const bet = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ user: playerId, token: session, game: game.code, round: 'metrics-1', amount: 500_000 }),
    );
    expect(bet.status).toBe('RS_OK');
    const paid = await deliverWebhook(t, signedEvent(t, clock, payment!));
    expect(paid.statusCode).toBe(200);
    const after = await scrape();

    expect(moved(before, after, /^lale_(ledger|provider)_/)).toEqual({
      'lale_ledger_transfers_total{kind="bet",currency_id="1"}': 1,
      'lale_ledger_transfer_amount_minor_total{kind="bet",currency_id="1"}': 5_00,
      'lale_ledger_transfers_total{kind="deposit",currency_id="1"}': 1,
      'lale_ledger_transfer_amount_minor_total{kind="deposit",currency_id="1"}': 250_00,
      'lale_provider_callbacks_total{provider="hub88",call="transaction/bet",outcome="RS_OK"}': 1,
      'lale_provider_callbacks_total{provider="sandbox-card",call="webhook",outcome="applied"}': 1,
    });
    // Requests are labelled by the route's pattern, never the URL (which holds the provider's name here).
    expect(moved(before, after, /^lale_http_request_duration_seconds_count\{route="\/api\/p/)).toEqual({
      'lale_http_request_duration_seconds_count{route="/api/providers/hub88/transaction/bet",method="POST",status_class="2xx"}': 1,
      'lale_http_request_duration_seconds_count{route="/api/payments/webhook/:provider",method="POST",status_class="2xx"}': 1,
    });
  });

  it('labels a webhook for a provider nobody has as `unknown`, so a caller cannot make up series', async () => {
    const before = await scrape();
    const answer = await deliverWebhook(
      t,
      { body: '{}', headers: { 'content-type': 'application/json' } },
      'made-up-42',
    );
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(moved(before, await scrape(), /^lale_provider_/)).toEqual({
      'lale_provider_callbacks_total{provider="unknown",call="webhook",outcome="WebhookProviderUnknown"}': 1,
    });
  });

  it('shows the process, the hubs, the feed lag and the sweeps', async () => {
    await t.modules.sports.feed.apply({
      id: 'metrics-alive-1',
      type: 'alive',
      producer: 1,
      timestamp: clock.now().getTime() - 4_000,
      subscribed: true,
    });
    await t.modules.bonus.expirySweep.tick();
    const now = await scrape();
    expect(now.get('lale_sports_feed_lag_seconds{producer="1"}')).toBe(4);
    for (const hub of ['notifications', 'odds', 'originals', 'staff'])
      expect(now.get(`lale_hub_connections{hub="${hub}"}`)).toBe(0);
    expect(now.get('lale_job_runs_total{job="bonuses expired",result="idle"}')).toBeGreaterThanOrEqual(1);
    expect(now.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('is refused without the token or with another one', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).not.toMatch(/lale_/);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}y` },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('where /metrics is served', () => {
  it('is off (404) when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      const answer = await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('with METRICS_PORT, serves GET /metrics on its own listener and nothing else there', async () => {
    const internal = await createTestApp({ database: t.database, env: { METRICS_PORT: '0' } });
    try {
      const line = internal.logs.find((entry) => entry.msg === 'metrics listener started');
      const url = String(line?.metricsUrl);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toMatch(/^# HELP lale_http_request_duration_seconds /m);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
      expect((await fetch(url.replace('/metrics', '/api/health'))).status).toBe(404);
      // The main port still answers 404: the token is not set.
      expect((await internal.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await internal.close();
    }
  });
});

describe('lease changes', () => {
  it("counts a lease claimed, lost to another process after it lapsed, and released, from the app's leases", async () => {
    const before = await scrape();
    const changes: string[] = [];
    const onChange = ({ lease, change }: LeaseChange) => changes.push(`${lease}:${change}`);
    // `one` is the app's own lease (its module counts it); `two` plays another process on the database.
    const one = t.modules.leases.leases.lease('metrics-lease');
    const two = createLease({ db: t.database.db, clock, name: 'metrics-lease', holder: 'two', onChange });
    expect(await one.acquire()).toBe('claimed');
    expect(await two.acquire()).toBe('none');
    clock.advance(11_000);
    expect(await two.acquire()).toBe('claimed');
    expect(await one.acquire()).toBe('none');
    await two.release();
    expect(changes).toEqual(['metrics-lease:claimed', 'metrics-lease:released']);
    expect(moved(before, await scrape(), /^lale_lease_changes_total/)).toEqual({
      'lale_lease_changes_total{lease="metrics-lease",change="claimed"}': 1,
      'lale_lease_changes_total{lease="metrics-lease",change="lost"}': 1,
    });
  });
});

describe('the Grafana dashboard (deploy/grafana/lale-dashboard.json)', () => {
  it('charts only metrics the API exports', async () => {
    const dashboard = readFileSync(join(REPO_ROOT, 'deploy/grafana/lale-dashboard.json'), 'utf8');
    const charted = new Set(
      [...dashboard.matchAll(/\b((?:lale|process|nodejs)_[a-z0-9_]+)/g)].map(([, name]) => name!),
    );
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const exported = [...answer.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
    );
    expect(charted.size).toBeGreaterThan(10);
    expect([...charted].filter((name) => !exported.includes(name))).toEqual([]);
  });
});

describe('metrics settings', () => {
  it('refuse a short METRICS_TOKEN and a METRICS_PORT that is the main port', () => {
    const dir = tempDir();
    try {
      expect(() => testConfig(dir.path, { METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
      expect(() => testConfig(dir.path, { PORT: '3100', METRICS_PORT: '3100' })).toThrow(/METRICS_PORT/);
      expect(testConfig(dir.path).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    } finally {
      dir.remove();
    }
  });
});

describe('hub messages', () => {
  /** A socket the hub writes to; `bufferedAmount` above the high mark makes the hub skip it. */
  class FakeSocket extends EventEmitter {
    readyState = 1;
    bufferedAmount = 0;
    send() {}
    close() {
      this.readyState = 3;
      this.emit('close');
    }
    terminate() {
      this.close();
    }
  }

  it('counts the deltas written to sockets (not those a backed-up socket skips), scrape by scrape', async () => {
    const metrics = createMetrics({ clock });
    const hub = createTopicHub({
      clock,
      log: pino({ level: 'silent' }),
      name: 'odds',
      clientFrames: OddsClientFrameSchema,
      maxTopics: ODDS_MAX_TOPICS,
    });
    metrics.watchHub('odds', hub);
    const sockets = [new FakeSocket(), new FakeSocket()];
    for (const socket of sockets) {
      hub.accept(socket as unknown as TopicSocket);
      socket.emit('message', Buffer.from(JSON.stringify({ op: 'subscribe', topics: ['live'] })), false);
    }
    const delta = Buffer.from('{"type":"delta"}');
    hub.deliver(['live'], delta);
    sockets[1]!.bufferedAmount = DEFAULT_LIMITS.highWater + 1;
    hub.deliver(['live'], delta);
    let text = samples(await metrics.text());
    expect(text.get('lale_hub_connections{hub="odds"}')).toBe(2);
    expect(text.get('lale_hub_messages_sent_total{hub="odds"}')).toBe(3);
    hub.deliver(['live'], delta);
    sockets[0]!.close();
    text = samples(await metrics.text());
    expect(text.get('lale_hub_messages_sent_total{hub="odds"}')).toBe(4);
    expect(text.get('lale_hub_connections{hub="odds"}')).toBe(1);
  });
});

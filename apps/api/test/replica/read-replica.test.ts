import { connect, createServer, type Server, type Socket } from 'node:net';
import {
  BootstrapSchema,
  CasinoGamesResponseSchema,
  envelope,
  type AdminDashboard,
  type Game,
} from '@lale/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReplicaStateChange } from '../../src/db/read-replica.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { createCasinoRepo } from '../../src/modules/casino/repo.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { adminCall, staffToken } from '../support/staff.ts';
import { newPlayer } from '../payments/support.ts';

/*
 * Reads on a replica (issue #28, ARCHITECTURE "Reads on a replica"). The "replica" here is a second
 * database the test controls, holding different data from the primary: a game named "Replica Marker",
 * a translation only it has, no players, and the dice game switched off. What an answer shows therefore
 * says which database it was read from. Its lag is what the test says (an injected probe that still
 * asks the replica), so the lag rule is driven without waiting for real replication.
 */

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL?.trim());
const MARKER_GAME = 'Replica Marker';
const MARKER_KEY = 'replica.marker';
/** Never fires during a test: each test measures the lag itself (`replica.check()`). */
const AN_HOUR_MS = 3_600_000;

/** A migrated database holding what tells the replica apart from the primary. */
async function replicaDatabase(): Promise<TestDatabase> {
  const replica = await createTestDatabase();
  await seedDatabase(replica.db);
  await seedDemoCatalogue(replica.db, 300);
  await seedOriginalsCatalogue(replica.db);
  await replica.db.execute(sql`update casino_providers set configured = true, enabled = true`);
  await replica.db.execute(sql`
    update casino_games set name = ${MARKER_GAME}, name_search = 'replica marker'
     where id = (select min(id) from casino_games where not is_live)`);
  await replica.db.execute(sql`update casino_games set enabled = false where game_code = 'lale-dice'`);
  await replica.db.execute(
    sql`insert into translations (locale, key, value) values ('en', ${MARKER_KEY}, 'read on the replica')`,
  );
  return replica;
}

/** A server that accepts every connection and hangs up at once: a replica that is there but answers nothing. */
async function hangingUpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/replica`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A stand-in for PgBouncer 1.18 in front of `target`: it refuses a connection whose startup message
 * carries `options` (as PgBouncer does unless told to ignore it) and passes any other through.
 */
async function poolerRefusingOptions(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    let startup = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      startup = Buffer.concat([startup, chunk]);
      // The startup message: its length (4 bytes, itself included), the protocol, then name\0value\0 pairs.
      if (startup.length < 4 || startup.length < startup.readInt32BE(0)) return;
      client.off('data', onData);
      if (startup.includes('options\0')) {
        client.end(errorResponse('unsupported startup parameter: options'));
        return;
      }
      const backend = connect(Number(upstream.port), upstream.hostname, () => {
        backend.write(startup);
        client.pipe(backend).pipe(client);
      });
      sockets.add(backend);
      backend.on('error', () => client.destroy());
      client.on('error', () => backend.destroy());
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: url.toString(),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A FATAL ErrorResponse of the PostgreSQL protocol. */
function errorResponse(message: string): Buffer {
  const field = (code: string, value: string) => Buffer.from(`${code}${value}\0`);
  const fields = Buffer.concat([
    field('S', 'FATAL'),
    field('C', '08P01'),
    field('M', message),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

async function lobbySearch(t: TestApp, search: string): Promise<Game[]> {
  const answer = await call(t.app, {
    method: 'POST',
    url: '/api/casino/games',
    payload: { live: false, search, skip: 0, take: 20 },
  });
  expect(answer.status).toBe(200);
  return CasinoGamesResponseSchema.parse(answer.body).data.flat();
}

async function siteTranslations(t: TestApp): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/cms/grouped',
    headers: { 'x-locale': 'en' },
  });
  expect(response.statusCode).toBe(200);
  return envelope(BootstrapSchema)
    .parse(response.json())
    .data.translationList.map((row) => row.key);
}

async function signUpsReported(t: TestApp, admin: string): Promise<number> {
  // Two Istanbul days: the primary's demo accounts were created today, or yesterday just before midnight.
  const answer = await adminCall<AdminDashboard>(t.app, admin, 'GET', '/api/admin/reports/dashboard?days=2');
  expect(answer.status).toBe(200);
  return answer.body.data.period.signUps;
}

describe.skipIf(!POSTGRES)('reads on a replica', () => {
  let replica: TestDatabase;
  let primary: TestDatabase;
  let t: TestApp;
  let admin: string;
  let lagMs: number | null = 0;
  const changes: ReplicaStateChange[] = [];

  beforeAll(async () => {
    replica = await replicaDatabase();
    primary = await createTestDatabase({
      replica: {
        url: replica.url!,
        maxLagMs: 5_000,
        probeIntervalMs: AN_HOUR_MS,
        // The lag the test sets, after a round trip to the replica (so an unreachable one is still down).
        lagProbe: async ({ replica: pool }) => {
          await pool.query('select 1');
          return lagMs;
        },
        onStateChange: (change) => changes.push(change),
      },
    });
    // No bootstrap cache: each request shows where the content was read from.
    t = await createTestApp({ database: primary, cms: { ttlMs: 0 } });
    await seedDemoCatalogue(primary.db, 300);
    await seedOriginalsCatalogue(primary.db);
    admin = await staffToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await primary?.close();
    await replica?.close();
  });

  it('without DATABASE_REPLICA_URL the read database is the primary itself', () => {
    expect(replica.replica.state()).toBe('none');
    expect(replica.readDb).toBe(replica.db);
  });

  it("reads the lobby's listing, the site's content and the reports from the replica while it is in use", async () => {
    expect(primary.replica.state()).toBe('in-use');
    expect((await lobbySearch(t, 'replica marker')).map((game) => game.name)).toEqual([MARKER_GAME]);
    expect(await siteTranslations(t)).toContain(MARKER_KEY);
    // The replica has no players; the primary has the demo accounts.
    expect(await signUpsReported(t, admin)).toBe(0);
    const { rows } = (await primary.db.execute(sql`select count(*)::int as n from players`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('signs in, launches, bets and answers the balance from the primary', async () => {
    // The replica knows no such player and has the dice switched off: each step read the primary.
    const player = await newPlayer(t, { cashMinor: 100_00n });
    const launch = await call<string>(t.app, {
      method: 'POST',
      url: '/api/casino/originalslaunchurl',
      headers: bearer(player.token),
      payload: { code: 'lale-dice', isMobile: false },
    });
    expect(launch.status).toBe(200);
    const session = new URL(launch.body.data).searchParams.get('session')!;
    const play = await t.app.inject({
      method: 'POST',
      url: '/api/originals/game/play',
      payload: { session, stake: 2.5, choices: { target: 5000, direction: 'over' } },
    });
    expect(play.statusCode).toBe(200);
    const played = z.object({ data: z.object({ balance: z.number() }) }).parse(play.json()).data;
    const balance = await call<{ balance: number }>(t.app, {
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(player.token),
    });
    expect(balance.status).toBe(200);
    expect(balance.body.data.balance).toBe(played.balance);
    expect(primary.replica.state()).toBe('in-use');
  });

  it('reads the primary while the replica lags past the limit, and the replica again once it caught up', async () => {
    changes.length = 0;
    lagMs = 5_001;
    expect(await primary.replica.check()).toBe('lagging');
    expect(primary.replica.lagMs()).toBe(5_001);
    expect(await lobbySearch(t, 'replica marker')).toEqual([]);
    expect(await siteTranslations(t)).not.toContain(MARKER_KEY);
    expect(await signUpsReported(t, admin)).toBeGreaterThan(0);
    // Readiness reports it and stays ready: the primary answers every read the replica would.
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { replica: 'lagging' } });
    // A lag that cannot be told is not trusted either.
    lagMs = null;
    expect(await primary.replica.check()).toBe('lagging');

    lagMs = 5_000;
    expect(await primary.replica.check()).toBe('in-use');
    expect((await lobbySearch(t, 'replica marker')).map((game) => game.name)).toEqual([MARKER_GAME]);
    expect(await signUpsReported(t, admin)).toBe(0);
    // Said once per change, not once per request or per probe.
    expect(changes.map(({ from, to }) => `${from ?? 'start'} → ${to}`)).toEqual([
      'in-use → lagging',
      'lagging → in-use',
    ]);
  });

  it('reconnects without the read-only option through a pooler that refuses it', async () => {
    const pooler = await poolerRefusingOptions(replica.url!);
    const changes: ReplicaStateChange[] = [];
    const other = await createTestDatabase({
      replica: {
        url: pooler.url,
        maxLagMs: 5_000,
        probeIntervalMs: AN_HOUR_MS,
        lagProbe: async ({ replica: pool }) => (await pool.query('select 1'), 0),
        onStateChange: (change) => changes.push(change),
      },
    });
    try {
      expect(other.replica.state()).toBe('in-use');
      const { rows } = (await other.readDb.execute(
        sql`select count(*)::int as n from translations where key = ${MARKER_KEY}`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(1);
      // The refusal is handled, not reported as the replica being down.
      expect(changes.map(({ to }) => to)).toEqual(['in-use']);
    } finally {
      await other.close();
      await pooler.close();
    }
  });

  it('refuses a write handed to the read database, at compile time and on the replica', async () => {
    // @ts-expect-error a repo that writes takes the primary: the read database has no insert, update, delete or transaction
    createCasinoRepo(primary.readDb, primary.readDb);
    // Raw SQL can still say anything: the replica's sessions are read-only.
    await expect(
      primary.readDb.execute(sql`insert into translations (locale, key, value) values ('en', 'x.y', 'z')`),
    ).rejects.toMatchObject({ cause: { code: '25006' } });
  });
});

describe.skipIf(!POSTGRES)('a replica that cannot answer', () => {
  let dead: Awaited<ReturnType<typeof hangingUpServer>>;
  beforeAll(async () => {
    dead = await hangingUpServer();
  });
  afterAll(() => dead.close());

  it('is down from the start: reads go to the primary and requests succeed', async () => {
    const changes: ReplicaStateChange[] = [];
    // The real probe (WAL positions): it cannot reach the replica.
    const database = await createTestDatabase({
      replica: {
        url: dead.url,
        maxLagMs: 5_000,
        probeIntervalMs: AN_HOUR_MS,
        onStateChange: (c) => changes.push(c),
      },
    });
    const t = await createTestApp({ database });
    try {
      await seedDemoCatalogue(database.db, 50);
      expect(database.replica.state()).toBe('down');
      expect((await lobbySearch(t, '')).length).toBeGreaterThan(0);
      expect(await siteTranslations(t)).toContain('home.welcome');
      expect(await database.replica.check()).toBe('down');
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ from: undefined, to: 'down', lagMs: null });
    } finally {
      await t.close();
      await database.close();
    }
  });

  it('fails between two probes: the query is answered by the primary and the replica is down from then on', async () => {
    const changes: ReplicaStateChange[] = [];
    const database = await createTestDatabase({
      replica: {
        url: dead.url,
        maxLagMs: 5_000,
        probeIntervalMs: AN_HOUR_MS,
        // The last probe found it fresh; it died since.
        lagProbe: async () => 0,
        onStateChange: (c) => changes.push(c),
      },
    });
    try {
      expect(database.replica.state()).toBe('in-use');
      for (let i = 0; i < 3; i += 1) {
        const { rows } = (await database.readDb.execute(
          sql`select current_database() as name`,
        )) as unknown as {
          rows: { name: string }[];
        };
        expect(rows[0]!.name).toMatch(/^lale_t_/);
      }
      expect(database.replica.state()).toBe('down');
      expect(changes.map(({ from, to }) => `${from ?? 'start'} → ${to}`)).toEqual([
        'start → in-use',
        'in-use → down',
      ]);
    } finally {
      await database.close();
    }
  });
});

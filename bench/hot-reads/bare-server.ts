import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { keyedHash } from '../../apps/api/src/platform/keyed-hash.ts';

/*
 * The baselines of bench/hot-reads, in one plain Fastify process (no logger, no hooks, no schemas):
 *
 * - `GET /hello`: a constant JSON answer, the framework's own ceiling;
 * - `GET /grouped`: the exact bytes the API's `cms/grouped` answered, sent as a string (what serving the
 *   bootstrap would cost if nothing but the bytes had to go out), uncompressed whatever the client accepts;
 * - `GET /grouped-br`: the brotli bytes the API answers a browser with, sent as a Buffer with
 *   `content-encoding: br` (the same ceiling for what a browser is sent; no negotiation);
 * - `GET /grouped-exact`: those brotli bytes with every header the API sent with them (its security
 *   headers, ETag, Vary, cache-control, a request id...), replayed as they are: the API's exact answer;
 * - `GET /balance-selects`: what `user/balance` cannot avoid — the bearer token's keyed hash, the session
 *   lookup by token hash (joined to its player) and the balance select, written as the API's queries
 *   are, through a pg Pool of the API's size, on the same database — and nothing else.
 *
 * Configured by the environment (bench/hot-reads/run.ts starts it): PORT, DATABASE_URL, TOKEN_PEPPER,
 * GROUPED_BODY_FILE, GROUPED_BR_FILE, GROUPED_HEADERS_FILE.
 */

const { PORT, DATABASE_URL, TOKEN_PEPPER, GROUPED_BODY_FILE, GROUPED_BR_FILE, GROUPED_HEADERS_FILE } =
  process.env;
if (
  !PORT ||
  !DATABASE_URL ||
  !TOKEN_PEPPER ||
  !GROUPED_BODY_FILE ||
  !GROUPED_BR_FILE ||
  !GROUPED_HEADERS_FILE
) {
  throw new Error('PORT, DATABASE_URL, TOKEN_PEPPER and the GROUPED_*_FILE paths are required');
}
const GROUPED_BODY = readFileSync(GROUPED_BODY_FILE, 'utf8');
const GROUPED_BR = readFileSync(GROUPED_BR_FILE);
const GROUPED_HEADERS = Object.fromEntries(
  JSON.parse(readFileSync(GROUPED_HEADERS_FILE, 'utf8')) as [string, string][],
);

// pg's default pool size, as the API's (apps/api/src/db/connection.ts does not change it).
const pool = new pg.Pool({ connectionString: DATABASE_URL });

const SESSION_BY_TOKEN_HASH = `select "sessions"."id", "sessions"."player_id", "sessions"."created_at",
  "sessions"."last_seen_at", "sessions"."expires_at", "sessions"."ended_at", "players"."status",
  "players"."currency_id"
  from "sessions" inner join "players" on "players"."id" = "sessions"."player_id"
  where "sessions"."token_hash" = $1`;

const PLAYER_BALANCES = `select kind, balance::text as balance from ledger_accounts
  where owner_type = 'player' and player_id = $1 and currency_id = $2`;

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

type SessionRow = { id: number; player_id: number; currency_id: number; ended_at: Date | null };

const app = Fastify({ logger: false });

app.get('/hello', async () => ({ success: true, message: '', data: { hello: 'world' } }));

app.get('/grouped', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(GROUPED_BODY),
);

app.get('/grouped-br', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(GROUPED_BR),
);

app.get('/grouped-exact', async (_request, reply) => reply.headers(GROUPED_HEADERS).send(GROUPED_BR));

app.get('/balance-selects', async (request, reply) => {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send({ success: false, message: 'no token', data: null });
  const session = await pool.query<SessionRow>(SESSION_BY_TOKEN_HASH, [
    keyedHash(TOKEN_PEPPER, 'session', token),
  ]);
  const row = session.rows[0];
  if (!row || row.ended_at)
    return reply.code(401).send({ success: false, message: 'no session', data: null });
  const balances = await pool.query<{ kind: string; balance: string }>(PLAYER_BALANCES, [
    row.player_id,
    row.currency_id,
  ]);
  const of = (kind: string) => balances.rows.find((balance) => balance.kind === kind)?.balance ?? '0';
  return { success: true, message: '', data: { balance: of('cash'), bonusBalance: of('bonus') } };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.send?.({ type: 'ready' });

const stop = () =>
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

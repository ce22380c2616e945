import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

/*
 * Run by tracing.test.ts under the tracing preload (`node --import tsx --import src/tracing.ts`): a
 * Fastify route that queries PostgreSQL and Redis, called once, so the preload's spans can be read from
 * the console exporter's output. Each store is used only when its URL is given.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : undefined;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : undefined;

const app = Fastify();
app.get('/traced/:id', async () => {
  await pool?.query('select 1 as one');
  await redis?.ping();
  return { ok: true };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const answer = await fetch(`${address}/traced/42`);
console.log(`answered ${answer.status}`);
await app.close();
await pool?.end();
redis?.disconnect();

import Fastify from 'fastify';
import { openDatabase } from '../../apps/api/src/db/connection.ts';
import { countPlayers, searchPlayers } from '../../apps/api/src/modules/auth/player-directory-repo.ts';
import { playerLedgerCount, playerLedgerPage } from '../../apps/api/src/modules/wallet/player-ledger-repo.ts';

/*
 * The baseline of bench/backoffice: one plain Fastify process (no logger, hooks, schemas, guard or
 * envelope shaping) running the API's very statements — the functions the back office's service calls
 * (auth's player directory, the wallet's player ledger), on a drizzle + pg Pool of the API's size — and
 * answering the rows as they come. `GET /hello` is the framework's own ceiling.
 * PORT and DATABASE_URL come from the environment (run.ts starts it).
 */

const { PORT, DATABASE_URL } = process.env;
if (!PORT || !DATABASE_URL) throw new Error('PORT and DATABASE_URL are required');

const { db } = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 10 });
const app = Fastify();
const page = (query: Record<string, string | undefined>) => ({
  skip: Number(query.skip ?? 0),
  take: Number(query.take ?? 20),
});

app.get('/hello', async () => ({ success: true, message: '', data: 'hello' }));
app.get('/players', async (request) => {
  const query = request.query as Record<string, string | undefined>;
  const search = {
    q: query.q,
    sort: (query.sort ?? 'id') as 'id' | 'username' | 'createdAt',
    dir: (query.dir ?? 'desc') as 'asc' | 'desc',
  };
  const { skip, take } = page(query);
  const [items, total] = await Promise.all([searchPlayers(db, search, skip, take), countPlayers(db, search)]);
  return { success: true, message: '', data: { items, total } };
});
app.get('/ledger/:id', async (request) => {
  const playerId = Number((request.params as { id: string }).id);
  const { skip, take } = page(request.query as Record<string, string | undefined>);
  const [items, total] = await Promise.all([
    playerLedgerPage(db, playerId, {}, skip, take),
    playerLedgerCount(db, playerId, {}),
  ]);
  return { success: true, message: '', data: { items, total } };
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });

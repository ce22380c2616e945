import Fastify from 'fastify';
import pg from 'pg';
import { foldForSearch } from '@lale/contracts';

/*
 * The baseline of bench/casino-search: one plain Fastify process (no logger, hooks or schemas) with
 * `POST /search` running the same search the API's casino/games runs — the query folded the same way,
 * `name_search like '%…%'` over enabled providers, the lobby's order, limit/offset — through a pg Pool
 * on the same database, answering the same envelope. And `GET /hello`, the framework's own ceiling.
 * PORT and DATABASE_URL come from the environment (run.ts starts it).
 */

const { PORT, DATABASE_URL } = process.env;
if (!PORT || !DATABASE_URL) throw new Error('PORT and DATABASE_URL are required');

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const SEARCH = `select g.game_code as "gameCode", g.name, p.name as "providerName", g.provider_id as "mainProviderId",
       g.product_id as "productId", g.system, g.image_url as "imageUrl"
  from casino_games g join casino_providers p on p.id = g.provider_id
 where p.enabled and g.is_live = $1 and g.name_search like $2
 order by g.is_popular desc, g.sort, g.name, g.id
 limit $3 offset $4`;

const app = Fastify();
app.get('/hello', async () => ({ success: true, message: '', data: 'hello' }));
app.post('/search', async (request) => {
  const { live, search, skip, take } = request.body as {
    live: boolean;
    search: string;
    skip: number;
    take: number;
  };
  const folded = foldForSearch(search).replace(/[\\%_]/g, (c) => `\\${c}`);
  const { rows } = await pool.query(SEARCH, [live, `%${folded}%`, take, skip]);
  return { success: true, message: '', data: rows.length > 0 ? [rows] : [] };
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });

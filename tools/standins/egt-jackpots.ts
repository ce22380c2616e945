import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { HttpError, listen, parseJson, readBody, runStandIn, sendJson } from './http-kit.ts';

/*
 * A stand-alone process serving EGT Digital's jackpot levels as the API polls them (issue #29;
 * PROTOCOLS §4c): the API is configured with this process as EGT_JACKPOT_FEED_URL (its /jackpots), and
 * optionally the same --token as EGT_JACKPOT_FEED_TOKEN. The answer's shape is OURS (EGT publishes no
 * jackpot protocol; apps/api/src/modules/admin-cms/egt-feed/feed-answer.ts documents it), so this
 * stand-in plays that shape, not a vendor's real one.
 *
 *   npx tsx tools/standins/egt-jackpots.ts --port 4196 [--token <t>]
 *   EGT_JACKPOT_FEED_URL=http://127.0.0.1:4196/jackpots EGT_JACKPOT_FEED_POLL_SECONDS=2 npm start …
 *
 * The feed:
 * - GET  /jackpots                  { currency, jackpots: [{ name, levels: [{ level, amount }] }] },
 *                                   amounts integer kuruş; 401 without the bearer token when --token is set
 * The control API, for tests and the e2e (bound to --host, loopback by default):
 * - POST /standin/levels            { name, levels: [{ level, amount }] } sets a jackpot's levels
 * - POST /standin/mode              { mode } 'ok' answers the levels; 'down' answers 503; 'garbage'
 *                                   answers 200 with a body that is not JSON
 * - GET  /standin/polls             { polls } how many times /jackpots was asked
 */

export type EgtLevels = { level: number; amount: number }[];

export type EgtJackpotsStandInOptions = {
  port: number;
  host: string;
  token?: string | undefined;
  /** The site currency the amounts are in (TRY). */
  currency?: string;
  /** Starting levels by jackpot name; default High Cash and Clover Chance as the seed has them. */
  jackpots?: Record<string, EgtLevels>;
  log?: (line: string) => void;
};

export type EgtJackpotsStandIn = { url: string; close(): Promise<void> };

const levelsOf = (amounts: number[]): EgtLevels => amounts.map((amount, i) => ({ level: i + 1, amount }));

/** The seed's values (apps/api/src/db/seed.ts), so a fresh API polling it writes nothing at first. */
export const SEEDED_EGT_LEVELS: Record<string, EgtLevels> = {
  'High Cash': levelsOf([1_825_040, 412_075, 90_510, 15_235]),
  'Clover Chance': levelsOf([2_648_000, 631_525, 124_060, 21_090]),
};

const SetLevels = z.object({
  name: z.string().min(1).max(60),
  levels: z
    .array(z.object({ level: z.number().int(), amount: z.number().int() }))
    .min(1)
    .max(10),
});
const SetMode = z.object({ mode: z.enum(['ok', 'down', 'garbage']) });
const BODY_LIMIT = 16 * 1024;

export async function startEgtJackpotsStandIn(
  options: EgtJackpotsStandInOptions,
): Promise<EgtJackpotsStandIn> {
  const log = options.log ?? (() => {});
  const currency = options.currency ?? 'TRY';
  const jackpots = new Map(Object.entries(structuredClone(options.jackpots ?? SEEDED_EGT_LEVELS)));
  let mode: z.output<typeof SetMode>['mode'] = 'ok';
  let polls = 0;

  function feed(request: IncomingMessage, response: ServerResponse): void {
    polls += 1;
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`)
      throw new HttpError(401, 'bearer token required');
    if (mode === 'down') throw new HttpError(503, 'feed down (stand-in mode)');
    if (mode === 'garbage') {
      response.setHeader('content-type', 'application/json');
      response.end('{"jackpots": [ <html>oops');
      return;
    }
    sendJson(response, 200, {
      currency,
      jackpots: [...jackpots].map(([name, levels]) => ({ name, levels })),
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://standin').pathname;
    if (request.method === 'GET' && path === '/jackpots') return feed(request, response);
    if (request.method === 'POST' && path === '/standin/levels') {
      const { name, levels } = parseJson(SetLevels, await readBody(request, BODY_LIMIT));
      jackpots.set(name, levels);
      log(`${name}: ${levels.map((l) => `${l.level}=${l.amount}`).join(' ')}`);
      return sendJson(response, 200, { name, levels });
    }
    if (request.method === 'POST' && path === '/standin/mode') {
      ({ mode } = parseJson(SetMode, await readBody(request, BODY_LIMIT)));
      log(`mode ${mode}`);
      return sendJson(response, 200, { mode });
    }
    if (request.method === 'GET' && path === '/standin/polls') return sendJson(response, 200, { polls });
    throw new HttpError(404, 'no such path');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.statusCode : 500;
      sendJson(response, status, { error: err instanceof Error ? err.message : String(err) });
    });
  });
  return listen(server, options.port, options.host);
}

// ── The command line ──────────────────────────────────────────────────────────────────────────────────

const Cli = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4196),
  host: z.string().default('127.0.0.1'),
  token: z.string().min(8).optional(),
});

const main = () =>
  runStandIn('egt-jackpots stand-in', Cli, { token: 'EGT_JACKPOT_FEED_TOKEN' }, (cli, log) =>
    startEgtJackpotsStandIn({ port: cli.port, host: cli.host, token: cli.token, log }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

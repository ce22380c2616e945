import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { z } from 'zod';

/*
 * What every stand-in's HTTP side does the same way (hub88.ts, psp.ts): bodies read within a limit and
 * checked with zod, JSON answers, the listening socket and its close, the retry options a provider's
 * resends are tuned with, and the command line (options from a zod schema, secrets from the environment,
 * the "listening on" line a supervisor waits for, a clean stop on SIGTERM).
 */

/** A request refused with this status and message (the stand-in's own answers, not the protocol's). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Why a fetch failed: undici's own message is only "fetch failed", the reason is its cause. */
export function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message;
}

export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, 'body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The body as `schema` reads it (400 otherwise); an empty body is `empty` when one is given. */
export function parseJson<S extends z.ZodType>(schema: S, raw: Buffer, empty?: unknown): z.output<S> {
  let value: unknown = empty;
  if (raw.length > 0 || empty === undefined) {
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, 'body is not JSON');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, z.prettifyError(parsed.error));
  return parsed.data;
}

export function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.statusCode = statusCode;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(body));
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Listens on host:port (0: any free port); answers the address and a close that ends every connection. */
export async function listen(
  server: Server,
  port: number,
  host: string,
): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: chosen } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${chosen}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** How a provider resends what went unanswered: the options each stand-in's command line takes. */
export const RetryOptions = {
  'call-timeout-ms': z.coerce.number().int().positive().default(5_000),
  'max-attempts': z.coerce.number().int().min(1).default(8),
  'retry-delay-ms': z.coerce.number().int().min(0).default(500),
};

export const retrySettings = (cli: z.output<z.ZodObject<typeof RetryOptions>>) => ({
  callTimeoutMs: cli['call-timeout-ms'],
  maxAttempts: cli['max-attempts'],
  retryDelayMs: cli['retry-delay-ms'],
});

/**
 * A stand-in's command line: every option of `schema` as a `--name value` string, an option missing
 * there taken from the environment variable `fromEnv` names (secrets stay out of `ps`), exit 2 with the
 * problems when it does not parse. Then `start`, the line "<name> listening on <url>", and SIGTERM or
 * SIGINT close it.
 */
export async function runStandIn<S extends z.ZodObject>(
  name: string,
  schema: S,
  fromEnv: Partial<Record<keyof S['shape'], string>>,
  start: (cli: z.output<S>, log: (line: string) => void) => Promise<{ url: string; close(): Promise<void> }>,
): Promise<void> {
  const { values } = parseArgs({
    options: Object.fromEntries(
      Object.keys(schema.shape).map((option) => [option, { type: 'string' }]),
    ) as Record<string, { type: 'string' }>,
  });
  const given: Record<string, string | undefined> = { ...values };
  for (const [option, variable] of Object.entries(fromEnv))
    given[option] ??= variable ? process.env[variable] : undefined;
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    console.error(`${name}: ${z.prettifyError(parsed.error)}`);
    process.exit(2);
  }
  const standIn = await start(parsed.data, (line) => console.log(`${name}: ${line}`));
  // The first line a supervisor (or a test) waits for; with --port 0 it names the port chosen.
  console.log(`${name} listening on ${standIn.url}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}

import {
  envelope,
  ErrorEnvelopeSchema,
  LivenessSchema,
  PROBE_PATHS,
  ReadinessSchema,
  validationSummary,
} from '@lale/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, registerOk } from './support/accounts.ts';
import { staffToken } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import {
  fillPath,
  leafPaths,
  openApiOperations,
  replaceAt,
  sampleBody,
  sampleParam,
  type Operation,
} from './support/openapi.ts';

/*
 * Every operation of the OpenAPI document, sent a fixed (so deterministic) list of hostile bodies,
 * fields, query strings and path parameters — without a token, with a player's and with an admin's.
 * Whatever the input, the answer is below 500 and in the envelope: a hostile request is refused as a
 * mistake, never turned into a crash. Mail and SMS go to the dev outbox (no SMTP or gateway is set).
 */

/** Values put in place of every field of a valid request, one at a time, by the field's own type. */
const WRONG_TYPES: [label: string, value: unknown][] = [
  ['null', null],
  ['array', [1, 'a', null]],
  ['nested objects', JSON.parse(`${'{"a":'.repeat(64)}1${'}'.repeat(64)}`)],
];
const HOSTILE_VALUES: Record<'string' | 'number' | 'boolean', [label: string, value: unknown][]> = {
  string: [
    ['NUL byte', 'ab\u0000cdefgh'],
    ['lone high surrogate', 'abc\uD800defgh'],
    ['lone low surrogate', '\uDC00abcdefgh'],
    ['very long string', 'x'.repeat(20_000)],
    ['empty string', ''],
    ['number', 2 ** 31],
    ...WRONG_TYPES,
  ],
  number: [
    ['int32 max + 1', 2 ** 31],
    ['int32 min - 1', -(2 ** 31) - 1],
    ['beyond safe integers', 2 ** 60],
    ['negative', -1],
    ['zero', 0],
    ['float', 1.5],
    ['numeric string', '1'],
    ...WRONG_TYPES,
  ],
  boolean: [['string', 'true'], ['number', 1], ...WRONG_TYPES],
};

/** Whole bodies, sent as written (a JSON text); prototype keys can only be written this way. */
const HOSTILE_BODIES: [label: string, text: string][] = [
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"text"'],
  ['number', '2147483648'],
  ['empty object', '{}'],
  ['__proto__ key', '{"__proto__":{"isAdmin":true}}'],
  ['constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['NUL in a key', '{"a\\u0000b":1}'],
];

/** Query and path texts, URL-encoded as a client could send them. */
const HOSTILE_PARAMS: [label: string, raw: string][] = [
  ['NUL byte', 'ab%00cd'],
  ['invalid UTF-8', '%ED%A0%80abc'],
  ['truncated UTF-8', 'abc%F0%9F'],
  ['int32 max + 1', '2147483648'],
  ['huge number', '99999999999999999999999'],
  ['exponent', '1e400'],
  ['negative', '-1'],
  ['float', '1.5'],
  ['NaN', 'NaN'],
  ['blank', '%20'],
  ['very long', 'x'.repeat(4000)],
  ['dot segments', '..%2F..%2Fetc'],
];

const Envelope = envelope(z.unknown());

let t: TestApp;
let operations: Operation[];
const tokens: Record<'visitor' | 'player' | 'admin', string | null> = {
  visitor: null,
  player: null,
  admin: null,
};

beforeAll(async () => {
  t = await createTestApp();
  operations = await openApiOperations(t.app);
  // A player of its own, not the demo player: the admin probes end sessions and block player ids they
  // guess (1 is demo1234), which would log this one out halfway.
  tokens.player = (await registerOk(t.app)).token;
  tokens.admin = await staffToken(t, 'owner');
});
afterAll(() => t.close());

let address = 0;
/** A different client address per request, so per-address limits do not hide the handlers. */
function nextAddress(operation: Operation): string {
  // The dev outbox answers loopback callers only.
  if (operation.path.startsWith('/api/dev/')) return '127.0.0.1';
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

type Probe = { label: string; who: keyof typeof tokens; url: string; payload?: string };

function request(operation: Operation, probe: Probe): InjectOptions {
  const token = tokens[probe.who];
  return {
    method: operation.method,
    url: probe.url,
    remoteAddress: nextAddress(operation),
    headers: {
      'x-locale': 'en',
      ...(token ? bearer(token) : {}),
      ...(probe.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
  };
}

/** The probes of one operation: hostile fields, whole bodies, query strings and path parameters. */
function probes(operation: Operation): Probe[] {
  const validPath = fillPath(operation, sampleParam);
  const validQuery = operation.queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${sampleParam(p)}`)
    .join('&');
  const url = (path: string, query: string) => (query ? `${path}?${query}` : path);
  const body = operation.body;
  const validBody = () => (body ? JSON.stringify(sampleBody(body)) : undefined);
  const who: (keyof typeof tokens)[] = operation.guarded ? ['visitor', 'player', 'admin'] : ['visitor'];
  // Field by field with the caller who gets furthest (an admin passes every guard); whole bodies and
  // parameters with every caller.
  const deepest = operation.guarded ? 'admin' : 'visitor';
  const list: Probe[] = [];

  if (body) {
    const base = sampleBody(body);
    for (const path of leafPaths(base)) {
      const kind = typeof path.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], base);
      const values =
        kind === 'string' || kind === 'number' || kind === 'boolean' ? HOSTILE_VALUES[kind] : WRONG_TYPES;
      for (const [label, value] of values) {
        list.push({
          label: `${path.join('.')} = ${label}`,
          who: deepest,
          url: url(validPath, validQuery),
          payload: JSON.stringify(replaceAt(sampleBody(body), path, value)),
        });
      }
    }
  }
  for (const caller of who) {
    for (const [label, text] of HOSTILE_BODIES) {
      list.push({ label: `body ${label}`, who: caller, url: url(validPath, validQuery), payload: text });
    }
    for (const param of operation.queryParams) {
      const others = operation.queryParams.filter((p) => p !== param && p.required);
      const rest = others.map((p) => `&${p.name}=${sampleParam(p)}`).join('');
      for (const [label, raw] of HOSTILE_PARAMS) {
        list.push({
          label: `query ${param.name} = ${label}`,
          who: caller,
          url: `${validPath}?${param.name}=${raw}${rest}`,
          payload: validBody(),
        });
      }
      list.push({
        label: `query ${param.name} twice`,
        who: caller,
        url: `${validPath}?${param.name}=1&${param.name}=2${rest}`,
        payload: validBody(),
      });
    }
    for (const param of operation.pathParams) {
      for (const [label, raw] of HOSTILE_PARAMS) {
        list.push({
          label: `path ${param.name} = ${label}`,
          who: caller,
          url: url(
            fillPath(operation, (p) => (p === param ? raw : sampleParam(p))),
            validQuery,
          ),
          payload: validBody(),
        });
      }
    }
    list.push({
      label: 'prototype keys in the query',
      who: caller,
      url: `${validPath}?__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1${validQuery ? `&${validQuery}` : ''}`,
      payload: validBody(),
    });
  }
  return list;
}

/** A list's CSV twin (`<list>/export`, API.md) answers a download, not the envelope. */
const isDownload = (response: { statusCode: number; headers: Record<string, unknown> }) =>
  response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/csv');

/** The envelope, or from 400 up the error envelope. */
function isEnvelope(response: { statusCode: number; json(): unknown }): boolean {
  try {
    const json = response.json();
    return response.statusCode < 400
      ? Envelope.safeParse(json).success
      : ErrorEnvelopeSchema.safeParse(json).success;
  } catch {
    return false;
  }
}

/**
 * The proxy's probes live outside /api and answer plain JSON read by machines (contracts health.ts),
 * not the envelope: they are held to their own schemas instead.
 */
function isProbeAnswer(path: string, response: { json(): unknown }): boolean {
  const schema =
    path === PROBE_PATHS.live ? LivenessSchema : path === PROBE_PATHS.ready ? ReadinessSchema : undefined;
  if (!schema) return false;
  try {
    return schema.safeParse(response.json()).success;
  } catch {
    return false;
  }
}

/** Logging out ends the player's session, so it goes last. */
const byLogoutLast = (a: Operation, b: Operation) =>
  Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout'));

describe('hostile input on every endpoint of the OpenAPI document', () => {
  it('finds the operations, and a valid request for each passes schema validation', async () => {
    // A sampled request the schemas refuse would make every field probe stop at validation.
    expect(operations.length).toBeGreaterThan(40);
    const refusedByValidation: string[] = [];
    for (const operation of operations.filter((o) => o.body || o.queryParams.length > 0)) {
      const query = operation.queryParams
        .filter((p) => p.required)
        .map((p) => `${p.name}=${sampleParam(p)}`)
        .join('&');
      const path = fillPath(operation, sampleParam);
      const response = await t.app.inject(
        request(operation, {
          label: 'valid',
          who: operation.guarded ? 'admin' : 'visitor',
          url: query ? `${path}?${query}` : path,
          ...(operation.body ? { payload: JSON.stringify(sampleBody(operation.body)) } : {}),
        }),
      );
      if (isDownload(response)) continue;
      const answer = response.json<{ message: string; data: unknown }>();
      if (response.statusCode === 400 && answer.message === validationSummary('en')) {
        refusedByValidation.push(`${operation.method} ${operation.path}: ${JSON.stringify(answer.data)}`);
      }
    }
    expect(refusedByValidation).toEqual([]);
  });

  it('answers every probe below 500, in the envelope', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of [...operations].sort(byLogoutLast)) {
      for (const probe of probes(operation)) {
        const response = await t.app.inject(request(operation, probe));
        sent += 1;
        const where = `${operation.method} ${operation.path} [${probe.who}] ${probe.label}`;
        const inEnvelope =
          isDownload(response) || isEnvelope(response) || isProbeAnswer(operation.path, response);
        if (response.statusCode >= 500 || !inEnvelope) {
          failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});

describe('authentication before the body', () => {
  const INVALID_BODIES = ['{"unexpected":[1,{"a":null}]}', 'null', '{"broken json"'];

  it('answers 401 without describing the body to a visitor on every guarded operation', async () => {
    const guarded = operations.filter((o) => o.guarded);
    expect(guarded.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const operation of guarded) {
      const path = fillPath(operation, () => 'not-valid');
      const query = operation.queryParams.map((p) => `${p.name}=-1`).join('&');
      for (const payload of INVALID_BODIES) {
        const response = await t.app.inject(
          request(operation, {
            label: 'invalid',
            who: 'visitor',
            url: query ? `${path}?${query}` : path,
            payload,
          }),
        );
        const answer = response.json<{ data: unknown }>();
        if (response.statusCode !== 401 || answer.data !== null) {
          wrong.push(
            `${operation.method} ${operation.path} ${payload} → ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('refusals of input the database cannot take say what to fix', () => {
  it('answers a null body with 400 in the envelope on every operation that takes a body', async () => {
    const wrong: string[] = [];
    // Fresh sessions: the fuzz above may have logged the shared player out. Staff routes take the owner's.
    tokens.player = (await registerOk(t.app)).token;
    tokens.admin = await staffToken(t, 'owner');
    const callerOf = (operation: Operation) =>
      operation.path.startsWith('/api/admin/') ? 'admin' : operation.guarded ? 'player' : 'visitor';
    for (const operation of operations.filter((o) => o.body)) {
      const path = fillPath(operation, sampleParam);
      const response = await t.app.inject(
        request(operation, {
          label: 'null',
          who: callerOf(operation),
          url: path,
          payload: 'null',
        }),
      );
      const answer = response.json<{ success: boolean; message: string }>();
      if (response.statusCode !== 400 || answer.success || answer.message !== validationSummary('en')) {
        wrong.push(`${operation.method} ${operation.path} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['a NUL character', 'Ay\u0000şe'],
    ['half of an emoji', 'Ayşe \uD83D'],
  ])('names the field that holds %s', async (_label, name) => {
    const registration = operations.find((o) => o.path === '/api/auth/register')!;
    const payload = { ...(sampleBody(registration.body!) as object), name };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-locale': 'en' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      data: { errors: { name: expect.stringMatching(/character that cannot be used/) } },
    });
  });

  it('names an id beyond the integer column', async () => {
    // A player of its own: the fuzz above logged the shared tokens out (and may have blocked player 1).
    const player = { body: { data: await registerOk(t.app) } };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer/readnotification',
      headers: { 'x-locale': 'tr', authorization: `Bearer ${player.body.data.token}` },
      payload: { id: 2 ** 31 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { errors: { id: 'En fazla 2147483647 olabilir.' } } });
  });
});

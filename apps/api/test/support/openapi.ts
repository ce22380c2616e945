import { randomUUID } from 'node:crypto';
import { formatCallMeMessage } from '@lale/contracts';
import type { FastifyInstance } from 'fastify';
import { personalNo } from './accounts.ts';

/*
 * The operations of the app's own OpenAPI document, and a valid request for each one sampled from its
 * JSON schemas, so tests can walk every endpoint without a hand-kept list. Fields whose rules the JSON
 * schema cannot express (a checksum, a link, a call-me message) get a known-good value by name.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

type Parameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI form, e.g. /api/admin/cms/sliders/{id}. */
  path: string;
  guarded: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

export async function openApiOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  const document = response.json<Document>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        guarded: (operation.security ?? []).length > 0,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

let serial = 0;

/** Values for fields checked beyond what JSON Schema says; unique where the API wants them unique. */
const BY_NAME: Record<string, () => unknown> = {
  username: () => `fuzz${serial}user`,
  email: () => `fuzz${serial}@example.com`,
  phone: () => `9053${String(serial).padStart(8, '0')}`,
  PersonalNo: () => personalNo(`3${String(serial).padStart(8, '0')}`),
  birthDate: () => '1990-05-17',
  birthDateDay: () => '17',
  birthDateMonth: () => '05',
  birthDateYear: () => '1990',
  password: () => 'Gizli123!',
  password2: () => 'Gizli123!',
  confirmPassword: () => 'Gizli123!',
  oldPassword: () => 'Gizli123!',
  code: () => '123456',
  url: () => 'https://example.com/fuzz',
  lobbyUrl: () => 'https://example.com/lobby',
  message: () => formatCallMeMessage('905321234567', 'Please call me back'),
  to: () => 'fuzz@example.com',
  // An ISO currency code the platform has (the back office names currencies by code, issue #25).
  currency: () => 'TRY',
  // A country code (ISO alpha-2): the sandbox screening list's entries.
  nationality: () => 'TR',
  sm: () => '/media/fuzz-sm.png',
  md: () => '/media/fuzz-md.png',
  lg: () => '/media/fuzz-lg.png',
  card: () => '/media/fuzz-card.png',
  detail: () => '/media/fuzz-detail.png',
  imageUrl: () => '/media/fuzz-tile.png',
  requestId: () => randomUUID(),
  roundId: () => randomUUID(),
  odds: () => '1.85',
  // A payment method's logo (a built-in one) and a field's mask (a digit slot: contracts isSupportedMask).
  logo: () => '/api/payments/logos/card.svg',
  mask: () => '0000',
};

function sampleString(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const length = Math.max(min, Math.min(8, schema.maxLength ?? 8));
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  // The last: calendar days ('YYYY-MM-DD', payment/transactions' from and to).
  const candidates = [
    'abcdefghijklmnop'.slice(0, length),
    '1'.repeat(length),
    'a'.repeat(length),
    '2026-03-01',
  ];
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  return candidates.find((c) => !pattern || pattern.test(c)) ?? candidates[0]!;
}

/** A value the JSON schema accepts (the first option of a union, every property of an object). */
export function sample(schema: JsonSchema, name?: string): unknown {
  if (schema.const !== undefined) return schema.const;
  // A field's own default is valid by definition, and it is what a client that leaves it out sends:
  // fields that only make sense together (a bonus code only for a code bonus) stay consistent.
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const options = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (options?.[0]) return sample(options[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const byName = name ? BY_NAME[name] : undefined;
  if (byName && type === 'string') {
    const value = byName();
    // A name used by calls with different rules (`to`: an outbox address, a day) yields to the pattern.
    if (!schema.pattern || new RegExp(schema.pattern, 'u').test(String(value))) return value;
  }
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

/** A fresh valid request body (unique usernames, e-mails and phones on every call). */
export function sampleBody(schema: JsonSchema): unknown {
  serial += 1;
  return sample(schema);
}

/** The path with each `{param}` replaced by the raw (already URL-encoded) text given for it. */
export function fillPath(operation: Operation, raw: (param: Parameter) => string): string {
  return operation.pathParams.reduce(
    (path, param) => path.replace(`{${param.name}}`, raw(param)),
    operation.path,
  );
}

/** A valid value of a path or query parameter, URL-encoded. */
export function sampleParam(param: Parameter): string {
  return encodeURIComponent(String(sample(param.schema, param.name)));
}

/** Every leaf position of a value: object properties and the first element of arrays, recursively. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length > 0 ? leafPaths(value[0], [...prefix, 0]) : [prefix];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length > 0 ? entries.flatMap(([key, v]) => leafPaths(v, [...prefix, key])) : [prefix];
  }
  return [prefix];
}

/** A deep copy of `value` with the position at `path` replaced by `replacement`. */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

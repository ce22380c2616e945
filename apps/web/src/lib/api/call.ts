import type { API_ENDPOINTS, ApiEndpointKey, ApiRequestInput, ApiResponse, Envelope } from '@lale/contracts';
import { sendRequest } from './client.ts';

/*
 * The typed call: `call(API_ENDPOINTS.authLogin, body)` takes what the endpoint's request schema
 * accepts (`z.input`) and resolves with its response envelope, data typed by the response schema
 * (`z.output`). Only types come from the schemas (`import type`): the site calls through the zod-free
 * method/path table, because `API_CONTRACT` builds an object of every endpoint's schemas and would pull
 * zod and all of them into the first page's JavaScript. A contract entry (`API_CONTRACT.authLogin`)
 * works too: it is the same entry with its schemas.
 */

type Endpoints = typeof API_ENDPOINTS;

/** An endpoint of the contracts (`API_ENDPOINTS.x` or `API_CONTRACT.x`); a hand-made path is refused. */
export type Endpoint = Endpoints[ApiEndpointKey];

/** The key an entry stands for, found by its path (paths are unique: contracts' api-paths test). */
type KeyOf<E extends Endpoint> = {
  [K in ApiEndpointKey]: E['path'] extends Endpoints[K]['path'] ? K : never;
}[ApiEndpointKey];

/** What the caller sends: the body of a POST, the query of a GET. */
export type CallBody<E extends Endpoint> = ApiRequestInput<KeyOf<E>>;
/** The `data` of a successful answer. */
export type CallData<E extends Endpoint> = ApiResponse<KeyOf<E>>['data'];

export type CallOptions = {
  signal?: AbortSignal;
  /** False only for the bootstrap at start-up, which the spec runs beside the fingerprint. */
  waitForFingerprint?: boolean;
  /** The session's token when the session is already forgotten here (the logout call). */
  token?: string;
};

/** An endpoint that takes nothing (the GETs without a query) may be called without a body. */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallBody<E>
    ? [body?: CallBody<E>, options?: CallOptions]
    : [body: CallBody<E>, options?: CallOptions];

/** A GET carries its request as the query string; empty values are left out. */
function withQuery(path: string, query: unknown): string {
  if (typeof query !== 'object' || query === null) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function call<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<Envelope<CallData<E>>> {
  const [body, options] = args as [unknown, CallOptions | undefined];
  const isGet = endpoint.method === 'GET';
  const answer = await sendRequest(isGet ? withQuery(endpoint.path, body) : endpoint.path, {
    method: endpoint.method,
    // Fastify refuses an empty JSON body, so a POST without one still sends `{}`.
    body: isGet ? undefined : (body ?? {}),
    signal: options?.signal,
    waitForFingerprint: options?.waitForFingerprint,
    ...(options?.token === undefined ? {} : { token: options.token }),
  });
  // The one place the answer gets its type: the API serializes every answer through this endpoint's
  // response schema, so the site does not parse it again (that would ship zod with every page).
  return answer as Envelope<CallData<E>>;
}

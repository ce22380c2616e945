import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from './config.ts';
import { sendNotFound } from './envelope.ts';
import type { Metrics } from './metrics.ts';

/*
 * How the metrics are measured on every request and where Prometheus reads them (ARCHITECTURE
 * "Metrics and traces"). Never public:
 * - METRICS_PORT: a second, bare HTTP listener serving only GET /metrics, bound to METRICS_HOST
 *   (default 127.0.0.1; a pod sets its own address or 0.0.0.0 and leaves the port out of the Service and
 *   the Ingress). The proxy never routes to it, and no secret is needed.
 * - METRICS_TOKEN: GET /metrics on the main port, answered only with `Authorization: Bearer <token>`.
 * Neither set: /metrics answers 404 like any unknown API path (it is registered anyway, so the site's
 * fallback page never answers it). Each process has its own numbers: Prometheus scrapes every process
 * (pod) directly, never through the proxy, which would hand it a different replica each time.
 */

export const METRICS_PATH = '/metrics';

/** Every answered request, labelled by its route's pattern (never the raw URL: bounded cardinality). */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  // A callback hook: it runs on every response and needs no promise.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token (compared in constant time, as any secret). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The /metrics route on the main port, and the internal listener, as the configuration says. */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, config: MetricsConfig): void {
  const { token } = config;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined) return sendNotFound(request, reply);
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('A bearer token is required.\n');
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });

  if (config.port === undefined) return;
  const { port, host } = config;
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    const listening = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
        return;
      }
      metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics: scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => resolve());
    });
    server = listening;
    const address = listening.address() as AddressInfo;
    app.log.info(
      { metricsUrl: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${METRICS_PATH}` },
      'metrics listener started',
    );
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    // A scraper's kept-alive connection would otherwise hold the stop until it times out.
    closing.closeAllConnections();
    await closed;
  });
}

import { subscribe } from 'node:diagnostics_channel';
import { register } from 'node:module';
// Types only (erased): the packages themselves are loaded by `load`, once tracing is on.
import type * as Api from '@opentelemetry/api';
import type { Span, TracerProvider } from '@opentelemetry/api';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as HttpInstrumentation from '@opentelemetry/instrumentation-http';
import type * as PgInstrumentation from '@opentelemetry/instrumentation-pg';
import type * as Resources from '@opentelemetry/resources';
import type * as TraceNode from '@opentelemetry/sdk-trace-node';
import type * as Semconv from '@opentelemetry/semantic-conventions';
import type * as ImportInTheMiddle from 'import-in-the-middle';

/*
 * OpenTelemetry traces across HTTP, PostgreSQL and Redis, off by default (ARCHITECTURE "Metrics and
 * traces"). src/tracing.ts runs this as a preload (`node --import ./apps/api/dist/tracing.js ...`), before
 * the app's modules, because an instrumentation can only patch a module that is imported after it. Off,
 * it imports nothing of OpenTelemetry: every package below is loaded by `load`, only once tracing is on.
 *
 * On with OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set, or OTEL_TRACES=on;
 * OTEL_TRACES=off wins over both. The exporter reads the standard OTEL_EXPORTER_OTLP_* variables itself
 * (OTLP over HTTP, JSON); OTEL_TRACES_EXPORTER=console prints spans instead (a quick look, the test).
 *
 * The versions are pinned to the SDK 2.x / 0.223 line: the 3.x / 0.300 line needs Node 22.15 and the
 * platform runs on Node 20. ioredis 6 is newer than the last Node-20 ioredis instrumentation (< 6), but
 * ioredis 6 publishes its own diagnostics channels (`ioredis:command`), so its spans are made from those.
 */

export type TracingSettings = { exporter: 'otlp' | 'console'; serviceName: string };

const present = (value: string | undefined) => (value ?? '').trim() !== '';

/** Whether tracing is on, and how; undefined when off. */
export function tracingSettings(env: Record<string, string | undefined>): TracingSettings | undefined {
  const flag = (env.OTEL_TRACES ?? '').trim().toLowerCase();
  if (flag !== '' && flag !== 'on' && flag !== 'off')
    throw new Error(`OTEL_TRACES must be on or off, not "${env.OTEL_TRACES}"`);
  const wanted =
    flag === 'on' ||
    present(env.OTEL_EXPORTER_OTLP_ENDPOINT) ||
    present(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  if (flag === 'off' || !wanted || (env.OTEL_SDK_DISABLED ?? '').trim() === 'true') return undefined;
  return {
    exporter: (env.OTEL_TRACES_EXPORTER ?? '').trim() === 'console' ? 'console' : 'otlp',
    serviceName: (env.OTEL_SERVICE_NAME ?? '').trim() || 'lale-api',
  };
}

/** Loads a package (tests pass one that records what was asked). */
export type Load = (specifier: string) => Promise<unknown>;
const importPackage: Load = (specifier) => import(specifier);

/** Requests a scraper or a probe makes all day long: not worth a trace each. */
const UNTRACED_PATHS = /^(\/api)?\/(metrics|health)(\/|$|\?)/;

export type Tracing = { provider: TracerProvider; shutdown(): Promise<void> };

export async function startTracing(
  env: Record<string, string | undefined>,
  load: Load = importPackage,
): Promise<Tracing | undefined> {
  const settings = tracingSettings(env);
  if (!settings) return undefined;

  // An ES module is patched through import-in-the-middle's loader, which wraps only the modules an
  // instrumentation asks for (the message channel tells it which, before the app imports them).
  const iitm = (await load('import-in-the-middle')) as typeof ImportInTheMiddle;
  const { registerOptions, waitForAllMessagesAcknowledged } = iitm.createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [api, sdk, resources, semconv, instrumentation, http, pg] = (await Promise.all([
    load('@opentelemetry/api'),
    load('@opentelemetry/sdk-trace-node'),
    load('@opentelemetry/resources'),
    load('@opentelemetry/semantic-conventions'),
    load('@opentelemetry/instrumentation'),
    load('@opentelemetry/instrumentation-http'),
    load('@opentelemetry/instrumentation-pg'),
  ])) as [
    typeof Api,
    typeof TraceNode,
    typeof Resources,
    typeof Semconv,
    typeof Instrumentation,
    typeof HttpInstrumentation,
    typeof PgInstrumentation,
  ];

  const spanProcessor =
    settings.exporter === 'console'
      ? new sdk.SimpleSpanProcessor(new sdk.ConsoleSpanExporter())
      : new sdk.BatchSpanProcessor(
          new (
            (await load('@opentelemetry/exporter-trace-otlp-http')) as typeof OtlpHttp
          ).OTLPTraceExporter(),
        );
  const provider = new sdk.NodeTracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: settings.serviceName })),
    spanProcessors: [spanProcessor],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
      }),
      new pg.PgInstrumentation(),
    ],
  });
  nameServerSpansByRoute(api, semconv.ATTR_HTTP_ROUTE);
  traceRedisCommands(api, provider);
  await waitForAllMessagesAcknowledged();

  // Spans still batched when the process is told to stop are sent while it drains (serve.ts).
  process.on('SIGTERM', function flushOnStop() {
    void provider.forceFlush().catch(() => {});
    // Alone (a script with no stop of its own), this listener would keep SIGTERM from ending the process.
    if (process.listenerCount('SIGTERM') === 1) process.exit(143);
  });
  return { provider, shutdown: () => provider.shutdown() };
}

/**
 * The HTTP span is named `GET /api/user/:id` by the route's pattern (never the URL) once Fastify has
 * matched it: Fastify announces every handler on its diagnostics channel, inside the request's context.
 */
function nameServerSpansByRoute(api: typeof Api, routeAttribute: string): void {
  subscribe('tracing:fastify.request.handler:start', (message) => {
    const { route } = message as { route?: { url?: string; method?: string | string[] } };
    const span = api.trace.getActiveSpan();
    if (!span || !route?.url) return;
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    span.updateName(`${method ?? 'HTTP'} ${route.url}`);
    span.setAttribute(routeAttribute, route.url);
  });
}

/** What ioredis 6 publishes for each command (its built/tracing.js). */
type RedisCommand = {
  command: string;
  database: number;
  serverAddress: string;
  serverPort: number | undefined;
  error?: unknown;
};

/** A client span per Redis command, from ioredis's own tracing channel (no patching). */
function traceRedisCommands(api: typeof Api, provider: TracerProvider): void {
  const tracer = provider.getTracer('lale-ioredis');
  const spans = new WeakMap<object, Span>();
  subscribe('tracing:ioredis:command:start', (message) => {
    const command = message as RedisCommand;
    spans.set(
      command,
      tracer.startSpan(command.command, {
        kind: api.SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'redis',
          'db.operation.name': command.command.toUpperCase(),
          'db.namespace': String(command.database),
          'server.address': command.serverAddress,
          ...(command.serverPort === undefined ? {} : { 'server.port': command.serverPort }),
        },
      }),
    );
  });
  subscribe('tracing:ioredis:command:error', (message) => {
    const command = message as RedisCommand;
    const span = spans.get(command);
    if (!span) return;
    span.recordException(command.error instanceof Error ? command.error : String(command.error));
    span.setStatus({ code: api.SpanStatusCode.ERROR });
  });
  subscribe('tracing:ioredis:command:asyncEnd', (message) => {
    spans.get(message as object)?.end();
    spans.delete(message as object);
  });
}

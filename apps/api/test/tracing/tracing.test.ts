import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startTracing, tracingSettings } from '../../src/platform/tracing.ts';

/*
 * The tracing preload (src/tracing.ts → platform/tracing.ts): off unless asked, and then loading nothing
 * of OpenTelemetry; on, one request to a Fastify route that reads PostgreSQL and Redis is one trace whose
 * HTTP span is named by the route's pattern.
 */

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('tracing settings', () => {
  it('is off by default, on with an OTLP endpoint or OTEL_TRACES=on, and OTEL_TRACES=off wins', () => {
    expect(tracingSettings({})).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      exporter: 'otlp',
      serviceName: 'lale-api',
    });
    expect(
      tracingSettings({ OTEL_TRACES: 'on', OTEL_TRACES_EXPORTER: 'console', OTEL_SERVICE_NAME: 'api-2' }),
    ).toEqual({
      exporter: 'console',
      serviceName: 'api-2',
    });
    expect(
      tracingSettings({ OTEL_TRACES: 'off', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }),
    ).toBeUndefined();
    expect(() => tracingSettings({ OTEL_TRACES: 'yes' })).toThrow(/OTEL_TRACES must be on or off/);
  });

  it('off, loads no OpenTelemetry package at all', async () => {
    const loaded: string[] = [];
    const tracing = await startTracing({ OTEL_SERVICE_NAME: 'lale-api' }, async (name) => {
      loaded.push(name);
      return {};
    });
    expect(tracing).toBeUndefined();
    expect(loaded).toEqual([]);
  });
});

/** The spans the console exporter printed: each `{ ... }` block's trace id, name and route. */
function printedSpans(output: string) {
  return output
    .split(/^\{$/m)
    .slice(1)
    .map((block) => ({
      traceId: /^ {2}traceId: '([0-9a-f]+)'/m.exec(block)?.[1],
      name: /^ {2}name: '([^']*)'/m.exec(block)?.[1],
      route: /'http\.route': '([^']*)'/.exec(block)?.[1],
    }));
}

describe('the preload, on', () => {
  it('makes one trace of a request: its HTTP span named by the route, its PostgreSQL and Redis calls', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--import', './src/tracing.ts', 'test/tracing/traced-server.ts'],
      {
        cwd: API_ROOT,
        env: {
          ...process.env,
          OTEL_TRACES: 'on',
          OTEL_TRACES_EXPORTER: 'console',
          OTEL_EXPORTER_OTLP_ENDPOINT: '',
        },
        timeout: 50_000,
      },
    );
    expect(stdout).toContain('answered 200');
    const spans = printedSpans(stdout);
    expect(spans).toContainEqual({
      traceId: expect.any(String),
      name: 'GET /traced/:id',
      route: '/traced/:id',
    });
    // The stores the suite runs with (TEST_DATABASE_URL, REDIS_URL) are queried inside the request.
    if (process.env.TEST_DATABASE_URL)
      expect(spans.map((span) => span.name)).toContain('pg.query:SELECT test');
    if (process.env.REDIS_URL) expect(spans.map((span) => span.name)).toContain('ping');
    expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);
  }, 60_000);
});

import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { DatabaseConnection } from './db/connection.ts';
import { existingDemoAccounts } from './modules/auth/index.ts';
import { createShiftableClock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Lifecycle } from './platform/lifecycle.ts';
import { ConfigError } from './platform/secrets.ts';

/*
 * Start-up checks and the graceful stop, apart from `process` so tests can drive them (server.ts wires
 * them to the real signals and exit).
 */

/**
 * Production refuses to run on a database that holds the demo accounts: their passwords are published
 * (README "Demo accounts"), so anyone could log in as a player with cash. (Demo staff are refused by the staff module's
 * start-up job, modules/staff/demo-staff.ts.)
 */
export async function assertSafeToStart(config: Config, database: DatabaseConnection): Promise<void> {
  if (!config.isProduction) return;
  const found = await existingDemoAccounts(database.db);
  if (found.length === 0) return;
  const names = found.join(', ');
  const quoted = found.map((name) => `'${name}'`).join(', ');
  throw new ConfigError(
    `NODE_ENV=production, but this database holds the demo accounts ${names}, whose passwords are public. ` +
      'Remove them before starting (a production start never creates them), e.g. free their names and lock ' +
      `them: UPDATE players SET username = 'removed-' || id, username_key = 'removed-' || id, ` +
      `status = 'disabled' WHERE username IN (${quoted});`,
  );
}

export type Shutdown = (signal: NodeJS.Signals) => Promise<void>;

/**
 * What SIGTERM and SIGINT do, in the order a rolling deploy needs:
 * 1. readiness turns 503 at once (`lifecycle.startDraining`), so the proxy takes the process out of its
 *    pool at its next health check;
 * 2. for `drainMs` the server goes on serving as before — requests the proxy still sends while it has not
 *    noticed are answered, not refused;
 * 3. app.close: the server stops accepting connections and answers every request already accepted; the
 *    app's onClose hooks stop the modules' jobs (a scheduled game's lease is released, so another
 *    process takes it over at once instead of after its expiry) and close the websockets (the hubs say
 *    goodbye; clients reconnect, through the proxy, to another process);
 * 4. the database is closed, then exit — 0 when all went well.
 * A second signal while stopping changes nothing (the first stop is already draining). `wait` is
 * injectable so tests drive the drain without sleeping.
 */
export function createShutdown({
  app,
  database,
  exit,
  lifecycle,
  drainMs = 0,
  wait = (ms) => delay(ms),
}: {
  app: FastifyInstance;
  database: Pick<DatabaseConnection, 'close'>;
  exit: (code: number) => void;
  /** Shared with readiness (the app's platform.lifecycle). */
  lifecycle?: Pick<Lifecycle, 'startDraining'>;
  /** How long to keep serving after readiness turned 503 (config.shutdownDrainMs). */
  drainMs?: number;
  wait?: (ms: number) => Promise<unknown>;
}): Shutdown {
  let stopping: Promise<void> | undefined;
  return (signal) => {
    stopping ??= (async () => {
      lifecycle?.startDraining();
      try {
        if (drainMs > 0) {
          app.log.info(
            { signal, drainMs },
            'shutting down: readiness is 503, serving until the proxy notices',
          );
          await wait(drainMs);
        }
        app.log.info({ signal }, 'shutting down: no new connections, answering the requests accepted');
        await app.close();
        await database.close();
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      }
    })();
    return stopping;
  };
}

type SignalSource = { on(event: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown };

/**
 * SIGTERM and SIGINT start the stop. `on`, not `once`: a second signal (an orchestrator or a terminal
 * often sends two) must not fall back to Node's default, which would kill the process mid-drain.
 */
export function stopOnSignals(shutdown: Shutdown, source: SignalSource = process): void {
  for (const event of ['SIGTERM', 'SIGINT'] as const) source.on(event, (signal) => void shutdown(signal));
}

/**
 * The checked start: safe to start, then the app on `database`. Outside production the clock can be
 * moved forward by the development control (platform/clock.ts ShiftableClock); production runs on the
 * system clock alone.
 */
export async function createServer(
  config: Config,
  database: DatabaseConnection,
  lifecycle?: Lifecycle,
): Promise<FastifyInstance> {
  await assertSafeToStart(config, database);
  const clock = config.isProduction ? systemClock : createShiftableClock(systemClock);
  return buildApp({ config, database, clock, ...(lifecycle ? { lifecycle } : {}) });
}

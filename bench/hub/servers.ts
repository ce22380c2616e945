import { freePort } from '../support/scratch.ts';
import { productionStart } from '../support/servers.ts';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { API_PATHS } from '@lale/contracts';
import { READY, type ReadyMessage } from './ipc.ts';
import { forkMeasured, type MeasuredChild } from './measured-child.ts';

/* Starting the two servers under measurement and waiting until they serve. */

const START_TIMEOUT_MS = 60_000;

/** Production needs one; the APIs this process starts share it, as one deployment's processes do. */
const AUDIT_SIGNING_KEY = randomBytes(32).toString('base64url');
const KYC_DOCUMENT_KEY = randomBytes(32).toString('base64url');

async function waitHealthy(baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}${API_PATHS.health}`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API did not answer ${API_PATHS.health} in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type ApiOptions = {
  serverJs: string;
  memoryProbe: string;
  databaseUrl: string;
  redisUrl: string;
  channel: string;
  pepper: string;
  sessionSecret: string;
  dataDir: string;
};

/**
 * One API process as production runs it (NODE_ENV=production, PostgreSQL, Redis fan-out, secrets given),
 * on its own database and its own realtime channel so nobody else's processes talk to it.
 */
export async function startApi(options: ApiOptions): Promise<{ child: MeasuredChild; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = forkMeasured(
    'API',
    options.serverJs,
    options.memoryProbe,
    productionStart(options.serverJs, {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      // No site: the hub is what is measured, and a built site would add its static routes to the baseline.
      WEB_DIST: join(options.dataDir, 'no-site'),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REALTIME_CHANNEL: options.channel,
      TOKEN_PEPPER: options.pepper,
      SESSION_SECRET: options.sessionSecret,
      AUDIT_SIGNING_KEY,
      KYC_DOCUMENT_KEY,
      SMTP_URL: '',
      SMS_GATEWAY_URL: '',
      LOG_LEVEL: 'error',
    }),
  );
  await child.unlessExited(waitHealthy(baseUrl));
  return { child, baseUrl };
}

/** The bare ws server; it reports its port over IPC once listening. */
export async function startBare(
  script: string,
  memoryProbe: string,
): Promise<{ child: MeasuredChild; port: number }> {
  const child = forkMeasured('bare ws server', script, memoryProbe, process.env);
  const port = await child.unlessExited(
    new Promise<number>((resolve) => {
      child.child.on('message', (message: unknown) => {
        if ((message as Partial<ReadyMessage>)?.type === READY) resolve((message as ReadyMessage).port);
      });
    }),
  );
  return { child, port };
}

/*
 * The production topology, described once: HAProxy → N API processes → PgBouncer → PostgreSQL primary
 * (+ a streaming replica for reads), and Redis. `deploy/generate.ts` renders it for two targets:
 *
 * - `compose`: deploy/compose.yaml and the configuration files it mounts (deploy/compose/), for a machine
 *   that can pull images;
 * - `local`: the configuration files deploy/local-cluster.sh starts from Debian's packages on this machine
 *   (deploy/local/).
 *
 * What differs between the targets is said here, per target, and nowhere else: the addresses and ports,
 * and PgBouncer's pool mode (Debian's 1.18 cannot keep named prepared statements in transaction mode).
 * tools/test/deploy-generated.test.ts renders again and compares with the committed files, so an edit to
 * a generated file alone, or to this description without `npm run deploy:generate`, fails the tests.
 */

export type Target = 'compose' | 'local';

/** A value that differs between the targets. */
export type PerTarget<T> = Record<Target, T>;

/** Where a service is reached from the other services. */
export type Address = { host: string; port: number };

// Every local port is below 32768, outside Linux's ephemeral range (32768–60999): a service must not find
// its port held by some client's outgoing connection. The PostgreSQL primary once sat on 55432 and the
// fault test's cluster failed to start ("Address already in use") right after the test suite's traffic.
export const topology = {
  proxy: {
    /** HAProxy, not nginx: health checks that take a server out of the pool and a runtime API. */
    image: 'haproxy:2.8',
    /** Compose: the image runs as the haproxy user, which cannot bind below 1024. */
    listen: { compose: { host: '0.0.0.0', port: 8080 }, local: { host: '127.0.0.1', port: 3100 } },
    stats: { compose: { host: '0.0.0.0', port: 8404 }, local: { host: '127.0.0.1', port: 3180 } },
    /**
     * Compose gives the proxy a fixed address so the API can trust exactly it (TRUST_PROXY); locally the
     * proxy is the loopback.
     */
    address: { compose: '172.28.0.10', local: '127.0.0.1' },
    /** Names the server that answered on every response: the fault test attributes errors with it. */
    backendHeader: 'X-Lale-Backend',
    /**
     * Readiness (database, Redis, migrations): a draining or cut-off process answers 503 here and leaves
     * the pool while its open requests finish.
     */
    healthPath: '/health/ready',
    /** Seconds between checks; a server is out after `fall` failures and back after `rise` successes. */
    check: { intervalSeconds: 2, fall: 2, rise: 2 },
    /** WebSockets (the hubs) are tunnels: idle for as long as a player keeps a page open. */
    tunnelTimeout: '1h',
  },

  api: {
    /** Processes behind the proxy. Locally `--api N` starts fewer or more, up to `maxLocal`. */
    count: 3,
    maxLocal: 6,
    /** Compose: every container listens on the same port; locally process i listens on firstPort + i - 1. */
    port: { compose: 3000, local: 3101 },
    /** The built image (deploy/Dockerfile, slice deploy-manifests). */
    image: 'lale-api',
    /** pg Pool size per process; processes × size must stay under PgBouncer's max_client_conn. */
    databasePoolSize: 10,
    publicUrl: { compose: 'http://localhost:8080', local: 'http://localhost:3100' },
  },

  database: {
    name: 'lale',
    /** The application's role (owner of the schema). */
    user: 'lale',
    /** The role the replica streams with. */
    replicationUser: 'replicator',
  },

  postgres: {
    image: 'postgres:15',
    primary: { compose: { host: 'postgres', port: 5432 }, local: { host: '127.0.0.1', port: 15432 } },
    replica: {
      compose: { host: 'postgres-replica', port: 5432 },
      local: { host: '127.0.0.1', port: 15433 },
    },
    /**
     * Compose: the primary archives its WAL here (deploy/postgres/postgresql.conf's archive_command, slice
     * deploy-manifests; WAL_ARCHIVE_DIR's default), on a volume of its own. The local cluster does not
     * archive (the restore drill, deploy/restore-drill.sh, makes its own cluster).
     */
    walArchive: '/var/lib/postgresql/wal-archive',
    /** Settings streaming replication needs, given on the command line so no other file can undo them. */
    replicationSettings: {
      wal_level: 'replica',
      max_wal_senders: '10',
      max_replication_slots: '10',
      hot_standby: 'on',
    },
  },

  pgbouncer: {
    /** ≥ 1.21 keeps named prepared statements in transaction mode (max_prepared_statements). */
    image: 'ghcr.io/cloudnative-pg/pgbouncer:1.22.1-16',
    listen: { compose: { host: 'pgbouncer', port: 6432 }, local: { host: '127.0.0.1', port: 16432 } },
    /**
     * Transaction mode lets many client connections share few server ones. Debian's 1.18 (local) cannot
     * keep named prepared statements across transactions, so locally every client keeps its server
     * connection (session mode), which needs a pool as large as the clients: processes × pool size.
     */
    pool: {
      compose: { mode: 'transaction', defaultPoolSize: 20, maxPreparedStatements: 200 },
      local: { mode: 'session', defaultPoolSize: 60, maxPreparedStatements: undefined },
    } as PerTarget<{
      mode: 'session' | 'transaction';
      defaultPoolSize: number;
      maxPreparedStatements?: number;
    }>,
    maxClientConnections: 400,
  },

  /**
   * The providers' stand-ins (tools/standins/), for the local target only. Production never mounts a
   * sandbox, so the local cluster's API processes are configured with these exactly as with the real
   * providers (URLs, keys, callback addresses); a compose deployment is configured with the real ones by
   * its operator. Their keys and secrets are generated into the state directory like the API's.
   */
  standins: {
    /** Hub88: launches at its port; its wallet calls reach the API through the proxy. */
    hub88: { port: 4188, operatorId: 1 },
    /** A hosted-payment-page PSP (modules/payments/hosted-psp.ts): its checkouts and signed webhooks. */
    psp: { port: 4189, provider: 'cardco' },
    /**
     * Sportradar's Unified Odds Feed: messages over the machine's RabbitMQ (the cluster's own virtual
     * host, so two clusters or a test run on the same broker never hear each other), fixtures and
     * recovery over HTTP at its port.
     */
    uof: { port: 4191, amqpPort: 5672, vhost: 'lale-cluster' },
  },

  redis: {
    image: 'redis:7.2',
    address: { compose: { host: 'redis', port: 6379 }, local: { host: '127.0.0.1', port: 16379 } },
  },
} as const satisfies Record<string, unknown>;

/** Process i's (1-based) name: the HAProxy server name and so the backend header's value. */
export function apiName(index: number): string {
  return `api-${index}`;
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database, DatabaseConnection, ReadDatabase } from './db/connection.ts';
import type { Clock } from './platform/clock.ts';
import type { Lifecycle } from './platform/lifecycle.ts';
import type { Config } from './platform/config.ts';
import type { Messaging } from './platform/messaging.ts';
import type { Metrics } from './platform/metrics.ts';
import type { MoneyService } from './platform/money.ts';
import type { CmsServiceOptions } from './modules/cms/index.ts';
import type { BonusGate, DepositAllowance } from './modules/payments/index.ts';
import type { RealtimePublisher } from './modules/realtime/index.ts';
import type { WalletService } from './modules/wallet/index.ts';

/*
 * The shape every API module declares itself in (modules/<m>/module.ts, ARCHITECTURE "Modules and their
 * manifests"): its name, the services it builds from named dependencies, its routes, its background
 * jobs and sockets. app.ts lists the manifests in order; `composeModules` builds them in that order,
 * hands each module the services of the modules it names, then registers the routes and runs the jobs.
 */

/** Stand-ins a test may pass to buildApp for one port each; production passes none. */
export type TestDoubles = {
  /** The ledger; default the real wallet on the database. */
  wallet?: WalletService;
  /** E-mail and SMS; default from config (SMTP / SMS gateway / dev outbox), closed with the app. */
  messaging?: Messaging;
  /** Where modules send live pushes; default the app's own hub (the hub is still served). */
  realtime?: RealtimePublisher;
  /** Deposit limits the cashier checks; default: the player's own limits (modules/deposit-limits). */
  depositAllowance?: DepositAllowance;
  /** The bonus engine's side of the cashier; default: the bonus engine (modules/bonus/gate.ts). */
  bonusGate?: BonusGate;
  cms?: CmsServiceOptions;
};

/** What app.ts sets up before any module: every module may use it. */
export type Platform = {
  config: Config;
  database: DatabaseConnection;
  /** The primary: writes, and every read a decision rests on (balances, switches, limits, sessions). */
  db: Database;
  /**
   * The read replica while it is fresh, else the primary: only for reads that may be seconds old and
   * decide nothing (the catalogue listing, site content, reports; ARCHITECTURE "Reads on a replica").
   */
  readDb: ReadDatabase;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Every amount the API answers with is converted by its currency's minor units. */
  money: MoneyService;
  /** The root app, for the sandboxes that serve pages outside /api. */
  root: FastifyInstance;
  /** Rate limits shared by every API process when REDIS_URL is set. */
  rateLimitRedis: Redis | undefined;
  /** Serving or draining after SIGTERM (readiness answers 503 while draining; serve.ts). */
  lifecycle: Lifecycle;
  /** The app's Prometheus recorders (platform/metrics.ts); modules take plain callbacks wired from here. */
  metrics: Metrics;
  given: TestDoubles;
};

/** The Fastify scope the API's routes are registered in. */
export type ApiScope = Parameters<FastifyPluginAsyncZod>[0];

/** A background job: started when the app is ready (in list order), stopped when it closes (reverse). */
export type Job = { start(): void | Promise<void>; stop(): void | Promise<void> };

/** A socket hub: the one WebSocket server closes it (it says goodbye its own way) before it stops. */
export type SocketHub = { close(): Promise<void> };

/** Resolves a module named in `later` once every module is built (calls and routes, never build). */
export type Later<L> = <K extends keyof L & string>(name: K) => L[K];

/** What a module's build, routes and jobs receive: the platform, its named dependencies, `later`. */
export type ModuleContext<Needs, L> = Needs & { platform: Platform; later: Later<L> };

export type ModuleManifest<Name extends string, Services, Needs extends object, L extends object> = {
  name: Name;
  /** Modules listed before this one whose services `build` uses (checked when app.ts lists it). */
  needs: readonly (keyof Needs & string)[];
  /**
   * Modules used only once the app runs (a call, a route): two modules that call each other name one
   * another here. Checked when the composition ends. Typed by the ports used (not the module's whole
   * services), so two manifests never infer their types from each other.
   */
  later?: readonly (keyof L & string)[];
  build(context: ModuleContext<Needs, L>): Services | Promise<Services>;
  /** Route groups, each registered as app.ts's route order places it (module order by default). */
  routes?: Record<
    string,
    (scope: ApiScope, self: Services, context: ModuleContext<Needs, L>) => PromiseLike<unknown>
  >;
  jobs?(self: Services): Job[];
  sockets?(self: Services): SocketHub[];
  // Settings and refusals merge by type instead (src/config.ts, src/outcomes.ts): a gap fails to compile.
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any manifest, whatever its types
export type AnyModule = ModuleManifest<string, any, any, any>;

/** The services a manifest builds (another module names this type in its `needs`). */
export type ServicesOf<M> = M extends { build(context: never): infer S } ? Awaited<S> : never;

/**
 * Declares a module: `defineModule<Needs, Later>()({...})`. Needs and Later map module names to their
 * services' types; name and services are inferred from the manifest.
 */
export function defineModule<Needs extends object = object, L extends object = object>() {
  return <Name extends string, Services>(manifest: ModuleManifest<Name, Services, Needs, L>) => manifest;
}

type Missing<Built, Needs> = Exclude<keyof Needs, keyof Built>;

/**
 * The ordered list of modules. `add` refuses, at compile time, a module whose needs are not all listed
 * before it (the error names the missing modules).
 */
export class ModuleList<Built extends object> {
  constructor(readonly manifests: readonly AnyModule[] = []) {}

  add<Name extends string, Services, Needs extends object, L extends object>(
    manifest: ModuleManifest<Name, Services, Needs, L>,
    ..._order: [Missing<Built, Needs>] extends [never]
      ? []
      : [error: 'list these modules before it', missing: Missing<Built, Needs>]
  ): ModuleList<Built & { [K in Name]: Services }> {
    return new ModuleList([...this.manifests, manifest as AnyModule]);
  }
}

export const moduleList = () => new ModuleList<object>();

/** The services of every module of a list, by module name. */
export type ModulesOf<L> = L extends ModuleList<infer Built> ? Built : never;

/** A step of the route order: a module's groups (`name`), one group (`name.group`), or the sockets. */
export const SOCKET_SERVER = '(socket server)';

export type Composed<Built> = {
  /** The built services, by module name. */
  modules: Built;
  /** Registers the routes in `routeOrder`; `sockets` registers the one WebSocket server. */
  registerRoutes(
    scope: ApiScope,
    routeOrder: readonly string[],
    sockets: (hubs: SocketHub[]) => Promise<void>,
  ): Promise<void>;
  jobs: Job[];
};

/** Builds the listed modules in order; a need not built yet is a start-up error naming both modules. */
export async function composeModules<Built extends object>(
  list: ModuleList<Built>,
  platform: Platform,
): Promise<Composed<Built>> {
  const built = new Map<string, unknown>();
  const later = (name: string) => {
    if (!built.has(name)) throw new Error(`module "${name}" is used before it is built`);
    return built.get(name);
  };
  const contexts = new Map<string, ModuleContext<object, object>>();
  for (const manifest of list.manifests) {
    if (built.has(manifest.name)) throw new Error(`module "${manifest.name}" is listed twice`);
    const context: Record<string, unknown> = { platform, later };
    for (const need of manifest.needs) {
      if (!built.has(need))
        throw new Error(`module "${manifest.name}" needs "${need}", which is not listed before it`);
      context[need] = built.get(need);
    }
    contexts.set(manifest.name, context as ModuleContext<object, object>);
    built.set(manifest.name, await manifest.build(context as ModuleContext<object, object>));
  }
  for (const manifest of list.manifests)
    for (const name of manifest.later ?? [])
      if (!built.has(name)) throw new Error(`module "${manifest.name}" uses "${name}", which is not listed`);
  const self = (manifest: AnyModule) => built.get(manifest.name);
  return {
    modules: Object.fromEntries(built) as Built,
    jobs: list.manifests.flatMap((manifest) => manifest.jobs?.(self(manifest)) ?? []),
    async registerRoutes(scope, routeOrder, sockets) {
      const groups = new Map<string, () => Promise<void>>();
      for (const manifest of list.manifests)
        for (const [group, register] of Object.entries(manifest.routes ?? {}))
          groups.set(`${manifest.name}.${group}`, () =>
            Promise.resolve(register(scope, self(manifest), contexts.get(manifest.name)!)).then(
              () => undefined,
            ),
          );
      const steps = routeOrder.flatMap((step) =>
        step === SOCKET_SERVER || step.includes('.')
          ? [step]
          : [...groups.keys()].filter((key) => key.startsWith(`${step}.`)),
      );
      const unplaced = [...groups.keys()].filter((key) => !steps.includes(key));
      if (unplaced.length > 0) throw new Error(`routes not in the route order: ${unplaced.join(', ')}`);
      for (const step of steps) {
        if (step === SOCKET_SERVER)
          await sockets(list.manifests.flatMap((manifest) => manifest.sockets?.(self(manifest)) ?? []));
        const register = step === SOCKET_SERVER ? async () => {} : groups.get(step);
        if (!register) throw new Error(`the route order names "${step}", which no module declares`);
        await register();
      }
    },
  };
}

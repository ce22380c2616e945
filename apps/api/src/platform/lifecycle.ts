/*
 * Where the process stands in its life, as readiness reports it: serving, or draining after SIGTERM
 * (serve.ts createShutdown). One object shared by the stop and the readiness route, so the moment the
 * signal arrives readiness answers 503 and the proxy takes the process out of its pool.
 */
export type Lifecycle = {
  readonly draining: boolean;
  startDraining(): void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

import { startTracing } from './platform/tracing.ts';

/*
 * The tracing preload: `node --import ./apps/api/dist/tracing.js apps/api/dist/server.js`. It runs before
 * the server's modules are imported, so the instrumentations can patch them; with tracing off (the
 * default: platform/tracing.ts) it loads nothing and the server starts as without it.
 */
await startTracing(process.env);

// Pragmatic Play's seamless wallet (PROTOCOLS §3): the routes and its hash (shared with the sandbox).
export { pragmaticHash, pragmaticHashMatches } from './hash.ts';
export { PRAGMATIC_PATH, pragmaticRoutes, type PragmaticOptions } from './routes.ts';

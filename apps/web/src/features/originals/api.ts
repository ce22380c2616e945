import { API_ENDPOINTS, type OriginalsRound } from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/* The provably fair calls of the site (Bearer token): seed pairs, a rotation, the player's rounds. */

export type { OriginalsRound };

export const SEEDS_QUERY_KEY = ['originals', 'seeds'] as const;
export const ROUNDS_QUERY_KEY = ['originals', 'rounds'] as const;
export const ROUNDS_PAGE_SIZE = 10;

export async function fetchSeeds(signal?: AbortSignal) {
  return (await call(API_ENDPOINTS.originalsSeeds, {}, { signal })).data;
}

export type Seeds = Awaited<ReturnType<typeof fetchSeeds>>;

export async function rotateSeed(clientSeed: string) {
  return (await call(API_ENDPOINTS.originalsRotateSeed, { clientSeed })).data;
}

export type Rotation = Awaited<ReturnType<typeof rotateSeed>>;

export async function fetchRounds(page: number, signal?: AbortSignal) {
  const body = { skip: page * ROUNDS_PAGE_SIZE, take: ROUNDS_PAGE_SIZE };
  return (await call(API_ENDPOINTS.originalsRounds, body, { signal })).data;
}

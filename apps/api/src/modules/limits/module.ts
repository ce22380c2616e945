import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createLimitsRepo } from './repo.ts';
import { createLimits } from './service.ts';

/** Abuse limits (SMS caps, sign-ups per address), counted in PostgreSQL (service.ts). */
export const limitsModule = defineModule()({
  name: 'limits',
  needs: [],
  build: ({ platform: { db, clock } }) => ({ limits: createLimits({ repo: createLimitsRepo(db), clock }) }),
});

export type LimitsModule = ServicesOf<typeof limitsModule>;

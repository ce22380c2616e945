import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createVerificationRepo } from './repo.ts';
import { createVerificationService } from './service.ts';

/** One-time codes (phone verification, password reset). */
export const verificationModule = defineModule()({
  name: 'verification',
  needs: [],
  build: ({ platform: { db, clock, config } }) => ({
    verification: createVerificationService({
      repo: createVerificationRepo(db),
      clock,
      pepper: config.secrets.TOKEN_PEPPER,
    }),
  }),
});

export type VerificationModule = ServicesOf<typeof verificationModule>;

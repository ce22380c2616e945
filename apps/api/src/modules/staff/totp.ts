import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.ts';

/*
 * The second factor (issue #25): RFC 6238 TOTP as every authenticator app speaks it (SHA-1, 6 digits,
 * 30 s), through otplib. Time comes from the injected clock. A code is accepted for the step before and
 * after the current one (a phone's clock drifts, a person types slowly) but only for a step AFTER the
 * last one this member used, so a code seen over a shoulder or replayed from a log is refused.
 */

const PERIOD_SECONDS = 30;
/** One step either side. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Lale Back Office';

export type TotpCheck = { valid: false } | { valid: true; step: number };

export function createTotp(clock: Clock) {
  const epoch = () => Math.floor(clock.now().getTime() / 1000);
  return {
    newSecret: () => generateSecret(),
    async enrolment(secret: string, account: string) {
      const otpauthUrl = generateURI({ issuer: ISSUER, label: account, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrSvg };
    },
    /** A code for `secret` now (the demo staff's README and the tests sign in with it). */
    code: (secret: string) => generate({ secret, epoch: epoch() }),
    async check(secret: string, code: string, lastStep: number | null): Promise<TotpCheck> {
      if (!/^\d{6}$/.test(code)) return { valid: false };
      const result = await verify({
        secret,
        token: code,
        epoch: epoch(),
        epochTolerance: TOLERANCE_SECONDS,
        ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
      }).catch(() => ({ valid: false as const }));
      return result.valid && 'timeStep' in result ? { valid: true, step: result.timeStep } : { valid: false };
    },
  };
}

export type Totp = ReturnType<typeof createTotp>;

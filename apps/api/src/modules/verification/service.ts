import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH, SMS_RESEND_COUNTDOWN_SECONDS } from '@lale/contracts';
import { addMs, type Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { keyedHash, sameHash } from '../../platform/keyed-hash.ts';
import type { CodePurpose, VerificationRepo } from './repo.ts';

/*
 * One-time codes for phone verification and password recovery (DESIGN §9), one rule set for both:
 * 6 random digits, stored as a keyed hash bound to purpose and target, valid 10 minutes, dead after
 * 5 wrong attempts, and per target at most one code per 60 s (the site's resend countdown, spec §4)
 * and 5 per hour. Only the newest code of a target counts; sending a new one retires the old.
 */

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = SMS_RESEND_COUNTDOWN_SECONDS * 1000;
export const CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export type CodeKey = { purpose: CodePurpose; target: string };

type Outcome =
  | { kind: 'ok'; playerId: number | null }
  | { kind: 'expired' }
  | { kind: 'exhausted' }
  | { kind: 'wrong'; attemptsLeft: number };

export function createVerificationService({
  repo,
  clock,
  pepper,
}: {
  repo: VerificationRepo;
  clock: Clock;
  pepper: string;
}) {
  const hashCode = ({ purpose, target }: CodeKey, code: string) =>
    keyedHash(pepper, 'code', purpose, target, code);

  return {
    /**
     * Creates the target's new code and returns it with its row id (for `discard` when sending
     * fails). Refused (`CodeResendWait`, `CodeHourlyLimit`) inside the resend window or over the hourly cap.
     */
    async issue(key: CodeKey, playerId: number | null): Promise<{ id: number; code: string }> {
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const now = clock.now();
      const id = await repo.transaction(async (tx) => {
        await repo.lockTarget(tx, key.purpose, key.target);
        const last = await repo.newest(tx, key.purpose, key.target);
        const sinceLast = last ? now.getTime() - last.createdAt.getTime() : Infinity;
        if (sinceLast < CODE_RESEND_MS) {
          const seconds = Math.ceil((CODE_RESEND_MS - sinceLast) / 1000);
          throw refuse({ code: 'CodeResendWait', seconds });
        }
        const recent = await repo.sentSince(tx, key.purpose, key.target, addMs(now, -HOUR_MS));
        if (recent.count >= CODES_PER_HOUR && recent.oldest) {
          throw refuse({ code: 'CodeHourlyLimit', until: addMs(recent.oldest, HOUR_MS) });
        }
        return repo.insert(tx, {
          ...key,
          playerId,
          codeHash: hashCode(key, code),
          createdAt: now,
          expiresAt: addMs(now, CODE_TTL_MS),
        });
      });
      return { id, code };
    },

    /** Forgets a code that could not be delivered, so the player may ask again at once. */
    discard: (id: number) => repo.remove(id),

    /**
     * Checks `code` against the target's live code; a wrong guess spends an attempt. With `consume`
     * a right code is used up. Answers the player the code was issued for (null: nobody's).
     */
    async verify(key: CodeKey, code: string, { consume }: { consume: boolean }) {
      const now = clock.now();
      // The attempt counter must survive a refusal, so the transaction returns the outcome and the
      // refusal is thrown only after it committed.
      const outcome = await repo.transaction(async (tx): Promise<Outcome> => {
        await repo.lockTarget(tx, key.purpose, key.target);
        const row = await repo.newest(tx, key.purpose, key.target);
        if (!row || row.consumedAt || row.expiresAt <= now) return { kind: 'expired' };
        if (row.attempts >= CODE_MAX_ATTEMPTS) return { kind: 'exhausted' };
        if (!sameHash(row.codeHash, hashCode(key, code))) {
          await repo.countAttempt(tx, row.id);
          const attemptsLeft = CODE_MAX_ATTEMPTS - row.attempts - 1;
          return attemptsLeft > 0 ? { kind: 'wrong', attemptsLeft } : { kind: 'exhausted' };
        }
        if (consume) await repo.consume(tx, row.id, now);
        return { kind: 'ok', playerId: row.playerId };
      });
      switch (outcome.kind) {
        case 'ok':
          return { playerId: outcome.playerId };
        case 'wrong':
          throw refuse({ code: 'CodeWrong', attemptsLeft: outcome.attemptsLeft });
        case 'exhausted':
          throw refuse({ code: 'CodeAttemptsExhausted' });
        case 'expired':
          throw refuse({ code: 'CodeExpired' });
      }
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

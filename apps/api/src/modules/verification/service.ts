import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH, SMS_RESEND_COUNTDOWN_SECONDS } from '@lale/contracts';
import { addMs, type Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { keyedHash, sameHash } from '../../platform/keyed-hash.ts';
import type { CodePurpose, CodesOf, VerificationRepo } from './repo.ts';

/*
 * One-time codes for phone verification and password recovery (DESIGN §9), one rule set for both:
 * 6 random digits, stored as a keyed hash bound to purpose and target, valid 10 minutes, dead after
 * 5 wrong attempts.
 *
 * Every code belongs to the flow that asked for it (`requestedBy`: the signed-in player for a phone
 * code, the address of an anonymous recovery request), and everything is counted per flow, so that a
 * stranger's requests and guesses cannot be used against the owner's flow:
 * - a check looks only at the newest code of its own flow; a stranger's wrong guesses spend the
 *   attempts of the stranger's own code (or none, without one) and never burn the owner's;
 * - a new code retires only the older code of the same flow;
 * - one code per 60 s (the site's resend countdown, spec §4) and 5 an hour, per flow.
 * Because every new flow could otherwise ask for (and guess at) 5 more codes, a target also takes
 * at most 10 codes an hour from flows not known to be its owner's (`owner: false`): that bounds a
 * many-address attack to 50 guesses an hour, and the owner — signed in, or at an address the
 * account has signed in from — is never held back by it.
 */

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = SMS_RESEND_COUNTDOWN_SECONDS * 1000;
/** Codes one flow may ask for per hour. */
export const CODES_PER_HOUR = 5;
/** Codes a target may get per hour from flows not known to be its owner's. */
export const CODES_PER_HOUR_TO_STRANGERS = 10;
const HOUR_MS = 3_600_000;

/** A code's purpose and target, and the flow it belongs to (who asked for it). */
export type CodeKey = { purpose: CodePurpose; target: string; requestedBy: string };

/** Flow names: a signed-in player, or the address of an anonymous request. */
export const requestedByPlayer = (playerId: number) => `player:${playerId}`;
export const requestedByAddress = (ip: string) => `ip:${ip}`;

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
  const hashCode = ({ purpose, target }: Pick<CodeKey, 'purpose' | 'target'>, code: string) =>
    keyedHash(pepper, 'code', purpose, target, code);

  return {
    /**
     * Creates the flow's new code and returns it with its row id (for `discard` when sending fails).
     * Refused (`CodeResendWait`, `CodeHourlyLimit`) inside the flow's resend window, over its hourly
     * cap, or — unless `owner` — over the target's cap for strangers.
     */
    async issue(
      key: CodeKey,
      playerId: number | null,
      { owner }: { owner: boolean },
    ): Promise<{ id: number; code: string }> {
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const now = clock.now();
      const hourAgo = addMs(now, -HOUR_MS);
      const id = await repo.transaction(async (tx) => {
        await repo.lockTarget(tx, key.purpose, key.target);
        const last = await repo.newest(tx, key);
        const sinceLast = last ? now.getTime() - last.createdAt.getTime() : Infinity;
        if (sinceLast < CODE_RESEND_MS) {
          const seconds = Math.ceil((CODE_RESEND_MS - sinceLast) / 1000);
          throw refuse({ code: 'CodeResendWait', seconds });
        }
        const caps: { of: CodesOf; max: number }[] = [{ of: key, max: CODES_PER_HOUR }];
        if (!owner) caps.push({ of: { ...key, requestedBy: undefined }, max: CODES_PER_HOUR_TO_STRANGERS });
        for (const { of, max } of caps) {
          const recent = await repo.sentSince(tx, of, hourAgo);
          if (recent.count >= max && recent.oldest) {
            throw refuse({ code: 'CodeHourlyLimit', until: addMs(recent.oldest, HOUR_MS) });
          }
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
     * Checks `code` against the live code of the key's flow; a wrong guess spends one of that code's
     * attempts. With `consume` a right code is used up. Answers the player the code was issued for
     * (null: nobody's).
     */
    async verify(key: CodeKey, code: string, { consume }: { consume: boolean }) {
      const now = clock.now();
      // The attempt counter must survive a refusal, so the transaction returns the outcome and the
      // refusal is thrown only after it committed.
      const outcome = await repo.transaction(async (tx): Promise<Outcome> => {
        await repo.lockTarget(tx, key.purpose, key.target);
        const row = await repo.newest(tx, key);
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

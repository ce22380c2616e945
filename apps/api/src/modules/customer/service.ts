import { hasAllowedPrefix, type Locale } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { isDomainError, refuse } from '../../platform/domain-errors.ts';
import { messages } from './outcomes.ts';
import { pick } from '../../platform/localized.ts';
import type { Messaging } from '../../platform/messaging.ts';
import { violatedUniqueConstraint } from '../../platform/pg-errors.ts';
import { normalisePhone } from '../auth/index.ts';
import { smsCharges, smsScopeOf, type Exhausted, type Limits } from '../limits/index.ts';
import { phoneVerifiedNotification } from '../notification/index.ts';
import type { NotificationService, Staged } from '../notification/index.ts';
import type { AuthContext } from '../session/index.ts';
import {
  CODE_TTL_MS,
  requestedByPlayer,
  type CodeKey,
  type VerificationService,
} from '../verification/index.ts';
import type { CustomerRepo } from './repo.ts';
import type { Profile } from '@lale/contracts';

/*
 * The logged-in player's own data: the personal-information tile and phone verification
 * (customer/updatephone: step 1 texts a code to the phone, step 2 checks it and marks the phone
 * verified). The phone changes only when step 2 succeeds, so a typo never replaces a working number.
 */

type Deps = {
  repo: CustomerRepo;
  verification: VerificationService;
  messaging: Messaging;
  notifications: NotificationService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Counts every SMS against the player's, the address's and the site's allowance. */
  limits: Limits;
  /** The country prefixes the operator accepts (site option sms_country_prefixes). */
  allowedPhonePrefixes: () => Promise<readonly string[]>;
};

/** A phone code belongs to the player who asked for it: another player's checks never touch it. */
const phoneKey = (phone: string, auth: AuthContext): CodeKey => ({
  purpose: 'phone',
  target: phone,
  requestedBy: requestedByPlayer(auth.playerId),
});

export function createCustomerService({
  repo,
  verification,
  messaging,
  notifications,
  clock,
  log,
  limits,
  allowedPhonePrefixes,
}: Deps) {
  function smsLimitReached(exhausted: Exhausted) {
    const scope = smsScopeOf(exhausted);
    // The operator should know when the whole site stops texting: it means an attack, or a cap to raise.
    if (scope === 'site') log.warn({ until: exhausted.until }, 'site-wide SMS allowance used up');
    return refuse({ code: 'SmsLimitReached', scope, until: exhausted.until });
  }

  return {
    async profile(auth: AuthContext, locale: Locale): Promise<Profile> {
      const row = await repo.profile(auth.playerId);
      if (!row) throw refuse({ code: 'SessionRequired' });
      return {
        name: row.name,
        surname: row.surname,
        username: row.username,
        email: row.email,
        phone: row.phone,
        smsVerified: row.phoneVerifiedAt !== null,
        birthDate: row.birthDate,
        country: pick(row.countryName, locale),
        usercode: row.usercode,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /**
     * Step 1: texts a code to `phone`, which must have a country prefix the operator accepts and must
     * not belong to another player; the SMS counts against the player's, `ip`'s and the site's
     * allowance (modules/limits/allowances.ts).
     */
    async sendPhoneCode(auth: AuthContext, rawPhone: string, locale: Locale, ip: string): Promise<void> {
      const phone = normalisePhone(rawPhone);
      if (!hasAllowedPrefix(phone, await allowedPhonePrefixes()))
        throw refuse({ code: 'PhonePrefixNotAllowed' });
      const holder = await repo.phoneHolder(phone);
      if (holder && holder.id !== auth.playerId) throw refuse({ code: 'PhoneTaken' });
      if (holder?.verified) throw refuse({ code: 'PhoneAlreadyVerified' });
      const charges = smsCharges(auth.playerId, ip);
      // A cheap refusal first, so a capped script does not even create codes.
      const full = await limits.check(charges);
      if (full) throw smsLimitReached(full);
      // The player's own registered number is theirs; a number nobody holds may be a stranger's.
      const issued = await verification.issue(phoneKey(phone, auth), auth.playerId, {
        owner: holder?.id === auth.playerId,
      });
      // Counted only once the target's own rules let the code through, so a refusal (resend too soon)
      // spends nothing; a concurrent request may have taken the last place since the check.
      const exhausted = await limits.take(charges);
      if (exhausted) {
        await verification.discard(issued.id);
        throw smsLimitReached(exhausted);
      }
      try {
        await messaging.sms.send({
          to: phone,
          text: messages(locale).phoneCodeSms(issued.code, CODE_TTL_MS / 60_000),
        });
      } catch (err) {
        await verification.discard(issued.id);
        // The SMS port's own refusal (a prefix not allowed) reaches the player as it is.
        if (isDomainError(err)) throw err;
        log.warn({ err }, 'phone verification SMS not sent');
        throw refuse({ code: 'MessageNotSent' });
      }
    },

    /** Step 2: checks the code sent to `phone` for this player, then makes it the verified phone. */
    async verifyPhone(auth: AuthContext, rawPhone: string, code: string, locale: Locale): Promise<void> {
      const phone = normalisePhone(rawPhone);
      const { playerId } = await verification.verify(phoneKey(phone, auth), code, { consume: true });
      // Only this player's own flow is looked at; kept as a guard should that ever change.
      if (playerId !== auth.playerId) throw refuse({ code: 'CodeExpired' });
      let notice: Staged;
      try {
        // The phone and its "verified" notification commit together.
        notice = await repo.transaction(async (tx) => {
          await repo.setVerifiedPhone(auth.playerId, phone, clock.now(), tx);
          return notifications.stage(tx, auth.playerId, phoneVerifiedNotification());
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'players_phone_unique') throw refuse({ code: 'PhoneTaken' });
        throw error;
      }
      await notice.publish(locale);
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

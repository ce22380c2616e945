import type { Locale } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/envelope.ts';
import { messages, t } from '../../platform/i18n.ts';
import { pick } from '../../platform/localized.ts';
import type { Messaging } from '../../platform/messaging.ts';
import { violatedUniqueConstraint } from '../../platform/pg-errors.ts';
import { normalisePhone } from '../auth/index.ts';
import { phoneVerifiedNotification } from '../notification/index.ts';
import type { NotificationService, Staged } from '../notification/index.ts';
import type { AuthContext } from '../session/index.ts';
import { CODE_TTL_MS, type CodeKey, type VerificationService } from '../verification/index.ts';
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
};

const phoneKey = (phone: string): CodeKey => ({ purpose: 'phone', target: phone });

export function createCustomerService({ repo, verification, messaging, notifications, clock, log }: Deps) {
  const phoneTaken = (locale: Locale) => new ApiError(409, 'phoneTaken', { phone: t(locale, 'phoneTaken') });

  return {
    async profile(auth: AuthContext, locale: Locale): Promise<Profile> {
      const row = await repo.profile(auth.playerId);
      if (!row) throw new ApiError(401, 'sessionRequired');
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

    /** Step 1: texts a code to `phone`, which must not belong to another player. */
    async sendPhoneCode(auth: AuthContext, rawPhone: string, locale: Locale): Promise<void> {
      const phone = normalisePhone(rawPhone);
      const holder = await repo.phoneHolder(phone);
      if (holder && holder.id !== auth.playerId) throw phoneTaken(locale);
      if (holder?.verified) {
        throw new ApiError(400, 'phoneAlreadyVerified', { phone: t(locale, 'phoneAlreadyVerified') });
      }
      const issued = await verification.issue(phoneKey(phone), auth.playerId);
      try {
        await messaging.sms.send({
          to: phone,
          text: messages(locale).phoneCodeSms(issued.code, CODE_TTL_MS / 60_000),
        });
      } catch (err) {
        log.warn({ err }, 'phone verification SMS not sent');
        await verification.discard(issued.id);
        throw new ApiError(503, 'messageNotSent');
      }
    },

    /** Step 2: checks the code sent to `phone` for this player, then makes it the verified phone. */
    async verifyPhone(auth: AuthContext, rawPhone: string, code: string, locale: Locale): Promise<void> {
      const phone = normalisePhone(rawPhone);
      const { playerId } = await verification.verify(phoneKey(phone), code, { consume: true });
      // A code another player asked for to the same number proves nothing about this player.
      if (playerId !== auth.playerId) throw new ApiError(400, 'codeExpired');
      let notice: Staged;
      try {
        // The phone and its "verified" notification commit together.
        notice = await repo.transaction(async (tx) => {
          await repo.setVerifiedPhone(auth.playerId, phone, clock.now(), tx);
          return notifications.stage(tx, auth.playerId, phoneVerifiedNotification());
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'players_phone_unique') throw phoneTaken(locale);
        throw error;
      }
      await notice.publish(locale);
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

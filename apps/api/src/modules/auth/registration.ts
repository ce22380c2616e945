import {
  hasAllowedPrefix,
  isAtLeastAge,
  isValidPersonalNo,
  MIN_PLAYER_AGE_YEARS,
  type AuthData,
  type Locale,
  type RegisterRequest,
} from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { AuthFieldProblem as FieldProblem } from './outcomes.ts';
import { violatedUniqueConstraint } from '../../platform/pg-errors.ts';
import { registrationCharges, type Exhausted, type Limits } from '../limits/index.ts';
import { welcomeNotification } from '../notification/index.ts';
import type { NotificationService, Staged } from '../notification/index.ts';
import type { SessionMeta, SessionService } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { NO_FRAME_TOKENS, toAuthData, type FrameTokenIssuer } from './auth-data.ts';
import { emailKey, newUsercode, normalisePhone, usernameKey } from './identity.ts';
import { hashPassword } from '../../platform/password.ts';
import type { AuthRepo } from './repo.ts';

/*
 * POST auth/register, both variants. Beyond the contract's field rules: username, e-mail, phone and
 * PersonalNo are unique, PersonalNo passes its checksum, the player is 18+ on the clock's date, and
 * country and currency exist. Every refusal names its fields: `IdentifierTaken` when the only
 * problem is identifiers other players hold, `RegistrationInvalid` (taken ones included) otherwise. The player, its ledger accounts and its first
 * session are created in one transaction, then the player is logged in.
 */

type Field = 'username' | 'email' | 'phone' | 'PersonalNo';

const TAKEN: Record<Field, FieldProblem> = {
  username: 'usernameTaken',
  email: 'emailTaken',
  phone: 'phoneTaken',
  PersonalNo: 'personalNoTaken',
};

/** Unique constraint → the field it guards, for duplicates that race past the pre-check. */
const FIELD_OF_CONSTRAINT: Record<string, Field> = {
  players_username_key_unique: 'username',
  players_email_key_unique: 'email',
  players_phone_unique: 'phone',
  players_personal_no_unique: 'PersonalNo',
};

const USERCODE_DRAWS = 5;

type Deps = {
  repo: AuthRepo;
  sessions: SessionService;
  wallet: WalletService;
  notifications: NotificationService;
  clock: Clock;
  /** Counts sign-ups per address (REGISTRATIONS_PER_IP). */
  limits: Limits;
  /** The country prefixes the operator accepts for phones (site option sms_country_prefixes). */
  allowedPhonePrefixes: () => Promise<readonly string[]>;
  /** The sportsbook frames' tokens of the new player's first session. */
  frames?: FrameTokenIssuer;
  /** A self-exclusion in force on an account of the same person (modules/safer-play), with its end. */
  exclusions?: { lookAlikeExclusion(email: string): Promise<{ endsAt: Date | null } | undefined> };
};

const registrationLimitReached = ({ until }: Exhausted) =>
  refuse({ code: 'RegistrationLimitReached', until });

export function createRegistration({
  repo,
  sessions,
  wallet,
  notifications,
  clock,
  limits,
  allowedPhonePrefixes,
  frames = NO_FRAME_TOKENS,
  exclusions,
}: Deps) {
  return async function register(
    input: RegisterRequest,
    meta: SessionMeta,
    locale: Locale,
  ): Promise<AuthData> {
    // First, so an address over its allowance learns nothing (not even which usernames are taken).
    const full = await limits.check(registrationCharges(meta.ip));
    if (full) throw registrationLimitReached(full);
    const keys = {
      usernameKey: usernameKey(input.username),
      emailKey: emailKey(input.email),
      phone: normalisePhone(input.phone),
      personalNo: input.isFast ? null : input.PersonalNo,
    };

    const invalid: Record<string, FieldProblem> = {};
    if (!input.isFast) {
      if (!isValidPersonalNo(input.PersonalNo)) invalid.PersonalNo = 'personalNoInvalid';
      if (!isAtLeastAge(input.birthDate, clock.now(), MIN_PLAYER_AGE_YEARS)) invalid.birthDate = 'underAge';
    }
    if (!hasAllowedPrefix(keys.phone, await allowedPhonePrefixes())) invalid.phone = 'phonePrefixNotAllowed';
    if (!(await repo.countryExists(input.country))) invalid.country = 'countryUnknown';
    if (!(await repo.currencyExists(input.currencyId))) invalid.currencyId = 'currencyUnknown';

    const taken: Record<string, FieldProblem> = {};
    for (const holder of await repo.holdersOf(keys)) {
      if (holder.usernameKey === keys.usernameKey) taken.username = TAKEN.username;
      if (holder.emailKey === keys.emailKey) taken.email = TAKEN.email;
      if (holder.phone === keys.phone) taken.phone = TAKEN.phone;
      if (keys.personalNo !== null && holder.personalNo === keys.personalNo) {
        taken.PersonalNo = TAKEN.PersonalNo;
      }
    }
    if (Object.keys(invalid).length > 0) {
      throw refuse({ code: 'RegistrationInvalid', fields: { ...invalid, ...taken } });
    }
    if (Object.keys(taken).length > 0) throw refuse({ code: 'IdentifierTaken', fields: taken });
    // The same person cannot open another account while self-excluded (issue #26). After the fields'
    // checks, so only a sign-up that would otherwise open an account learns it.
    const excluded = await exclusions?.lookAlikeExclusion(input.email);
    if (excluded) throw refuse({ code: 'RegistrationSelfExcluded', until: excluded.endsAt });

    const passwordHash = await hashPassword(input.password);
    // A referral id that names no player (a stale value in the browser) is ignored, not refused.
    const referrerId = input.refId ? ((await repo.findIdByUsercode(String(input.refId))) ?? null) : null;
    const player = {
      username: input.username,
      usernameKey: keys.usernameKey,
      email: input.email.trim(),
      emailKey: keys.emailKey,
      phone: keys.phone,
      personalNo: keys.personalNo,
      name: input.name.trim(),
      surname: input.surname.trim(),
      birthDate: input.isFast ? null : input.birthDate,
      countryId: input.country,
      currencyId: input.currencyId,
      passwordHash,
      referrerId,
      createdAt: clock.now(),
      passwordChangedAt: clock.now(),
    };

    let registered: { authData: AuthData; welcome: Staged };
    try {
      registered = await repo.transaction(async (tx) => {
        // Counted with the player it creates: a refused or failed sign-up spends nothing.
        const exhausted = await limits.take(registrationCharges(meta.ip), tx);
        if (exhausted) throw registrationLimitReached(exhausted);
        let created: { id: number; usercode: string } | undefined;
        for (let draw = 0; draw < USERCODE_DRAWS && !created; draw += 1) {
          const usercode = newUsercode();
          const id = await repo.insertPlayer(tx, { ...player, usercode });
          if (id !== undefined) created = { id, usercode };
        }
        if (!created) throw new Error(`no free usercode after ${USERCODE_DRAWS} draws`);
        await wallet.openPlayerAccounts(created.id, input.currencyId, tx);
        // The welcome commits with the player: nobody exists without it, and a rollback leaves none.
        const welcome = await notifications.stage(tx, created.id, welcomeNotification());
        const session = await sessions.open(created.id, meta, tx);
        const frameFields = await frames.issue(created.id, session.sessionId, tx);
        const authData = toAuthData(
          { ...player, usercode: created.usercode, phoneVerifiedAt: null },
          session,
          0, // a new player's accounts are empty
          meta.fingerprint,
          frameFields,
        );
        return { authData, welcome };
      });
    } catch (error) {
      const field = FIELD_OF_CONSTRAINT[violatedUniqueConstraint(error) ?? ''];
      if (field) throw refuse({ code: 'IdentifierTaken', fields: { [field]: TAKEN[field] } });
      throw error;
    }
    // After the commit; never throws (a failed push is logged, the list still has it).
    await registered.welcome.publish(locale);
    return registered.authData;
  };
}

export type Register = ReturnType<typeof createRegistration>;

import type { AuthData, AuthForm, Locale, LoginRequest, RestrictionKind } from '@lale/contracts';
import { refuse } from '../../platform/domain-errors.ts';
import { pick } from '../../platform/localized.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { SessionMeta, SessionService } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { NO_FRAME_TOKENS, toAuthData, type FrameTokenIssuer } from './auth-data.ts';
import { closedAccountOutcome, endAwaitedOutcome, restrictionOutcome } from './account-status.ts';
import { usernameKey } from './identity.ts';
import { verifyAgainstNothing, verifyPassword } from '../../platform/password.ts';
import type { AuthRepo } from './repo.ts';
import type { LoginThrottle } from './throttle.ts';

type Deps = {
  repo: AuthRepo;
  sessions: SessionService;
  wallet: WalletService;
  money: MoneyService;
  throttle: LoginThrottle;
  /** The sportsbook frames' tokens of each new session (authData's betsy* and betco* fields). */
  frames?: FrameTokenIssuer;
  /** The restriction in force on a player (modules/safer-play): a time-out or exclusion refuses sign-in. */
  restrictions?: {
    inForce(
      playerId: number,
    ): Promise<{ kind: RestrictionKind; endsAt: Date | null; fundsHeld: boolean } | undefined>;
    /** Whether a restricted player signs in to a withdraw-only session (the operator's settings, MGA). */
    withdrawOnlyAllowed(): Promise<boolean>;
    /**
     * A self-exclusion over but not yet given back: its end, and when access comes back (null: the
     * player has not asked for it yet — a self-exclusion's end needs a request and the operator's cooling-off).
     */
    endAwaited(
      playerId: number,
    ): Promise<{ endedAt: Date; accessFrom: Date | null; coolingOffHours: number } | undefined>;
  };
};

export function createAuthService({
  repo,
  sessions,
  wallet,
  money,
  throttle,
  frames = NO_FRAME_TOKENS,
  restrictions = {
    inForce: async () => undefined,
    endAwaited: async () => undefined,
    withdrawOnlyAllowed: async () => false,
  },
}: Deps) {
  /**
   * The person knows this account's password: the login's first steps (throttle, argon2, the same
   * answer for an unknown username and a wrong password), then the account's status — told only to
   * someone who knows the password. Answers the player.
   */
  async function verified(input: LoginRequest, meta: SessionMeta) {
    const key = usernameKey(input.username);
    const player = await repo.findByUsernameKey(key);
    const attempt = {
      usernameKey: key,
      ip: meta.ip,
      lastSignInHere: player ? await sessions.lastStartFrom(player.id, meta.ip) : null,
    };
    await throttle.assertOpen(attempt);
    const valid = player
      ? await verifyPassword(player.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!player || !valid) {
      await throttle.recordFailure(key, meta.ip);
      // The failure that completes a lock says so at once, with the time it ends.
      await throttle.assertOpen(attempt);
      throw refuse({ code: 'LoginFailed' });
    }
    const closed = closedAccountOutcome(player.status);
    if (closed) throw refuse(closed);
    return player;
  }

  /**
   * What keeps the player from a full session, if anything: a restriction in force, or a self-exclusion
   * over whose end is not given back yet (access comes back only after a request and the cooling-off).
   */
  async function restrictionOf(playerId: number) {
    const restriction = await restrictions.inForce(playerId);
    if (restriction) {
      return {
        kind: restriction.kind,
        until: restriction.endsAt,
        fundsHeld: restriction.fundsHeld,
        refusal: restrictionOutcome(restriction),
      };
    }
    const awaited = await restrictions.endAwaited(playerId);
    if (!awaited) return undefined;
    return {
      kind: 'self_exclusion' as const,
      until: awaited.accessFrom,
      fundsHeld: false,
      refusal: endAwaitedOutcome(awaited),
    };
  }

  /**
   * Whether the restricted player signs in withdraw-only: when the operator allows it (MGA) and the
   * restriction does not hold the player's funds (an AML decision's restriction does: its refusal stands).
   */
  async function withdrawOnlyFor(restricted: { fundsHeld: boolean }) {
    return !restricted.fundsHeld && (await restrictions.withdrawOnlyAllowed());
  }

  return {
    /**
     * The credentials are this player's (modules/safer-play: asking for a self-exclusion's end, when
     * sign-in is refused). Refuses as login does; opens no session.
     */
    verifyCredentials: async (input: LoginRequest, meta: SessionMeta) => ({
      playerId: (await verified(input, meta)).id,
    }),

    /** Data for the sign-up form: countries by name in the reader's alphabet (Ç after C, İ after I). */
    async getForm(locale: Locale): Promise<AuthForm> {
      const collator = new Intl.Collator(locale);
      const rows = await repo.listCountries();
      const countries = rows.map((row) => ({ id: row.id, name: pick(row.name, locale) }));
      // Sorted here rather than in SQL: PGlite has no ICU collations, and the order must not depend on the engine.
      countries.sort((a, b) => collator.compare(a.name, b.name));
      return { countries };
    },

    /**
     * Unknown username and wrong password get the same answer (`LoginFailed`), after the same argon2
     * work, so the answer does not tell which usernames exist.
     */
    async login(input: LoginRequest, meta: SessionMeta): Promise<AuthData> {
      const player = await verified(input, meta);
      const restricted = await restrictionOf(player.id);
      if (restricted && !(await withdrawOnlyFor(restricted))) throw refuse(restricted.refusal);
      const withdrawOnly = restricted ? { kind: restricted.kind, until: restricted.until } : undefined;
      const session = await sessions.open(player.id, meta, undefined, withdrawOnly);
      // A withdraw-only session gets no sportsbook frame tokens: the frames are play.
      const frameFields = await (withdrawOnly ? NO_FRAME_TOKENS : frames).issue(player.id, session.sessionId);
      const { cash } = await wallet.playerBalances(player.id, player.currencyId);
      const balance = await money.toDecimal(cash, player.currencyId);
      const data = toAuthData(player, session, balance, meta.fingerprint, frameFields);
      return withdrawOnly
        ? {
            ...data,
            withdrawOnly: { kind: withdrawOnly.kind, until: withdrawOnly.until?.toISOString() ?? null },
          }
        : data;
    },

    /** Ends the token's session; answers the same for a token that is already dead (nothing to do). */
    async logout(token: string | undefined): Promise<void> {
      const auth = token ? await sessions.authenticate(token) : null;
      if (auth) await sessions.end(auth.sessionId, 'logout');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

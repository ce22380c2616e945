import type { AuthData, AuthForm, Locale, LoginRequest, RestrictionKind } from '@lale/contracts';
import { refuse } from '../../platform/domain-errors.ts';
import { pick } from '../../platform/localized.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { SessionMeta, SessionService } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { NO_FRAME_TOKENS, toAuthData, type FrameTokenIssuer } from './auth-data.ts';
import { closedAccountOutcome, restrictionOutcome } from './account-status.ts';
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
    inForce(playerId: number): Promise<{ kind: RestrictionKind; endsAt: Date | null } | undefined>;
  };
};

export function createAuthService({
  repo,
  sessions,
  wallet,
  money,
  throttle,
  frames = NO_FRAME_TOKENS,
  restrictions = { inForce: async () => undefined },
}: Deps) {
  return {
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
      // Told only to someone who knows the password.
      const closed = closedAccountOutcome(player.status);
      if (closed) throw refuse(closed);
      const restriction = await restrictions.inForce(player.id);
      if (restriction) throw refuse(restrictionOutcome(restriction));
      const session = await sessions.open(player.id, meta);
      const frameFields = await frames.issue(player.id, session.sessionId);
      const { cash } = await wallet.playerBalances(player.id, player.currencyId);
      const balance = await money.toDecimal(cash, player.currencyId);
      return toAuthData(player, session, balance, meta.fingerprint, frameFields);
    },

    /** Ends the token's session; answers the same for a token that is already dead (nothing to do). */
    async logout(token: string | undefined): Promise<void> {
      const auth = token ? await sessions.authenticate(token) : null;
      if (auth) await sessions.end(auth.sessionId, 'logout');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

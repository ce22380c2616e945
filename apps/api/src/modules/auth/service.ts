import type { AuthData, AuthForm, Locale, LoginRequest } from '@lale/contracts';
import { ApiError } from '../../platform/envelope.ts';
import { pick } from '../../platform/localized.ts';
import type { SessionMeta, SessionService } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { toAuthData } from './auth-data.ts';
import { usernameKey } from './identity.ts';
import { verifyAgainstNothing, verifyPassword } from './password.ts';
import type { AuthRepo } from './repo.ts';
import type { LoginThrottle } from './throttle.ts';

type Deps = { repo: AuthRepo; sessions: SessionService; wallet: WalletService; throttle: LoginThrottle };

export function createAuthService({ repo, sessions, wallet, throttle }: Deps) {
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
     * Unknown username and wrong password get the same answer (400, not 401: the site treats 401 as
     * "your session died" and would log out and reload), after the same argon2 work.
     */
    async login(input: LoginRequest, meta: SessionMeta): Promise<AuthData> {
      const key = usernameKey(input.username);
      const player = await repo.findByUsernameKey(key);
      const resetAt = player ? await sessions.lastStart(player.id) : null;
      await throttle.assertOpen(key, meta.ip, resetAt);
      const valid = player
        ? await verifyPassword(player.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!player || !valid) {
        await throttle.recordFailure(key, meta.ip);
        // The failure that completes a lock says so at once, with the time it ends.
        await throttle.assertOpen(key, meta.ip, resetAt);
        throw new ApiError(400, 'loginFailed');
      }
      // Told only to someone who knows the password. 423, not 403: the site reloads the page on 403.
      if (player.status === 'self_excluded') throw new ApiError(423, 'accountSelfExcluded');
      if (player.status !== 'active') throw new ApiError(423, 'accountDisabled');
      const session = await sessions.open(player.id, meta);
      const { cash } = await wallet.playerBalances(player.id, player.currencyId);
      return toAuthData(player, session, cash, meta.fingerprint);
    },

    /** Ends the token's session; answers the same for a token that is already dead (nothing to do). */
    async logout(token: string | undefined): Promise<void> {
      const auth = token ? await sessions.authenticate(token) : null;
      if (auth) await sessions.end(auth.sessionId, 'logout');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

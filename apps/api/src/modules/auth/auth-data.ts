import type { AuthData, Money } from '@lale/contracts';
import type { PlayerIdentity } from './repo.ts';

/*
 * The auth data of spec §3 that login and registration answer with. The sports feeds (betsy, betco)
 * are integrated in a later issue; until then their fields are null, which the contract defines as
 * "no account with that feed".
 */
export function toAuthData(
  player: Pick<PlayerIdentity, 'username' | 'usercode' | 'phone' | 'phoneVerifiedAt'>,
  session: { token: string; previousStart: Date | null },
  /** The cash balance, already in the API's decimals of the player's currency. */
  balance: Money,
  fingerprint: string,
): AuthData {
  return {
    token: session.token,
    username: player.username,
    usercode: player.usercode,
    balance,
    betsyCid: null,
    betsyUrl: null,
    betsyToken: null,
    betcoToken: null,
    betcoUrl: null,
    phone: player.phone,
    smsVerified: player.phoneVerifiedAt !== null,
    fingerprint,
    lastLoginAt: session.previousStart?.toISOString() ?? null,
  };
}

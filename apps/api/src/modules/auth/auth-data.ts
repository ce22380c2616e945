import type { AuthData, Money } from '@lale/contracts';
import type { PlayerIdentity } from './repo.ts';

import type { DbExecutor } from '../../db/executor.ts';

/*
 * The auth data of spec §3 that login and registration answer with. The sportsbook frames' fields
 * (betsy* for fcg, betco* for betco) hold the token each provider that is on issued for this session;
 * a provider that is off leaves its fields null, which the contract defines as "no account with it".
 */

/** The five frame fields of authData. */
export type FrameAuthFields = Pick<
  AuthData,
  'betsyCid' | 'betsyUrl' | 'betsyToken' | 'betcoToken' | 'betcoUrl'
>;

/** Issues the frames' tokens for a session just opened (modules/sports-frames), in the caller's transaction. */
export type FrameTokenIssuer = {
  issue(playerId: number, sessionId: number, executor?: DbExecutor): Promise<FrameAuthFields>;
};

/** No provider is on: every frame field null. */
export const NO_FRAME_TOKENS: FrameTokenIssuer = {
  issue: async () => ({ betsyCid: null, betsyUrl: null, betsyToken: null, betcoToken: null, betcoUrl: null }),
};

export function toAuthData(
  player: Pick<PlayerIdentity, 'username' | 'usercode' | 'phone' | 'phoneVerifiedAt'>,
  session: { token: string; previousStart: Date | null },
  /** The cash balance, already in the API's decimals of the player's currency. */
  balance: Money,
  fingerprint: string,
  frames: FrameAuthFields,
): AuthData {
  return {
    token: session.token,
    username: player.username,
    usercode: player.usercode,
    balance,
    ...frames,
    phone: player.phone,
    smsVerified: player.phoneVerifiedAt !== null,
    fingerprint,
    lastLoginAt: session.previousStart?.toISOString() ?? null,
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * Amusnet's DefenceCode (PROTOCOLS §4c; the public integrations agree on the shape): MD5 hex of
 * player id, currency, our secret and the Unix time in seconds, all concatenated, then "-" and that
 * time: `md5(playerId + currency + secret + time) + "-" + time`. We mint it at launch; Amusnet's game
 * server echoes it in AuthRequest. A code is good for DEFENCE_CODE_SECONDS after its time and only
 * once (the spending is the database's: repo.ts).
 */

/** How long a minted code may be echoed (the public integrations use 120 s). */
export const DEFENCE_CODE_SECONDS = 120;
/** A code "from the future" beyond this is not ours (clocks differ by a little, never by minutes). */
const FUTURE_SKEW_SECONDS = 5;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export function defenceCode(playerId: number, currency: string, secret: string, unixSeconds: number): string {
  return `${md5(`${playerId}${currency}${secret}${unixSeconds}`)}-${unixSeconds}`;
}

/** The lookup key of a code in amusnet_defence_codes. */
export const defenceCodeHash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

export type DefenceCodeCheck = 'ok' | 'malformed' | 'forged' | 'expired';

/** Whether `code` is ours for this player and currency and still within its time (not whether it was spent). */
export function checkDefenceCode(
  code: string,
  {
    playerId,
    currency,
    secret,
    nowMs,
  }: { playerId: number; currency: string; secret: string; nowMs: number },
): DefenceCodeCheck {
  const match = /^([0-9a-f]{32})-(\d{1,12})$/.exec(code);
  if (!match) return 'malformed';
  const time = Number(match[2]);
  const expected = Buffer.from(defenceCode(playerId, currency, secret, time));
  const given = Buffer.from(code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const now = Math.floor(nowMs / 1000);
  if (now - time > DEFENCE_CODE_SECONDS || time - now > FUTURE_SKEW_SECONDS) return 'expired';
  return 'ok';
}

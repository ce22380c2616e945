import { createHash, timingSafeEqual } from 'node:crypto';
import type { EveryMatrixCredentials } from './config.ts';

/*
 * EveryMatrix's calls prove who they are by the LoginName, Password and OperatorId in the body (no hash
 * or signature in the one public integration, PROTOCOLS §4a). Compared in constant time, so the time an
 * answer takes says nothing of how much of a guess was right: each value is hashed first (equal
 * lengths for timingSafeEqual, whatever was sent), and all three are compared before the answer.
 */

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** A check of a call's credentials against the configured ones. */
export function credentialsCheck(expected: EveryMatrixCredentials) {
  const want = [expected.loginName, expected.password, expected.operatorId].map(digest);
  return (given: { loginName: string; password: string; operatorId: string }): boolean => {
    const got = [given.loginName, given.password, given.operatorId].map(digest);
    // Bitwise, not &&: every comparison runs whatever the first one found.
    let same = 1;
    for (let i = 0; i < want.length; i += 1) same &= Number(timingSafeEqual(want[i]!, got[i]!));
    return same === 1;
  };
}

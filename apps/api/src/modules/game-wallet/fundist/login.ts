/*
 * A player's login at Fundist (the shadow account the launch creates with User/Add, PROTOCOLS §4):
 * our player id behind a prefix, so our players stay apart from anything else in the same Fundist
 * account. Fundist's callbacks name the player by it (`userid`).
 */

const PREFIX = 'lale_';

export const fundistLogin = (playerId: number): string => `${PREFIX}${playerId}`;

/** The player a Fundist login names; undefined for anything else. */
export function playerOfFundistLogin(login: string): number | undefined {
  const match = /^lale_([1-9][0-9]{0,9})$/.exec(login);
  return match ? Number(match[1]) : undefined;
}

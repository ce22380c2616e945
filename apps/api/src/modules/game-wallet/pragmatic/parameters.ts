/*
 * Which parameters each Pragmatic Play call takes (issue 23, ARCHITECTURE "Provider rules"). Pragmatic's
 * `hash` covers the parameters but not the call's name, so a validly hashed body of one call could be
 * posted to another; each call therefore accepts EXACTLY its own names: a missing required one or any
 * name not listed is refused with error 7 before anything is read. `providerId` and `hash` come on every
 * call. Required = what our handler reads; optional = what Pragmatic's public descriptions list for the
 * call and we accept without reading.
 *
 * Overlaps (a body can be valid for two calls; provider-rules.test.ts shows each):
 * - bet, result, bonusWin and jackpotWin take the same money set (userId, gameId, roundId, amount,
 *   reference, ...). A body posted to a second of them carries the first's `reference`, which is already
 *   taken in the one id space all of them share, so it is answered as a duplicate (error 7).
 * - refund takes a bet's fields as optional (Pragmatic added amount, gameId, roundId, timestamp,
 *   roundDetails and bonusCode to refund), so a bet body is a refund by form. After the round has a
 *   result it is held, not paid (rollback-after-win.ts); before one, it voids the round (stake back, the
 *   later result refused): the house keeps nothing it won. What keeps a captured body from being posted
 *   at all is the callback address allow-list (PRAGMATIC_CALLBACK_ALLOW, callback-allow.ts).
 */

export type PragmaticCall =
  | 'authenticate'
  | 'balance'
  | 'bet'
  | 'result'
  | 'bonusWin'
  | 'jackpotWin'
  | 'promoWin'
  | 'refund'
  | 'endRound';

type Parameters = { required: readonly string[]; optional: readonly string[] };

const ALWAYS = ['providerId', 'hash'] as const;
const MONEY = ['userId', 'gameId', 'roundId', 'amount', 'reference'] as const;

export const PRAGMATIC_PARAMETERS: Record<PragmaticCall, Parameters> = {
  authenticate: {
    required: ['token'],
    optional: ['gameId', 'ipAddress', 'chosenBalance', 'launchingType', 'previousToken'],
  },
  balance: { required: ['userId'], optional: ['token'] },
  bet: {
    required: MONEY,
    optional: [
      'timestamp',
      'roundDetails',
      'bonusCode',
      'platform',
      'language',
      'jackpotContribution',
      'jackpotId',
      'jackpotDetails',
      'token',
      'ipAddress',
    ],
  },
  result: { required: MONEY, optional: ['timestamp', 'roundDetails', 'bonusCode', 'platform', 'token'] },
  bonusWin: { required: MONEY, optional: ['timestamp', 'roundDetails', 'bonusCode', 'platform', 'token'] },
  jackpotWin: {
    required: MONEY,
    optional: ['timestamp', 'roundDetails', 'jackpotId', 'jackpotDetails', 'platform', 'token'],
  },
  promoWin: {
    required: ['userId', 'amount', 'reference', 'campaignId'],
    optional: ['campaignType', 'currency', 'timestamp', 'platform', 'dataType'],
  },
  refund: {
    required: ['userId', 'reference'],
    optional: ['amount', 'gameId', 'roundId', 'timestamp', 'roundDetails', 'bonusCode', 'platform', 'token'],
  },
  endRound: {
    required: ['userId', 'gameId', 'roundId'],
    optional: ['timestamp', 'roundDetails', 'bonusCode', 'platform', 'token'],
  },
};

const allowed = new Map(
  Object.entries(PRAGMATIC_PARAMETERS).map(([call, p]) => [
    call,
    new Set<string>([...ALWAYS, ...p.required, ...p.optional]),
  ]),
);

/** True when `params` has every required name of `call` and no name the call does not take. */
export function pragmaticParametersFit(call: PragmaticCall, params: Record<string, string>): boolean {
  const names = allowed.get(call)!;
  const { required } = PRAGMATIC_PARAMETERS[call];
  return (
    [...ALWAYS, ...required].every((name) => params[name] !== undefined) &&
    Object.keys(params).every((name) => names.has(name))
  );
}

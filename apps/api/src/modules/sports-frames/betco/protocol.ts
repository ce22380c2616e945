import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RawFields } from './raw-fields.ts';

/*
 * BetConstruct's Partner API (PROTOCOLS.md §4d): the calls BetConstruct's sportsbook (FeedConstruct
 * "BetGuard") makes to the operator, and how each is signed. Sources, all FeedConstruct's own pages
 * (oddsfeed.feedconstruct.com/documentation?currentLoc=betGuard, read through a public mirror of them):
 * "Partner API Hash Calculation", "Hash Parameters Lists per Method", the request/response samples of
 * GetClientDetails, BetPlaced, BetResulted and Rollback, "TS Parameter", "Errors returned by the Partner".
 *
 * - POST JSON to `<base>/<Method>`; every body has AuthToken (the frame token we issued), TS (Unix
 *   seconds) and Hash = lowercase hex MD5 of "<Name><value>" for the method's fields in a FIXED order,
 *   empty/null fields skipped, then the shared key appended. Values are hashed as written in the body
 *   (raw-fields.ts): "Amount" + "123.00", never a re-formatted number.
 * - A TS older than 20 seconds is expired and refused ("TS Parameter"); we also refuse one more than 20 s
 *   in the future (clock skew is the sender's problem; NTP on both sides is required).
 * - Answers are `{ ErrorCode: "0", ErrorText: "" }` (strings) plus the call's fields; a refusal carries
 *   its code. HTTP status is 200 either way (the samples show no other; thin).
 *
 * Field orders used (the table "Hash Parameters Lists per Method", confirmed by each request sample's
 * "hash source string"):
 *   GetClientDetails  AuthToken, TS
 *   BetPlaced         AuthToken, TS, TransactionId, BetId, Amount, Created, BetType, SystemMinCount, TotalPrice
 *                     (SystemMinCount only for system bets; null → skipped)
 *   BetResulted       AuthToken, TS, TransactionId, BetId, BetState, Amount
 *   Rollback          AuthToken, TS, TransactionId   (BetId is sent but "not used in the Hash Calculation")
 *   GetClientBalance  AuthToken, TS   — THIN: FeedConstruct's current pages do not list this call at all
 *                     (PROTOCOLS §4d names it); we give it GetClientDetails' fields, the only ones it has.
 * Our answers carry TS (ours) and Hash over AuthToken (echoed from the request) and TS: the source string
 * the GetClientDetails response sample shows; THIN for the other calls, whose samples show only
 * ErrorCode/ErrorText, so we sign them the same way.
 *
 * Also thin, and noted: one FeedConstruct page ("Partner API Example", C#) shows an HMAC-SHA256 over a
 * JSON serialisation instead — the scheme of the other direction (our calls to BetGuard, "RequestHash").
 * The hash pages and every sample's source string say MD5 of name+value pairs, which is what we check.
 */

export const BETCO_METHODS = [
  'GetClientDetails',
  'GetClientBalance',
  'BetPlaced',
  'BetResulted',
  'Rollback',
] as const;
export type BetcoMethod = (typeof BETCO_METHODS)[number];

/** Each method's hashed fields, in order. */
export const HASH_FIELDS: Record<BetcoMethod, readonly string[]> = {
  GetClientDetails: ['AuthToken', 'TS'],
  GetClientBalance: ['AuthToken', 'TS'],
  BetPlaced: [
    'AuthToken',
    'TS',
    'TransactionId',
    'BetId',
    'Amount',
    'Created',
    'BetType',
    'SystemMinCount',
    'TotalPrice',
  ],
  BetResulted: ['AuthToken', 'TS', 'TransactionId', 'BetId', 'BetState', 'Amount'],
  Rollback: ['AuthToken', 'TS', 'TransactionId'],
};

/** The MD5 source of `fields` (name then value, empty ones skipped) with the key appended, hashed. */
export function betcoHash(
  fields: readonly (readonly [string, string | null | undefined])[],
  sharedKey: string,
): string {
  const source = fields
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => `${name}${value}`)
    .join('');
  return createHash('md5')
    .update(source + sharedKey, 'utf8')
    .digest('hex');
}

/** The hash of a request body's method fields, from the values as written (raw-fields.ts). */
export function requestHash(method: BetcoMethod, raw: RawFields, sharedKey: string): string {
  return betcoHash(
    HASH_FIELDS[method].map((name) => [name, raw.get(name)] as const),
    sharedKey,
  );
}

/** True when `given` is exactly the lowercase hex MD5 we compute (uppercase fails, as documented). */
export function hashMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{32}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** How old (or how far ahead) a TS may be, in seconds ("TS Parameter": older than 20 s is expired). */
export const TS_WINDOW_SECONDS = 20;

/**
 * The codes we answer. 0 and 1000–2400 are BetConstruct's recommended ones ("Errors returned by the
 * Partner"); 500–999 is the range it leaves to the partner's own codes, used for what its list lacks.
 */
export const BETCO_ERRORS = {
  OK: { code: '0', text: '' },
  INTERNAL: { code: '1000', text: 'Internal Error' },
  USER_BLOCKED: { code: '1003', text: 'User is blocked' },
  TOKEN: { code: '1005', text: 'Password/AuthToken error' },
  NOT_LOGGED_IN: { code: '1008', text: 'The player is not logged in' },
  ACCESS: { code: '1700', text: 'API wrong access exception' },
  CLIENT_LIMIT: { code: '2200', text: 'Client limit exception' },
  BALANCE: { code: '2400', text: 'Client balance is less' },
  // Ours (500–999).
  MALFORMED: { code: '500', text: 'The body is not valid JSON of this call' },
  EXPIRED: { code: '501', text: 'TS is older than 20 seconds (or ahead of our clock)' },
  AMOUNT: { code: '502', text: "Amount is not a positive amount of the player's currency" },
  DUPLICATE: { code: '510', text: 'This TransactionId was used with other content' },
  BET_NOT_FOUND: { code: '520', text: 'No bet with this BetId' },
  BET_ROLLED_BACK: { code: '521', text: 'The bet was rolled back' },
  BET_SETTLED: { code: '522', text: 'The bet is settled: it can no longer be rolled back' },
} as const;
export type BetcoError = Exclude<keyof typeof BETCO_ERRORS, 'OK'>;

/** A Long id: a JSON integer or a string of digits (as written; the raw text is what we keep). */
const LongId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,19}$/)]);
const Decimal = z.union([z.number().nonnegative(), z.string().regex(/^\d{1,15}(\.\d{1,8})?$/)]);

const Signed = z.object({
  AuthToken: z.string().min(1).max(200),
  TS: z.number().int().positive(),
  Hash: z.string().max(64),
});

export const BETCO_BODIES = {
  GetClientDetails: Signed,
  GetClientBalance: Signed,
  BetPlaced: Signed.extend({
    TransactionId: LongId,
    BetId: LongId,
    Amount: Decimal,
    Created: z.string().min(1).max(40),
    BetType: z.number().int().min(1).max(99),
    SystemMinCount: z.number().int().min(1).nullish(),
    TotalPrice: Decimal,
    Selections: z.array(z.record(z.string(), z.unknown())).min(1).max(100).optional(),
  }),
  BetResulted: Signed.extend({
    TransactionId: LongId,
    BetId: LongId,
    /** 1 Accepted (a result reverted), 2 Returned, 3 Lost, 4 Won, 5 Cashed out: information only. */
    BetState: z.number().int().min(1).max(5),
    Amount: Decimal,
  }),
  Rollback: Signed.extend({ TransactionId: LongId, BetId: LongId }),
} as const satisfies Record<BetcoMethod, z.ZodType>;

/** Where our Partner API is mounted: the base URL given to BetConstruct (`<base>/BetPlaced`, …). */
export const betcoPartnerApiPath = '/api/providers/betco/partner-api';

/**
 * Our row ids for BetConstruct's ids. The old protocol's bets (routes.ts) live in the same tables under
 * provider 'betco' with ids the sandbox or a partner chose; Partner API ids carry this prefix so the two
 * never meet, and the old routes refuse any id that has it.
 */
export const PARTNER_API_ID_PREFIX = 'pa:';
export const partnerBetId = (betId: string) => `${PARTNER_API_ID_PREFIX}${betId}`;
export const partnerTxId = (transactionId: string) => `${PARTNER_API_ID_PREFIX}${transactionId}`;
/** A Rollback names the BetPlaced transaction it cancels; its own row needs an id of its own. */
export const partnerRollbackTxId = (transactionId: string) =>
  `${PARTNER_API_ID_PREFIX}rollback:${transactionId}`;

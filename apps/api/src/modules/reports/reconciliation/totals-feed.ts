import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fetchJson } from '../../../platform/json-fetch.ts';
import type { TotalsFeedConfig } from './config.ts';
import type { DayFigures } from './ours-repo.ts';

/*
 * The totals URL adapter (issue #29): `GET <P>_TOTALS_URL?day=YYYY-MM-DD` (Authorization: Bearer
 * <P>_TOTALS_TOKEN when set) answered in OUR JSON shape — a stand-in (tools/standins/hub88.ts) or a feed
 * an operator builds from a vendor's back office. No vendor is known to publish this, and no vendor's
 * API is imitated here; a vendor that one day documents a totals API gets an adapter of its own behind
 * the same port (totals.ts).
 *
 *   { "day": "2026-03-09", "complete": true,
 *     "totals": [ { "currency": "TRY", "bets": "1250000", "wins": "1104550", "refunds": "2000",
 *                   "transactions": "5312" } ] }
 *
 * Amounts are integer minor units as decimal text (or a JSON integer up to 2^53 − 1: beyond that a JSON
 * number has already lost digits); `complete: false` means the source has not closed the day yet. The
 * answer is all-or-nothing: another day, a malformed figure or a currency twice is garbage and nothing
 * is taken from it.
 */

/** A day's totals are a few lines: an answer larger than this is not one. */
const MAX_BODY_BYTES = 64 * 1024;

const Amount = z
  .union([z.string().regex(/^\d{1,18}$/), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
  .transform((value) => BigInt(value));

const FeedAnswer = z.object({
  day: z.iso.date(),
  complete: z.boolean(),
  totals: z
    .array(
      z.object({
        currency: z.string().regex(/^[A-Z]{3}$/),
        bets: Amount,
        wins: Amount,
        refunds: Amount,
        transactions: Amount,
      }),
    )
    .max(200),
});

export type FeedLine = DayFigures & { currency: string };

export type FeedFetch =
  | { ok: true; lines: FeedLine[]; sha256: string }
  /** `open`: the source answered that the day is not complete yet. */
  | { ok: false; outcome: 'unreachable' | 'garbage' | 'open'; reason: string };

export type TotalsFeed = (day: string) => Promise<FeedFetch>;

export function createTotalsFeed({
  url,
  token,
  timeoutMs = 10_000,
  fetchImpl = fetch,
}: TotalsFeedConfig & { timeoutMs?: number; fetchImpl?: typeof fetch }): TotalsFeed {
  return async (day) => {
    const target = new URL(url);
    target.searchParams.set('day', day);
    const fetched = await fetchJson({ url: target, token, timeoutMs, maxBytes: MAX_BODY_BYTES, fetchImpl });
    if (!fetched.ok) return fetched;
    const { body, text } = fetched;
    const parsed = FeedAnswer.safeParse(body);
    if (!parsed.success)
      return { ok: false, outcome: 'garbage', reason: parsed.error.issues[0]?.message ?? 'shape' };
    if (parsed.data.day !== day)
      return { ok: false, outcome: 'garbage', reason: `answered ${parsed.data.day}` };
    if (!parsed.data.complete) return { ok: false, outcome: 'open', reason: 'the day is not complete' };
    const currencies = new Set(parsed.data.totals.map((line) => line.currency));
    if (currencies.size !== parsed.data.totals.length)
      return { ok: false, outcome: 'garbage', reason: 'a currency twice' };
    return { ok: true, lines: parsed.data.totals, sha256: createHash('sha256').update(text).digest('hex') };
  };
}

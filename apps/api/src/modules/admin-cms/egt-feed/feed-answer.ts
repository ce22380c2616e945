import { z } from 'zod';

/*
 * What EGT Digital's jackpot feed answers — OUR shape, not the vendor's: EGT Digital publishes no jackpot
 * protocol (PROTOCOLS §4c), so until its document is at hand the feed is modelled as a polled JSON
 * document behind this one parser. When the real document arrives, only this file (and its contract
 * tests, one per field read: test/content/egt-jackpot-feed.test.ts) should have to change.
 *
 *   GET <EGT_JACKPOT_FEED_URL>            (Authorization: Bearer <EGT_JACKPOT_FEED_TOKEN> when set)
 *   200 {
 *     "currency": "TRY",                                  the amounts' currency: must be the site's
 *     "jackpots": [                                       every jackpot the feed knows
 *       { "name": "High Cash",                            EGT's instance name (our card's name)
 *         "levels": [ { "level": 1, "amount": 1825040 },  levels 1–4, each once;
 *                     … ] },                              amount: integer minor units (kuruş)
 *       …
 *     ]
 *   }
 *
 * Fields not named here are ignored (a vendor adds fields; we read only these). Amounts are integers in
 * minor units so no figure passes through a float. An answer that breaks any rule is garbage as a
 * whole — no half of it is written — and so is one that leaves out a jackpot the feed owns: the feed is
 * the whole truth of those cards, and a card it stopped naming must not keep a figure nobody vouches for.
 */

const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

const LevelSchema = z.object({
  level: z.number().int().min(1).max(4),
  amount: z.number().int().min(0).max(MAX_AMOUNT),
});

// An EGT card has four levels (the site shows no other): every one of them, once.
const LevelsSchema = z
  .array(LevelSchema)
  .length(4)
  .refine((levels) => new Set(levels.map((l) => l.level)).size === levels.length, {
    message: 'each level once',
  });

// A card we do not own is only named: its levels are not ours to read, nor to refuse the answer over.
const FeedAnswerSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  jackpots: z.array(z.object({ name: z.string().min(1).max(60), levels: z.unknown() })).max(100),
});

export type FeedLevels = { level: number; amountMinor: bigint }[];

export type ParsedFeed = { ok: true; jackpots: Map<string, FeedLevels> } | { ok: false; reason: string };

/**
 * The feed's body read for the jackpots in `owned`: their levels in minor units, or why the answer is
 * garbage. `currency` is the site currency's code (jackpots carry no currency of their own here).
 */
export function parseFeedAnswer(
  body: unknown,
  { currency, owned }: { currency: string; owned: readonly string[] },
): ParsedFeed {
  const parsed = FeedAnswerSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };
  if (parsed.data.currency !== currency)
    return { ok: false, reason: `currency ${parsed.data.currency}, not the site's ${currency}` };
  const jackpots = new Map<string, FeedLevels>();
  for (const name of owned) {
    const found = parsed.data.jackpots.filter((jackpot) => jackpot.name === name);
    if (found.length !== 1) return { ok: false, reason: `${name}: named ${found.length} times, not once` };
    const levels = LevelsSchema.safeParse(found[0]!.levels);
    if (!levels.success) return { ok: false, reason: `${name}: ${z.prettifyError(levels.error)}` };
    jackpots.set(
      name,
      levels.data
        .map(({ level, amount }) => ({ level, amountMinor: BigInt(amount) }))
        .sort((a, b) => a.level - b.level),
    );
  }
  return { ok: true, jackpots };
}

import type { FastifyBaseLogger } from 'fastify';
import type { MoneyService } from '../../../platform/money.ts';
import type { ScheduledWork } from '../../leases/index.ts';
import type { Jackpots } from '../jackpots.ts';
import type { FeedClient } from './feed-client.ts';
import { parseFeedAnswer } from './feed-answer.ts';

/*
 * EGT Digital's jackpot levels, polled (issue #29): every EGT_JACKPOT_FEED_POLL_SECONDS the feed is
 * asked, and the cards it owns are written through the jackpots' port (`setFeedLevels`) only when a
 * value moved — the port then drops the site's cache and pushes JackpotsChanged to every lobby.
 *
 * One poller across the processes: the holder of the lease `egt-jackpot-feed` (modules/leases), as the
 * simulated sports feed runs. Side by side would be safe for the data (the port writes under a table
 * lock and skips unchanged values) but every process would ask the vendor — N times the load on a
 * third party's quota — and a change would be written and pushed by whichever got there first while the
 * others found it unchanged only by luck of timing; one poller keeps it one request and one push per move.
 *
 * A poll that fails (no answer, an HTTP error) or answers garbage (not JSON, not our shape, another
 * currency, an owned card missing) writes nothing: the last values stay, the outcome is logged and
 * counted (lale_jackpot_feed_polls_total). With no good answer for EGT_JACKPOT_FEED_STALE_MINUTES the
 * owned cards are withheld — left off the site (jackpots.ts says why) — until a good answer writes them
 * again. A process that takes the lease over starts that count afresh: the previous holder's last good
 * answer is not known to it, so staleness may be noticed up to one limit later after a takeover.
 */

export const EGT_JACKPOT_FEED_LEASE = 'egt-jackpot-feed';

/** What one poll came to: a value written, nothing moved, no answer, an answer we cannot read, a failed write. */
export type FeedPollOutcome = 'changed' | 'unchanged' | 'unreachable' | 'garbage' | 'failed';

export type EgtJackpotPoller = ScheduledWork & {
  /** One poll now (tests; the scheduler's `step` calls it when due). */
  poll(): Promise<FeedPollOutcome>;
};

export function createEgtJackpotPoller({
  client,
  jackpots,
  money,
  owned,
  pollMs,
  staleMs,
  log,
  onPoll,
}: {
  client: FeedClient;
  jackpots: Pick<Jackpots, 'setFeedLevels' | 'withhold'>;
  money: Pick<MoneyService, 'siteCurrency'>;
  /** The cards the feed owns (EGT's High Cash and Clover Chance). */
  owned: readonly string[];
  pollMs: number;
  staleMs: number;
  log: FastifyBaseLogger;
  /** Counted per outcome (platform metrics). */
  onPoll: (outcome: FeedPollOutcome) => void;
}): EgtJackpotPoller {
  let nextPollAt: number | undefined;
  let lastGoodAt: number | undefined;

  async function poll(): Promise<FeedPollOutcome> {
    const fetched = await client();
    if (!fetched.ok) {
      log.warn({ outcome: fetched.outcome, reason: fetched.reason }, 'EGT jackpot feed: no usable answer');
      return fetched.outcome;
    }
    const { code } = await money.siteCurrency();
    const parsed = parseFeedAnswer(fetched.body, { currency: code, owned });
    if (!parsed.ok) {
      log.warn({ outcome: 'garbage', reason: parsed.reason }, 'EGT jackpot feed: answer refused');
      return 'garbage';
    }
    let changed = false;
    try {
      for (const [name, levels] of parsed.jackpots)
        changed = (await jackpots.setFeedLevels(name, levels)) === 'changed' || changed;
    } catch (err) {
      log.error({ err }, 'EGT jackpot feed: writing the levels failed');
      return 'failed';
    }
    return changed ? 'changed' : 'unchanged';
  }

  async function counted(): Promise<FeedPollOutcome> {
    const outcome = await poll();
    onPoll(outcome);
    return outcome;
  }

  return {
    poll: counted,

    /** A new holder polls at once and gives the feed a whole limit from now before withholding. */
    async recover() {
      nextPollAt = undefined;
      lastGoodAt = undefined;
    },

    async step(now: Date): Promise<Date> {
      const at = now.getTime();
      lastGoodAt ??= at;
      if (nextPollAt !== undefined && nextPollAt > at) return new Date(nextPollAt);
      nextPollAt = at + pollMs;
      const outcome = await counted();
      if (outcome === 'changed' || outcome === 'unchanged') lastGoodAt = at;
      else if (at - lastGoodAt >= staleMs) {
        const withheld = await jackpots.withhold(owned);
        if (withheld.length > 0)
          log.error(
            { jackpots: withheld, silentMs: at - lastGoodAt },
            'EGT jackpot feed: stale, its jackpots are withheld from the site',
          );
      }
      return new Date(nextPollAt);
    },
  };
}

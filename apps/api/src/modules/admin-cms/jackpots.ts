import { RealtimeCommand, type AdminJackpot } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { JackpotsRepo, StoredJackpot } from './jackpots-repo.ts';

/*
 * The jackpots' values (issue #27): one port through which whoever owns a jackpot's figures writes them
 * — the operator's back office (the "operator" adapter: the admin route, `setLevels`) or a provider's
 * feed (EGT Digital's cards, egt-feed/: `setFeedLevels`). A write drops the site's bootstrap cache and
 * tells every connected site (`JackpotsChanged` on the hub), whose lobbies re-read the values at once;
 * a visitor without a hub connection re-reads them within the lobby's minute.
 *
 * A jackpot a feed owns is not the operator's to set: the operator's write is refused (JackpotFeedOwned)
 * rather than accepted, because the feed would overwrite it at its next answer, seconds later — a
 * value that silently reverts is worse than a clear "this one comes from the provider". The back office
 * shows the source and offers no edit for it.
 *
 * A feed silent past its limit has its jackpots withheld: the site stops showing them (a progressive
 * jackpot's last figure may long be gone — won, reset — and the site must not advertise a prize nobody
 * vouches for), until the feed's next good answer writes values and shows them again. A card withheld
 * while its feed is later switched off comes back when the operator sets its values.
 */

type MinorLevels = readonly { level: number; amountMinor: bigint }[];

export function createJackpots({
  repo,
  money,
  clock,
  realtime,
  log,
  onChanged,
  feedOwned = [],
}: {
  repo: JackpotsRepo;
  money: MoneyService;
  clock: Clock;
  realtime: Pick<RealtimePublisher, 'toAll'>;
  log: FastifyBaseLogger;
  /** Drops the bootstrap's cache (the EGT cards travel in it). */
  onChanged: () => void;
  /** The jackpots a provider's feed owns (EGT's cards when its feed is configured). */
  feedOwned?: readonly string[];
}) {
  const owned = new Set(feedOwned);

  async function view(stored: StoredJackpot): Promise<AdminJackpot> {
    const { id } = await money.siteCurrency();
    return {
      name: stored.name,
      source: owned.has(stored.name) ? 'feed' : 'operator',
      withheld: stored.withheldSince !== null,
      levels: await Promise.all(
        stored.levels.map(async (l) => ({ level: l.level, value: await money.toDecimal(l.amountMinor, id) })),
      ),
    };
  }

  async function tellSites(names: readonly string[]): Promise<void> {
    onChanged();
    for (const name of names) {
      try {
        await realtime.toAll(RealtimeCommand.JackpotsChanged, { name });
      } catch (err) {
        // Best effort: the lobbies also re-read every minute.
        log.warn({ err, jackpot: name }, 'jackpot push failed');
      }
    }
  }

  /** Every level of the jackpot once, in minor units: written under the tables' lock, then told. */
  async function write(name: string, levels: MinorLevels) {
    const { before, after } = await repo.transaction(async (tx) => {
      await repo.lock(tx);
      const found = (await repo.all(tx)).find((jackpot) => jackpot.name === name);
      if (!found) throw refuse({ code: 'JackpotNotFound' });
      const expected = found.levels.map((l) => l.level).join(',');
      const given = [...levels].sort((a, b) => a.level - b.level);
      if (given.map((l) => l.level).join(',') !== expected) throw refuse({ code: 'JackpotLevelsInvalid' });
      await repo.setLevels(tx, name, given, found.kind, clock.now());
      const changed = (await repo.all(tx)).find((jackpot) => jackpot.name === name)!;
      return { before: found, after: changed };
    });
    await tellSites([name]);
    return { before, after };
  }

  const sameLevels = (stored: StoredJackpot, levels: MinorLevels) =>
    stored.levels.length === levels.length &&
    stored.levels.every((l) =>
      levels.some((given) => given.level === l.level && given.amountMinor === l.amountMinor),
    );

  return {
    async list(): Promise<AdminJackpot[]> {
      return Promise.all((await repo.all()).map(view));
    },

    /**
     * The operator's adapter: every level of the jackpot once, values in the site currency. Answers it
     * before and after. Refused for a jackpot a feed owns.
     */
    async setLevels(name: string, levels: readonly { level: number; value: number }[]) {
      if (owned.has(name)) throw refuse({ code: 'JackpotFeedOwned' });
      const { id } = await money.siteCurrency();
      const converted = await Promise.all(
        levels.map(async ({ level, value }) => {
          const amountMinor = await money.toMinor(value, id);
          if (amountMinor === null) throw refuse({ code: 'JackpotLevelsInvalid' });
          return { level, amountMinor };
        }),
      );
      const { before, after } = await write(name, converted);
      return { before: await view(before), after: await view(after) };
    },

    /**
     * A feed's adapter: the jackpot's levels in minor units of the site currency (the feed's amounts
     * are integers; no float on the way). Written only when they differ from the stored ones or the
     * jackpot was withheld, so a feed polled every few seconds does not rewrite, drop the site's cache
     * and push to every lobby when nothing moved.
     */
    async setFeedLevels(name: string, levels: MinorLevels): Promise<'changed' | 'unchanged'> {
      const stored = (await repo.all()).find((jackpot) => jackpot.name === name);
      if (stored && stored.withheldSince === null && sameLevels(stored, levels)) return 'unchanged';
      await write(name, levels);
      return 'changed';
    },

    /** Leaves the named jackpots off the site (their feed went silent); answers those newly withheld. */
    async withhold(names: readonly string[]): Promise<string[]> {
      const withheld = await repo.withhold(names, clock.now());
      if (withheld.length > 0) await tellSites(withheld);
      return withheld;
    },
  };
}

export type Jackpots = ReturnType<typeof createJackpots>;

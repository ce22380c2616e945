import { RealtimeCommand, type AdminJackpot } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { JackpotsRepo, StoredJackpot } from './jackpots-repo.ts';

/*
 * The jackpots' values (issue #27): one port, `setLevels`, through which whoever owns a jackpot's
 * figures writes them — the operator's back office today (the "operator" adapter: the admin route), a
 * provider's jackpot feed later, through the same call. A write drops the site's bootstrap cache and
 * tells every connected site (`JackpotsChanged` on the hub), whose lobbies re-read the values at once;
 * a visitor without a hub connection re-reads them within the lobby's minute.
 */

export function createJackpots({
  repo,
  money,
  clock,
  realtime,
  log,
  onChanged,
}: {
  repo: JackpotsRepo;
  money: MoneyService;
  clock: Clock;
  realtime: Pick<RealtimePublisher, 'toAll'>;
  log: FastifyBaseLogger;
  /** Drops the bootstrap's cache (the EGT cards travel in it). */
  onChanged: () => void;
}) {
  async function view(stored: StoredJackpot): Promise<AdminJackpot> {
    const { id } = await money.siteCurrency();
    return {
      name: stored.name,
      source: 'operator',
      levels: await Promise.all(
        stored.levels.map(async (l) => ({ level: l.level, value: await money.toDecimal(l.amountMinor, id) })),
      ),
    };
  }

  return {
    async list(): Promise<AdminJackpot[]> {
      return Promise.all((await repo.all()).map(view));
    },

    /** The port: every level of the jackpot once, values in the site currency. Answers it before and after. */
    async setLevels(name: string, levels: readonly { level: number; value: number }[]) {
      const { id } = await money.siteCurrency();
      const converted = await Promise.all(
        levels.map(async ({ level, value }) => {
          const amountMinor = await money.toMinor(value, id);
          if (amountMinor === null) throw refuse({ code: 'JackpotLevelsInvalid' });
          return { level, amountMinor };
        }),
      );
      const { before, after } = await repo.transaction(async (tx) => {
        await repo.lock(tx);
        const found = (await repo.all(tx)).find((jackpot) => jackpot.name === name);
        if (!found) throw refuse({ code: 'JackpotNotFound' });
        const expected = found.levels.map((l) => l.level).join(',');
        const given = [...converted].sort((a, b) => a.level - b.level);
        if (given.map((l) => l.level).join(',') !== expected) throw refuse({ code: 'JackpotLevelsInvalid' });
        await repo.setLevels(tx, name, given, found.kind, clock.now());
        const changed = (await repo.all(tx)).find((jackpot) => jackpot.name === name)!;
        return { before: found, after: changed };
      });
      onChanged();
      try {
        await realtime.toAll(RealtimeCommand.JackpotsChanged, { name });
      } catch (err) {
        // Best effort: the lobbies also re-read every minute.
        log.warn({ err, jackpot: name }, 'jackpot push failed');
      }
      return { before: await view(before), after: await view(after) };
    },
  };
}

export type Jackpots = ReturnType<typeof createJackpots>;

import type { ScreeningListEntry } from '@lale/contracts';
import { matchEntry } from './matching.ts';
import type { ScreeningProvider } from './ports.ts';
import { SANDBOX_SEED_ENTRIES, SANDBOX_SEED_PUBLISHED, SANDBOX_SEED_VERSION } from './sandbox-list.ts';

/*
 * The screening sandbox (issue #26): plays a sanctions and PEP data vendor outside production. Its list
 * is the seeded fictional entries (sandbox-list.ts) plus those testers added (screening_sandbox_entries,
 * shared by every API process); its version is the seed's with the last added entry's number, so an
 * addition is a list update every process notices at its next sweep. It matches with matching.ts, as a
 * vendor would on its side.
 */

export type SandboxListSource = {
  /** The entries testers added, oldest first. */
  added(): Promise<ScreeningListEntry[]>;
  /** The last added entry's number and time; null when none was added. */
  lastAdded(): Promise<{ id: number; at: Date } | null>;
};

export type ScreeningSandbox = ScreeningProvider & {
  /** Every entry of the list, the seeded ones first. */
  entries(): Promise<ScreeningListEntry[]>;
};

export function createScreeningSandbox(source: SandboxListSource): ScreeningSandbox {
  const list = async () => {
    const last = await source.lastAdded();
    return last
      ? { version: `${SANDBOX_SEED_VERSION}+${last.id}`, updatedAt: last.at }
      : { version: SANDBOX_SEED_VERSION, updatedAt: SANDBOX_SEED_PUBLISHED };
  };
  const entries = async () => [...SANDBOX_SEED_ENTRIES, ...(await source.added())];
  return {
    name: 'sandbox',
    list,
    entries,
    async screen(person, { minNameScore }) {
      // The version first: an entry added meanwhile makes a newer version the next sweep screens against.
      const { version } = await list();
      const matches = (await entries()).flatMap((entry) => matchEntry(person, entry, minNameScore) ?? []);
      return { listVersion: version, matches };
    },
  };
}

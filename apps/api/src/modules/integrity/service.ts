import type { Database } from '../../db/connection.ts';
import { FINDING_SOURCES } from './sources.ts';
import type { FindingGroup, FindingSource } from './types.ts';

/** Every source's findings, grouped by kind in the sources' order (a kind with none is listed, empty). */
export async function collectFindings(
  db: Database,
  sources: readonly FindingSource[] = FINDING_SOURCES,
): Promise<FindingGroup[]> {
  const groups: FindingGroup[] = [];
  // One after another: the sources share the pool with the site, and an operator's call is not urgent.
  for (const source of sources)
    groups.push({ kind: source.kind, title: source.title, findings: await source.find(db) });
  return groups;
}

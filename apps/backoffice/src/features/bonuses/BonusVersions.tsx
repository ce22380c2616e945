import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import styles from './Bonuses.module.css';
import { useBonusVersions, type AdminBonusVersion } from './bonusApi.ts';
import { termChanges } from './versionChanges.ts';

/*
 * A definition's versions (issue #27), the current one first: what each changed compared with the
 * version before it, and who replaced it and when. A running bonus keeps the version it was granted
 * with, so this is how a member reads the terms a player's bonus runs on.
 */

type VersionRow = AdminBonusVersion & { changes: string[] | null; current: boolean };

const column = createColumnHelper<VersionRow>();

const COLUMNS: Columns<VersionRow> = [
  column.accessor('version', {
    header: 'Version',
    cell: ({ row }) => (
      <span className={styles.versionCell}>
        <span>v{row.original.version}</span>
        {row.original.current && <Badge tone="ok">Current</Badge>}
      </span>
    ),
  }),
  column.display({
    id: 'changes',
    header: 'Changes from the version before',
    cell: ({ row }) => {
      const { changes } = row.original;
      if (changes === null) return <span className={styles.faint}>First version</span>;
      if (changes.length === 0) return <span className={styles.faint}>No change to the terms</span>;
      return (
        <ul className={styles.changes}>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      );
    },
  }),
  column.accessor('replacedBy', {
    header: 'Replaced by',
    cell: ({ row }) => (row.original.current ? '—' : (row.original.replacedBy ?? 'System')),
  }),
  column.accessor('replacedAt', {
    header: 'Replaced',
    cell: ({ row }) => (row.original.current ? 'In force' : formatDateTime(row.original.replacedAt)),
  }),
];

/** The versions as rows: each with its changes against the next older one (the oldest has none to compare). */
export function versionRows(versions: readonly AdminBonusVersion[]): VersionRow[] {
  const ordered = [...versions].sort((a, b) => b.version - a.version);
  return ordered.map((version, index) => {
    const before = ordered[index + 1];
    return {
      ...version,
      changes: before ? termChanges(before.terms, version.terms) : null,
      current: version.replacedAt === null,
    };
  });
}

export function BonusVersions({ definitionId }: { definitionId: number }) {
  const versions = useBonusVersions(definitionId);
  return (
    <Panel title="Versions">
      <p className={styles.lead}>
        Every change makes a new version; a bonus already granted keeps the version it was granted with.
      </p>
      {versions.isPending && <p>Loading…</p>}
      {versions.isError && <ErrorNotice error={versions.error} />}
      {versions.data && (
        <PlainTable
          label="Versions"
          rows={versionRows(versions.data)}
          columns={COLUMNS}
          rowKey={(row) => String(row.version)}
          empty="No versions recorded."
        />
      )}
    </Panel>
  );
}

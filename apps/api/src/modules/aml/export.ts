import type { AdminAmlCase, AdminAmlCaseRow, AmlEvidence } from '@lale/contracts';
import { toCsv, type CsvColumn } from '../../platform/csv.ts';

/*
 * AML's CSV for the authority (issue #26): one case in full (a `section,key,value` list: the case, its
 * evidence, the player, each note), and the reported cases one a line with their evidence as JSON. The
 * platform's CSV writer quotes and defuses formula-looking cells (notes and usernames are free text).
 */

type Line = { section: string; key: string; value: string | number | null };

const LINE_COLUMNS: readonly CsvColumn<Line>[] = [
  { header: 'section', value: (line) => line.section },
  { header: 'key', value: (line) => line.key },
  { header: 'value', value: (line) => line.value },
];

export function caseCsv(found: AdminAmlCase): string {
  const lines: Line[] = [
    { section: 'case', key: 'id', value: found.id },
    { section: 'case', key: 'rule', value: found.rule },
    { section: 'case', key: 'status', value: found.status },
    { section: 'case', key: 'createdAt', value: found.createdAt },
    { section: 'case', key: 'decidedAt', value: found.decidedAt },
    { section: 'case', key: 'decidedBy', value: found.decidedBy },
    { section: 'case', key: 'decisionReason', value: found.decisionReason },
    ...Object.entries(found.evidence).map(([key, value]) => ({ section: 'evidence', key, value })),
    { section: 'player', key: 'id', value: found.player.id },
    { section: 'player', key: 'username', value: found.player.username },
    { section: 'player', key: 'status', value: found.player.status },
    { section: 'player', key: 'createdAt', value: found.player.createdAt },
    ...found.notes.map((note) => ({
      section: 'note',
      key: `${note.createdAt} ${note.author}`,
      value: note.body,
    })),
  ];
  return toCsv(LINE_COLUMNS, lines);
}

type Reported = AdminAmlCaseRow & { evidence: AmlEvidence; decisionReason: string | null };

const REPORTED_COLUMNS: readonly CsvColumn<Reported>[] = [
  { header: 'caseId', value: (row) => row.id },
  { header: 'playerId', value: (row) => row.playerId },
  { header: 'username', value: (row) => row.username },
  { header: 'rule', value: (row) => row.rule },
  { header: 'createdAt', value: (row) => row.createdAt },
  { header: 'reportedAt', value: (row) => row.decidedAt },
  { header: 'reportedBy', value: (row) => row.decidedBy },
  { header: 'reason', value: (row) => row.decisionReason },
  { header: 'evidence', value: (row) => JSON.stringify(row.evidence) },
];

export const reportedCsv = (rows: readonly Reported[]) => toCsv(REPORTED_COLUMNS, rows);

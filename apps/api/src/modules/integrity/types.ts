import type { Database } from '../../db/connection.ts';

/*
 * What an integrity finding is (issue 23, remediation): a round, ticket or bonus a hole already paid, with
 * what it paid, for an operator to review. A source finds one kind of them; sources.ts lists them.
 */

export type IntegrityFinding = {
  kind: string;
  playerId: number;
  /** What it is about: 'round:<uuid>', 'ticket:<uuid>', 'bonus:<id>'. */
  subject: string;
  /** What the round or bonus paid, in minor units, as a decimal string. */
  amountMinor: string;
  currencyCode: string;
  /** When it happened, ISO time. */
  at: string;
  detail: string;
};

export type FindingSource = { kind: string; title: string; find(db: Database): Promise<IntegrityFinding[]> };

export type FindingGroup = { kind: string; title: string; findings: IntegrityFinding[] };

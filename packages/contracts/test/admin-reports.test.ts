import { describe, expect, it } from 'vitest';
import {
  ADMIN_REPORTS_PATHS,
  AdminGgrReportQuerySchema,
  AdminReportQuerySchema,
  GGR_GROUPS,
} from '../src/index.ts';
import { issues } from './helpers.ts';

/*
 * The reports' queries (admin-reports.ts, issue #27): calendar days, a group, a currency code. Whether
 * `from` ≤ `to` and the range's length are the service's refusals (ReportsRangeReversed,
 * ReportsRangeTooLong), so the schema takes either order and any length.
 */

const paths = (schema: Parameters<typeof issues>[0], value: unknown) =>
  issues(schema, value).map((i) => i.path);

describe('a report query', () => {
  it('takes nothing (the last 30 days in TRY) or calendar days and a currency code', () => {
    expect(AdminReportQuerySchema.parse({})).toEqual({ currency: 'TRY' });
    expect(paths(AdminReportQuerySchema, { from: '2024-02-29', to: '2026-03-09', currency: 'EUR' })).toEqual(
      [],
    );
    // The order and the length are the service's to refuse, with an outcome.
    expect(paths(AdminReportQuerySchema, { from: '2026-03-10', to: '2026-03-09' })).toEqual([]);
  });

  it('refuses a day that is not a calendar day, and a currency that is not a code', () => {
    for (const from of ['2026-02-30', '2025-02-29', '2026-3-9', '09.03.2026', '2026-03-09T00:00:00Z', ''])
      expect(paths(AdminReportQuerySchema, { from }), from).toEqual(['from']);
    for (const currency of ['try', 'TRYY', 'TR', ''])
      expect(paths(AdminReportQuerySchema, { currency }), currency).toEqual(['currency']);
  });

  it('groups GGR by one of five keys, by day unless told', () => {
    expect(AdminGgrReportQuerySchema.parse({}).by).toBe('day');
    for (const by of GGR_GROUPS) expect(paths(AdminGgrReportQuerySchema, { by })).toEqual([]);
    for (const by of ['week', 'Day', '']) expect(paths(AdminGgrReportQuerySchema, { by })).toEqual(['by']);
  });

  it('has a CSV twin of every report at <report>/export', () => {
    for (const report of ['ggr', 'payments', 'bonusCost', 'players'] as const)
      expect(ADMIN_REPORTS_PATHS[`${report}Export`]).toBe(`${ADMIN_REPORTS_PATHS[report]}/export`);
  });
});

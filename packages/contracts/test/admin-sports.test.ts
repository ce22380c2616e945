import { describe, expect, it } from 'vitest';
import {
  ADMIN_SPORTS_REASON_MAX,
  AdminSportsBetsQuerySchema,
  AdminSportsHoldRequestSchema,
  AdminSportsSettleRequestSchema,
  MAX_PAGE_TAKE,
} from '../src/index.ts';
import { issues, repeat } from './helpers.ts';

/* The operator sports API's request rules (admin-sports.ts), on both sides of each limit. */

const paths = (schema: Parameters<typeof issues>[0], value: unknown) =>
  issues(schema, value).map((i) => i.path);

describe('suspend and reopen', () => {
  it('takes a reason of 3 to 500 characters, never blank', () => {
    expect(paths(AdminSportsHoldRequestSchema, { reason: 'abc' })).toEqual([]);
    expect(paths(AdminSportsHoldRequestSchema, { reason: repeat(ADMIN_SPORTS_REASON_MAX) })).toEqual([]);
    for (const reason of ['ab', '     ', repeat(ADMIN_SPORTS_REASON_MAX + 1), undefined])
      expect(paths(AdminSportsHoldRequestSchema, { reason })).toEqual(['reason']);
  });

  it('names a market as the feed does: key and specifiers (none by default)', () => {
    const parsed = AdminSportsHoldRequestSchema.parse({ market: { key: '1x2' }, reason: 'abc' });
    expect(parsed.market).toEqual({ key: '1x2', specifiers: {} });
    expect(
      paths(AdminSportsHoldRequestSchema, {
        market: { key: 'total', specifiers: { total: '2.5', hcp: '0:1' } },
        reason: 'abc',
      }),
    ).toEqual([]);
    expect(paths(AdminSportsHoldRequestSchema, { market: { key: 'Total' }, reason: 'abc' })).toEqual([
      'market.key',
    ]);
    expect(
      paths(AdminSportsHoldRequestSchema, {
        market: { key: 'total', specifiers: { total: '' } },
        reason: 'abc',
      }),
    ).toEqual(['market.specifiers.total']);
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`s${'abcdefghijk'[i]}`, '1']));
    expect(
      paths(AdminSportsHoldRequestSchema, { market: { key: 'x', specifiers: eleven }, reason: 'abc' }),
    ).toEqual(['market.specifiers']);
  });
});

describe('settle and resettle', () => {
  const valid = {
    market: { key: '1x2' },
    outcomes: [
      { id: '1', result: 'won' },
      { id: 'X', result: 'lost', voidFactor: 0.5 },
    ],
    reason: 'Result confirmed',
  };

  it('takes won or lost per outcome and a void factor of 0, 0.5 or 1', () => {
    expect(paths(AdminSportsSettleRequestSchema, valid)).toEqual([]);
    for (const voidFactor of [0, 0.5, 1])
      expect(
        paths(AdminSportsSettleRequestSchema, {
          ...valid,
          outcomes: [{ id: '1', result: 'won', voidFactor }],
        }),
      ).toEqual([]);
    expect(
      paths(AdminSportsSettleRequestSchema, {
        ...valid,
        outcomes: [{ id: '1', result: 'won', voidFactor: 0.25 }],
      }),
    ).toEqual(['outcomes.0.voidFactor']);
    expect(paths(AdminSportsSettleRequestSchema, { ...valid, outcomes: [{ id: '1', result: 1 }] })).toEqual([
      'outcomes.0.result',
    ]);
  });

  it('takes 1 to 100 outcomes', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, result: 'lost' }));
    expect(paths(AdminSportsSettleRequestSchema, { ...valid, outcomes: many(100) })).toEqual([]);
    expect(paths(AdminSportsSettleRequestSchema, { ...valid, outcomes: many(101) })).toEqual(['outcomes']);
    expect(paths(AdminSportsSettleRequestSchema, { ...valid, outcomes: [] })).toEqual(['outcomes']);
  });
});

describe('bet search', () => {
  it(`pages 1 to ${MAX_PAGE_TAKE} bets, 20 by default`, () => {
    expect(AdminSportsBetsQuerySchema.parse({}).take).toBe(20);
    expect(paths(AdminSportsBetsQuerySchema, { take: String(MAX_PAGE_TAKE) })).toEqual([]);
    expect(paths(AdminSportsBetsQuerySchema, { take: String(MAX_PAGE_TAKE + 1) })).toEqual(['take']);
    expect(paths(AdminSportsBetsQuerySchema, { take: '0' })).toEqual(['take']);
  });

  it('reads days as YYYY-MM-DD and a minimum stake as an amount', () => {
    expect(AdminSportsBetsQuerySchema.parse({ from: '2026-11-24', minStake: '12.50' })).toMatchObject({
      from: '2026-11-24',
      minStake: 12.5,
    });
    expect(paths(AdminSportsBetsQuerySchema, { from: '24.11.2026' })).toEqual(['from']);
    expect(paths(AdminSportsBetsQuerySchema, { minStake: '-1' })).toEqual(['minStake']);
    expect(paths(AdminSportsBetsQuerySchema, { status: 'pending' })).toEqual(['status']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../src/modules/reports/reconciliation/statement.ts';
import { createTotalsFeed } from '../../src/modules/reports/reconciliation/totals-feed.ts';
import { ConfigError } from '../../src/platform/secrets.ts';
import { tempDir, testConfig } from '../support/app.ts';

/*
 * The provider reconciliation's two inputs (issue #29) on literal texts, without a database: the
 * statement layout an operator uploads (statement.ts) and the totals URL's JSON (totals-feed.ts, with a
 * fetch that answers what each case says), and the settings' refusals (config.ts).
 */

const HEADER = 'currency,bets,wins,refunds,transactions';

describe('the statement layout', () => {
  it('reads the header and one line per currency, tolerating a BOM, CRLF, spaces, case and blank lines', () => {
    expect(
      parseStatement(
        `\uFEFF Currency , BETS,wins,refunds,transactions\r\n\r\nTRY, 2200 ,2500,0,5\r\nEUR,1,2,3,4`,
      ),
    ).toEqual({
      ok: true,
      lines: [
        { currency: 'TRY', bets: 2200n, wins: 2500n, refunds: 0n, transactions: 5n, line: 3 },
        { currency: 'EUR', bets: 1n, wins: 2n, refunds: 3n, transactions: 4n, line: 4 },
      ],
    });
    // A statement of a day without play: the header alone.
    expect(parseStatement(`${HEADER}\n`)).toEqual({ ok: true, lines: [] });
  });

  it('keeps amounts past 2^53 exact', () => {
    const big = '900719925474099312';
    const parsed = parseStatement(`${HEADER}\nTRY,${big},0,0,1`);
    expect(parsed.ok && parsed.lines[0]!.bets).toBe(BigInt(big));
  });

  it('refuses at the first bad line, naming it and what is wrong', () => {
    const refusal = (text: string) => {
      const parsed = parseStatement(text);
      return parsed.ok ? 'read' : `${parsed.line}:${parsed.problem}`;
    };
    expect(refusal('')).toBe('0:empty');
    expect(refusal('\n\n')).toBe('0:empty');
    expect(refusal('currency;bets;wins;refunds;transactions\nTRY;1;1;1;1')).toBe('1:header');
    expect(refusal(`${HEADER},extra\nTRY,1,1,1,1`)).toBe('1:header');
    expect(refusal(`${HEADER}\nTRY,1,1,1`)).toBe('2:columns');
    expect(refusal(`${HEADER}\nTRY,"1",1,1,1`)).toBe('2:amount');
    expect(refusal(`${HEADER}\nTRY,1.50,1,1,1`)).toBe('2:amount');
    expect(refusal(`${HEADER}\nTRY,-1,1,1,1`)).toBe('2:amount');
    expect(refusal(`${HEADER}\nTRY,1e3,1,1,1`)).toBe('2:amount');
    expect(refusal(`${HEADER}\nTRY,1234567890123456789,1,1,1`)).toBe('2:amount');
    expect(refusal(`${HEADER}\ntry,1,1,1,1`)).toBe('2:currency');
    expect(refusal(`${HEADER}\n=SUM(A1),1,1,1,1`)).toBe('2:currency');
    expect(refusal(`${HEADER}\nTRY,1,1,1,1\n\nTRY,2,2,2,2`)).toBe('4:duplicate');
  });
});

describe('the totals URL', () => {
  const DAY = '2026-04-01';
  const asked: { url: string; headers: Headers }[] = [];
  const feedAnswering = (status: number, body: string, token?: string) =>
    createTotalsFeed({
      url: 'https://totals.example/v1/hub88?site=lale',
      token,
      fetchImpl: (async (input: URL, init: RequestInit) => {
        asked.push({ url: String(input), headers: new Headers(init.headers) });
        return new Response(body, { status });
      }) as typeof fetch,
    });
  const answer = (body: object) => JSON.stringify({ day: DAY, complete: true, ...body });

  it('asks for the day with the bearer token and reads amounts as text or safe integers', async () => {
    const big = '900719925474099312';
    const feed = feedAnswering(
      200,
      answer({
        totals: [
          { currency: 'TRY', bets: big, wins: 2500, refunds: '0', transactions: 5 },
          { currency: 'EUR', bets: '1', wins: '2', refunds: '3', transactions: '4' },
        ],
      }),
      'totals-token-1',
    );
    const fetched = await feed(DAY);
    expect(fetched).toMatchObject({
      ok: true,
      lines: [
        { currency: 'TRY', bets: BigInt(big), wins: 2500n, refunds: 0n, transactions: 5n },
        { currency: 'EUR', bets: 1n, wins: 2n, refunds: 3n, transactions: 4n },
      ],
    });
    expect(asked.at(-1)!.url).toBe(`https://totals.example/v1/hub88?site=lale&day=${DAY}`);
    expect(asked.at(-1)!.headers.get('authorization')).toBe('Bearer totals-token-1');
  });

  it('takes nothing from an answer it cannot trust whole', async () => {
    const outcome = async (status: number, body: string) => {
      const fetched = await feedAnswering(status, body)(DAY);
      return fetched.ok ? 'ok' : fetched.outcome;
    };
    expect(await outcome(503, answer({ totals: [] }))).toBe('unreachable');
    expect(await outcome(200, 'not json')).toBe('garbage');
    expect(await outcome(200, JSON.stringify({ day: '2026-03-31', complete: true, totals: [] }))).toBe(
      'garbage',
    );
    expect(await outcome(200, JSON.stringify({ day: DAY, complete: false, totals: [] }))).toBe('open');
    const line = { currency: 'TRY', bets: '1', wins: '1', refunds: '1', transactions: '1' };
    expect(await outcome(200, answer({ totals: [line, line] }))).toBe('garbage');
    expect(await outcome(200, answer({ totals: [{ ...line, bets: '1.5' }] }))).toBe('garbage');
    expect(await outcome(200, answer({ totals: [{ ...line, bets: -1 }] }))).toBe('garbage');
    // A JSON number past 2^53 has already lost digits: refused, not rounded (the text as a feed sends it).
    const unsafe = answer({ totals: [{ ...line, bets: 0 }] }).replace('"bets":0', '"bets":9007199254740993');
    expect(await outcome(200, unsafe)).toBe('garbage');
    expect(await outcome(200, answer({ totals: [{ ...line, currency: 'tr' }] }))).toBe('garbage');
    expect(await outcome(200, `{"pad":"${'x'.repeat(70 * 1024)}"}`)).toBe('garbage');
  });

  it('reports a source that cannot be reached', async () => {
    const feed = createTotalsFeed({
      url: 'https://totals.example/',
      token: undefined,
      fetchImpl: (async () => {
        throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
      }) as typeof fetch,
    });
    expect(await feed(DAY)).toEqual({ ok: false, outcome: 'unreachable', reason: 'connect ECONNREFUSED' });
  });
});

describe('the settings', () => {
  const load = (env: Record<string, string>) => {
    const dir = tempDir('lale-reconciliation-config-');
    try {
      return testConfig(dir.path, env).reconciliation;
    } finally {
      dir.remove();
    }
  };

  it('has no feed unless a URL is set, and reads the grace and the look-back', () => {
    expect(load({})).toEqual({ feeds: {}, graceMs: 6 * 3_600_000, lookbackDays: 7 });
    expect(
      load({
        FCG_TOTALS_URL: 'https://totals.example/fcg',
        FCG_TOTALS_TOKEN: 'fcg-token-1',
        RECONCILIATION_GRACE_HOURS: '0',
        RECONCILIATION_LOOKBACK_DAYS: '30',
      }),
    ).toEqual({
      feeds: { fcg: { url: 'https://totals.example/fcg', token: 'fcg-token-1' } },
      graceMs: 0,
      lookbackDays: 30,
    });
  });

  it('refuses a token without its URL, and a clear-text URL off the loopback in production', () => {
    expect(() => load({ BETCO_TOTALS_TOKEN: 'betco-token-1' })).toThrow(ConfigError);
    expect(() => load({ RECONCILIATION_GRACE_HOURS: '73' })).toThrow();
    const production = {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
    };
    expect(() => load({ ...production, HUB88_TOTALS_URL: 'http://totals.example/' })).toThrow(
      /HUB88_TOTALS_URL must be https/,
    );
    expect(load({ ...production, HUB88_TOTALS_URL: 'http://127.0.0.1:4188/standin/totals' }).feeds).toEqual({
      hub88: { url: 'http://127.0.0.1:4188/standin/totals', token: undefined },
    });
  });
});

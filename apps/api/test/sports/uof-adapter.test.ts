import { describe, expect, it } from 'vitest';
import { FeedMessageSchema } from '../../src/modules/sports/feed/messages.ts';
import { parseUofFixture, translateUofMessage } from '../../src/modules/sports/uof/translate.ts';
import { tempDir, testConfig } from '../support/app.ts';

/*
 * The UOF adapter's translation: literal Unified Odds Feed XML, written here by hand from Sportradar's
 * documented shapes (docs.sportradar.com/uof, "Messages"), into the feed port's messages. Each result must
 * also pass the port's own schema, as the processor checks it.
 */

const message = (xml: string) => {
  const out = translateUofMessage(xml);
  if (out.kind !== 'message') throw new Error(`expected a message, got ${JSON.stringify(out)}`);
  FeedMessageSchema.parse(out.message);
  const { id, ...rest } = out.message;
  expect(id).toMatch(/^uof:/);
  return rest;
};

describe('UOF messages into our feed messages', () => {
  it('odds_change: markets by id and specifiers, outcomes by id, the match state', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<odds_change product="1" event_id="sr:match:1234" timestamp="1764441600000">
  <sport_event_status status="1" match_status="6" home_score="1" away_score="0">
    <clock match_time="23:10"/>
  </sport_event_status>
  <odds>
    <market id="1" status="1">
      <outcome id="1" odds="1.55" active="1"/>
      <outcome id="2" odds="3.9" active="1"/>
      <outcome id="3" odds="6.25" active="1"/>
    </market>
    <market id="18" specifiers="total=2.5" status="-1">
      <outcome id="12" odds="1.8" active="1"/>
      <outcome id="13" odds="1.95" active="0"/>
    </market>
    <market id="14" specifiers="hcp=0:1" status="1">
      <outcome id="1711" odds="2.6" active="1"/>
      <outcome id="1712" odds="3.4" active="1"/>
      <outcome id="1713" odds="2.4" active="1"/>
    </market>
    <market id="29" status="0"/>
    <market id="999" specifiers="foo=1" status="1"><outcome id="1" odds="2" active="1"/></market>
  </odds>
</odds_change>`;
    expect(message(xml)).toEqual({
      type: 'odds_change',
      producer: 1,
      timestamp: 1764441600000,
      event: 'sr:match:1234',
      eventStatus: { status: 1, homeScore: 1, awayScore: 0, matchTime: '23:10', period: '1st_half' },
      markets: [
        {
          key: '1x2',
          specifiers: {},
          status: 1,
          outcomes: [
            { id: '1', odds: 1.55, active: true },
            { id: 'X', odds: 3.9, active: true },
            { id: '2', odds: 6.25, active: true },
          ],
        },
        {
          key: 'total',
          specifiers: { total: '2.5' },
          status: -1,
          outcomes: [
            { id: 'over', odds: 1.8, active: true },
            { id: 'under', odds: 1.95, active: false },
          ],
        },
        {
          key: 'handicap',
          specifiers: { hcp: '-1' },
          status: 1,
          outcomes: [
            { id: '1', odds: 2.6, active: true },
            { id: 'X', odds: 3.4, active: true },
            { id: '2', odds: 2.4, active: true },
          ],
        },
        // A market our book does not carry (999) is left out.
        { key: 'btts', specifiers: {}, status: 0, outcomes: [] },
      ],
    });
  });

  it('odds_change of basketball and tennis markets; UOF event status numbers become ours', () => {
    const xml = `<odds_change product="3" event_id="sr:match:77" timestamp="1764441600001">
  <sport_event_status status="3" match_status="100" home_score="88" away_score="80"/>
  <odds>
    <market id="223" specifiers="hcp=-4.5" status="1"><outcome id="1714" odds="1.9" active="1"/><outcome id="1715" odds="1.9" active="1"/></market>
    <market id="202" specifiers="setnr=2" status="-2"/>
  </odds>
</odds_change>`;
    expect(message(xml)).toMatchObject({
      producer: 3,
      // UOF 3 (ended) is our 2 (Ended).
      eventStatus: { status: 2, homeScore: 88, awayScore: 80, period: 'ended' },
      markets: [
        {
          key: 'spread',
          specifiers: { hcp: '-4.5' },
          outcomes: [
            { id: '1', odds: 1.9 },
            { id: '2', odds: 1.9 },
          ],
        },
        { key: 'set_winner', specifiers: { set: '2' }, status: -2 },
      ],
    });
  });

  it('bet_stop stops every market of the match', () => {
    expect(
      message(
        `<bet_stop product="1" event_id="sr:match:1234" timestamp="1764441600100" groups="all" market_status="-1"/>`,
      ),
    ).toEqual({ type: 'bet_stop', producer: 1, timestamp: 1764441600100, event: 'sr:match:1234' });
  });

  it('bet_settlement: results, void and dead-heat factors, certainty', () => {
    const xml = `<bet_settlement certainty="2" product="3" event_id="sr:match:1234" timestamp="1764448800000">
  <outcomes>
    <market id="1"><outcome id="1" result="1"/><outcome id="2" result="0"/><outcome id="3" result="0"/></market>
    <market id="18" specifiers="total=2.5"><outcome id="12" result="0" void_factor="1"/><outcome id="13" result="0" void_factor="1"/></market>
    <market id="186"><outcome id="4" result="1" dead_heat_factor="0.5"/></market>
  </outcomes>
</bet_settlement>`;
    expect(message(xml)).toEqual({
      type: 'bet_settlement',
      producer: 3,
      timestamp: 1764448800000,
      event: 'sr:match:1234',
      certainty: 2,
      markets: [
        {
          key: '1x2',
          specifiers: {},
          outcomes: [
            { id: '1', result: 1 },
            { id: 'X', result: 0 },
            { id: '2', result: 0 },
          ],
        },
        {
          key: 'total',
          specifiers: { total: '2.5' },
          outcomes: [
            { id: 'over', result: 0, voidFactor: 1 },
            { id: 'under', result: 0, voidFactor: 1 },
          ],
        },
        { key: 'match_winner', specifiers: {}, outcomes: [{ id: '1', result: 1, deadHeatFactor: 0.5 }] },
      ],
    });
  });

  it('bet_cancel and rollback_bet_cancel with their time window; rollback_bet_settlement', () => {
    expect(
      message(`<bet_cancel product="1" event_id="sr:match:1234" timestamp="1764441700000" start_time="1764441600000" end_time="1764441650000">
  <market id="29" void_reason="12"/>
</bet_cancel>`),
    ).toEqual({
      type: 'bet_cancel',
      producer: 1,
      timestamp: 1764441700000,
      event: 'sr:match:1234',
      startTime: 1764441600000,
      endTime: 1764441650000,
      markets: [{ key: 'btts', specifiers: {}, voidReason: 12 }],
    });
    expect(
      message(`<rollback_bet_cancel product="1" event_id="sr:match:1234" timestamp="1764441800000" start_time="1764441600000">
  <market id="29"/>
</rollback_bet_cancel>`),
    ).toEqual({
      type: 'rollback_bet_cancel',
      producer: 1,
      timestamp: 1764441800000,
      event: 'sr:match:1234',
      startTime: 1764441600000,
      markets: [{ key: 'btts', specifiers: {} }],
    });
    expect(
      message(`<rollback_bet_settlement product="3" event_id="sr:match:1234" timestamp="1764441900000">
  <market id="10"/>
</rollback_bet_settlement>`),
    ).toEqual({
      type: 'rollback_bet_settlement',
      producer: 3,
      timestamp: 1764441900000,
      event: 'sr:match:1234',
      markets: [{ key: 'double_chance', specifiers: {} }],
    });
  });

  it('fixture_change with its change type and start time; alive; snapshot_complete', () => {
    expect(
      message(
        `<fixture_change product="3" event_id="sr:match:1234" timestamp="1764400000000" change_type="2" start_time="1764450000000"/>`,
      ),
    ).toEqual({
      type: 'fixture_change',
      producer: 3,
      timestamp: 1764400000000,
      event: 'sr:match:1234',
      change: 'datetime',
      startTime: 1764450000000,
    });
    expect(message(`<alive product="1" timestamp="1764441600000" subscribed="0"/>`)).toEqual({
      type: 'alive',
      producer: 1,
      timestamp: 1764441600000,
      subscribed: false,
    });
    expect(
      translateUofMessage(`<snapshot_complete request_id="42" product="3" timestamp="1764441600000"/>`),
    ).toEqual({
      kind: 'snapshot_complete',
      product: 3,
      requestId: 42,
      timestamp: 1764441600000,
    });
  });

  it('leaves out what our book cannot take: other products, other event kinds, settlements of unknown markets', () => {
    expect(translateUofMessage(`<alive product="4" timestamp="1" subscribed="1"/>`).kind).toBe('ignored');
    expect(
      translateUofMessage(
        `<odds_change product="1" event_id="sr:stage:1" timestamp="1"><odds/></odds_change>`,
      ).kind,
    ).toBe('ignored');
    expect(
      translateUofMessage(
        `<bet_settlement product="1" event_id="sr:match:1" timestamp="1"><outcomes><market id="999"><outcome id="1" result="1"/></market></outcomes></bet_settlement>`,
      ).kind,
    ).toBe('ignored');
  });

  it('the same UOF message gets the same id; a different one sharing its millisecond does not', () => {
    const a = `<odds_change product="1" event_id="sr:match:1" timestamp="5"><odds><market id="1" status="1"><outcome id="1" odds="2" active="1"/></market></odds></odds_change>`;
    const recovered = a.replace('timestamp="5"', 'timestamp="5" request_id="9"');
    const other = a.replace('odds="2"', 'odds="2.1"');
    const id = (xml: string) => (translateUofMessage(xml) as { message: { id: string } }).message.id;
    expect(id(recovered)).toBe(id(a));
    expect(id(other)).not.toBe(id(a));
  });
});

describe('UOF fixture (REST) into our names', () => {
  it('reads sport, category, tournament and the competitors by qualifier', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<fixtures_fixture generated_at="2026-11-29T18:00:00+00:00">
  <fixture id="sr:match:1234" scheduled="2026-11-29T19:00:00+00:00" start_time="2026-11-29T19:00:00+00:00" start_time_tbd="false">
    <tournament id="sr:tournament:52" name="Süper Lig">
      <sport id="sr:sport:1" name="Futbol"/>
      <category id="sr:category:46" name="Türkiye"/>
    </tournament>
    <competitors>
      <competitor id="sr:competitor:3061" name="Galatasaray" qualifier="home"/>
      <competitor id="sr:competitor:3050" name="Fenerbahçe" qualifier="away"/>
    </competitors>
  </fixture>
</fixtures_fixture>`;
    expect(parseUofFixture(xml)).toEqual({
      event: 'sr:match:1234',
      startTime: Date.parse('2026-11-29T19:00:00Z'),
      sport: { id: 'sr:sport:1', name: 'Futbol' },
      category: { id: 'sr:category:46', name: 'Türkiye' },
      tournament: { id: 'sr:tournament:52', name: 'Süper Lig' },
      home: 'Galatasaray',
      away: 'Fenerbahçe',
    });
  });
});

describe('UOF configuration', () => {
  const env = {
    UOF_AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
    UOF_API_URL: 'http://127.0.0.1:4191',
    UOF_ACCESS_TOKEN: 'token',
  };
  it('replaces the simulated feed outside production, and is refused beside SPORTS_SIMULATED_FEED=on', () => {
    const dir = tempDir();
    try {
      const config = testConfig(dir.path, {
        ...env,
        NODE_ENV: 'development',
        SPORTS_SIMULATED_FEED: undefined,
      });
      expect(config.sports.simulatedFeed).toBeUndefined();
      expect(config.sports.uof).toMatchObject({ exchange: 'unifiedfeed', nodeId: undefined });
      expect(() =>
        testConfig(dir.path, { ...env, NODE_ENV: 'development', SPORTS_SIMULATED_FEED: 'on' }),
      ).toThrow(/exclude each other/);
      expect(() => testConfig(dir.path, { UOF_AMQP_URL: env.UOF_AMQP_URL })).toThrow(/UOF_API_URL/);
    } finally {
      dir.remove();
    }
  });
});

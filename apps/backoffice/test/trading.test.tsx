import type {
  AdminSportsAction,
  AdminSportsBet,
  AdminSportsEventDetail,
  AdminSportsEventLiability,
  AdminSportsEventSummary,
  AdminSportsPlayerLimits,
  StaffLiveFrame,
} from '@lale/contracts';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from '../src/features/trading/tradingApi.ts';
import { marketTitle, parseSpecifiers } from '../src/features/trading/tradingLabels.tsx';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The trading room (issue #27): the events list and its links, an event's markets with their holds
 * and the trader's actions (suspend a market, settle it with every outcome once), the live channel's
 * `book` frame re-reading the event, the bet stream's stake limit, and a read-only role seeing no
 * write buttons.
 */

const SPORTS = '/api/admin/sports';

const EVENT: AdminSportsEventSummary = {
  eventId: 5,
  sport: 'Football',
  tournament: 'Süper Lig',
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  startTime: '2026-11-28T17:00:00.000Z',
  status: 1,
  homeScore: 1,
  awayScore: 0,
  matchTime: "67'",
  held: false,
  heldMarkets: 1,
  markets: 4,
  openBets: 12,
  limits: { stakePercent: 50, liveDelaySeconds: null },
};

const HOLD = { reason: 'Red card review', heldAt: '2026-11-28T18:05:00.000Z', heldBy: 'trader' };

const LIABILITY: AdminSportsEventLiability = {
  eventId: 5,
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  startTime: EVENT.startTime,
  status: 1,
  currency: 'TRY',
  openBets: 12,
  totalStake: 1200,
  singlesStake: 900,
  worstCase: 5400,
  outcomes: [
    {
      marketId: 11,
      marketKey: '1x2',
      specifiers: '',
      outcomeId: '1',
      odds: '1.80',
      singles: { bets: 6, stake: 600, potentialPayout: 1080 },
      multiples: { bets: 3, stake: 300, potentialPayout: 4320 },
      stake: 900,
      potentialPayout: 5400,
    },
    {
      marketId: 12,
      marketKey: 'total',
      specifiers: 'total=2.5',
      outcomeId: 'over',
      odds: '1.95',
      singles: { bets: 3, stake: 300, potentialPayout: 585 },
      multiples: { bets: 0, stake: 0, potentialPayout: 0 },
      stake: 300,
      potentialPayout: 585,
    },
  ],
};

const outcome = (id: string, odds: string) => ({ id, odds, active: true, result: null, voidFactor: null });

const DETAIL: AdminSportsEventDetail = {
  ...EVENT,
  hold: null,
  markets: [
    {
      id: 12,
      key: 'total',
      specifiers: 'total=2.5',
      status: 1,
      hold: null,
      outcomes: [outcome('over', '1.95'), outcome('under', '1.85')],
    },
    {
      id: 11,
      key: '1x2',
      specifiers: '',
      status: 1,
      hold: null,
      outcomes: [outcome('1', '1.80'), outcome('X', '3.40'), outcome('2', '4.50')],
    },
    {
      id: 13,
      key: 'btts',
      specifiers: '',
      status: 1,
      hold: HOLD,
      outcomes: [outcome('yes', '1.70'), outcome('no', '2.10')],
    },
    {
      id: 14,
      key: 'ht_1x2',
      specifiers: '',
      status: -3,
      hold: null,
      outcomes: [
        { id: '1', odds: null, active: false, result: 'won', voidFactor: null },
        { id: 'X', odds: null, active: false, result: 'lost', voidFactor: null },
        { id: '2', odds: null, active: false, result: 'lost', voidFactor: null },
      ],
    },
  ],
  liability: [LIABILITY],
  book: { minStake: '1', maxStake: '10000', liveDelaySeconds: 5 },
};

const ACTION: AdminSportsAction = {
  id: 1,
  action: 'suspend',
  eventId: 5,
  market: { id: 13, key: 'btts', specifiers: '' },
  operatorId: 1,
  operatorName: 'trader',
  reason: 'Red card review',
  results: null,
  previous: null,
  betsChanged: 0,
  createdAt: HOLD.heldAt,
};

const BET: AdminSportsBet = {
  id: 901,
  playerId: 7,
  username: 'ayse',
  kind: 'single',
  systemSize: null,
  status: 'open',
  stake: 100,
  potentialPayout: 195,
  payout: 0,
  owed: 0,
  currency: 'TRY',
  placedAt: '2026-11-28T18:00:00.000Z',
  settledAt: null,
  legs: [
    {
      eventId: 5,
      home: 'Galatasaray',
      away: 'Fenerbahçe',
      marketKey: 'total',
      specifiers: 'total=2.5',
      outcomeId: 'over',
      odds: '1.95',
      result: 'open',
      marketId: 12,
    },
  ],
};

const PLAYER_LIMITS: AdminSportsPlayerLimits = {
  playerId: 7,
  username: 'ayse',
  stakePercent: null,
  reason: null,
  updatedBy: null,
  updatedAt: null,
};

const said = (message: string, data: unknown) => Response.json({ success: true, message, data });

const HELD =
  "This change goes above the owner's approval line: it waits for a different staff member to approve it and is not applied yet.";

/**
 * The trading API as the screens call it; writes answer with a message the screens show. `holdLimits`:
 * a player's stake limit is held for a second approver (202 with the pending change, issue #27).
 */
function serve(detail: AdminSportsEventDetail = DETAIL, { holdLimits = false } = {}): FetchCall[] {
  let held = false;
  return stubFetch((call) => {
    const path = call.url.pathname;
    // Once held, the limit is not read again: the dialog shows what the screen kept of it.
    if (held && path === `${SPORTS}/players/7/limits`)
      return Response.json({ success: false, message: 'Unavailable.', data: null }, { status: 503 });
    if (holdLimits && call.method === 'PUT' && path === `${SPORTS}/players/7/limits`) {
      held = true;
      return Response.json(
        {
          success: true,
          message: HELD,
          data: { id: 9, kind: 'player_stake_limit', stakePercent: 'not this' },
        },
        { status: 202 },
      );
    }
    if (call.method === 'POST' && path.endsWith('/settle'))
      return said('Market settled: 4 bets changed.', { ...ACTION, action: 'settle', betsChanged: 4 });
    if (call.method === 'POST' && path.endsWith('/suspend')) return said('Suspended.', ACTION);
    if (call.method === 'POST' && path.endsWith('/reopen'))
      return said('Reopened.', { ...ACTION, action: 'reopen' });
    if (call.method === 'PUT' && path === `${SPORTS}/players/7/limits`)
      return said('Stake limit saved.', {
        ...PLAYER_LIMITS,
        stakePercent: (call.body as { stakePercent: number | null }).stakePercent,
      });
    if (path === `${SPORTS}/players/7/limits`) return PLAYER_LIMITS;
    if (path === `${SPORTS}/events`) return { items: [EVENT], total: 1 };
    if (path === `${SPORTS}/events/5`) return detail;
    if (path === `${SPORTS}/actions`) return { items: [ACTION], total: 1 };
    if (path === `${SPORTS}/liability`) return { items: [LIABILITY], total: 1 };
    if (path === `${SPORTS}/bets`) return { items: [BET], total: 1 };
    return { items: [], total: 0 };
  });
}

/** A stand-in for the staff live channel's socket: accepts, then speaks as the server would. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  push(frame: StaffLiveFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

const reads = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === path).length;

const marketRow = (name: string) => {
  const table = screen.getByRole('table', { name: 'Markets' });
  return within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { selector: 'strong' }))!;
};

describe('the trading room', () => {
  it('lists the live events, each linking to its page, and switches to pre-match', async () => {
    signInAs('trader');
    const calls = serve();
    renderAt('/trading', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Trading room', level: 1 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Galatasaray – Fenerbahçe' });
    expect(link).toHaveAttribute('href', '/trading/events/5');
    const row = link.closest('tr')!;
    expect(within(row).getByText('1 – 0')).toBeInTheDocument();
    expect(within(row).getByText('1 market held')).toBeInTheDocument();
    expect(within(row).getByText('Stake ≤ 50%')).toBeInTheDocument();
    const listed = calls.filter((call) => call.url.pathname === `${SPORTS}/events`);
    expect(listed.at(-1)!.url.searchParams.get('state')).toBe('live');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Pre-match' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('state')).toBe('prematch'));
    await user.type(screen.getByRole('searchbox', { name: 'Team' }), 'Gala');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('Gala'));
    expect(calls.at(-1)!.url.searchParams.get('state')).toBe('prematch');
  });

  it('shows an event’s markets by their titles with their state, liability and actions record', async () => {
    signInAs('trader');
    serve();
    renderAt('/trading/events/5', <AppRoutes />);
    expect(
      await screen.findByRole('heading', { name: 'Galatasaray – Fenerbahçe', level: 1 }),
    ).toBeInTheDocument();
    expect(within(marketRow('Total 2.5')).getByText('Active')).toBeInTheDocument();
    const held = marketRow('Both teams to score');
    expect(within(held).getByText('Held')).toBeInTheDocument();
    expect(within(held).getByText(/Red card review/)).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Reopen Both teams to score' })).toBeInTheDocument();
    const settled = marketRow('Half-time result');
    expect(within(settled).getByText('Settled')).toBeInTheDocument();
    expect(within(settled).getByRole('button', { name: 'Resettle Half-time result' })).toBeInTheDocument();
    expect(within(settled).queryByRole('button', { name: /^Suspend/ })).toBeNull();

    const liability = screen.getByRole('region', { name: 'Liability in TRY' });
    expect(within(liability).getAllByText('5,400.00 TRY').length).toBeGreaterThan(0);
    const outcomes = within(liability).getByRole('table', { name: 'Outcomes in TRY, worst first' });
    expect(within(outcomes).getByText('Worst case')).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Operator actions' });
    expect(await within(record).findByRole('cell', { name: 'Red card review' })).toBeInTheDocument();
  });

  it('suspends a market with its key, its specifiers as a record, and the reason', async () => {
    signInAs('trader');
    const calls = serve();
    renderAt('/trading/events/5', <AppRoutes />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend Total 2.5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Total 2.5' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Goal under review');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.url.pathname).toBe(`${SPORTS}/events/5/suspend`);
    expect(posted.body).toEqual({
      market: { key: 'total', specifiers: { total: '2.5' } },
      reason: 'Goal under review',
    });
    // The server's word, and the event read again.
    expect(await screen.findByText('Suspended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(reads(calls, `${SPORTS}/events/5`)).toBeGreaterThan(1));
  });

  it('settles a market with every outcome once, its results, void and the reason', async () => {
    signInAs('trader');
    const calls = serve();
    renderAt('/trading/events/5', <AppRoutes />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settle Match result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle Match result' });

    // Nothing is sent until every outcome has a result.
    await user.type(within(dialog).getByLabelText('Reason'), 'Official result 1-0');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await within(dialog).findByText('Choose won or lost for X.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(
      within(within(dialog).getByRole('group', { name: '1' })).getByRole('radio', { name: 'Won' }),
    );
    await user.click(
      within(within(dialog).getByRole('group', { name: 'X' })).getByRole('radio', { name: 'Lost' }),
    );
    const away = within(dialog).getByRole('group', { name: '2' });
    await user.click(within(away).getByRole('radio', { name: 'Lost' }));
    await user.selectOptions(within(away).getByLabelText('Void'), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url.pathname).toBe(`${SPORTS}/events/5/settle`);
    expect(posted[0]!.body).toEqual({
      market: { key: '1x2', specifiers: {} },
      outcomes: [
        { id: '1', result: 'won' },
        { id: 'X', result: 'lost' },
        { id: '2', result: 'lost', voidFactor: 0.5 },
      ],
      reason: 'Official result 1-0',
    });
    expect(await screen.findByText('Market settled: 4 bets changed.')).toBeInTheDocument();
  });

  it('resettles a settled market starting from the results in force', async () => {
    signInAs('trader');
    const calls = serve();
    renderAt('/trading/events/5', <AppRoutes />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resettle Half-time result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resettle Half-time result' });
    expect(
      within(within(dialog).getByRole('group', { name: '1' })).getByRole('radio', { name: 'Won' }),
    ).toBeChecked();
    await user.click(
      within(within(dialog).getByRole('group', { name: '1' })).getByRole('radio', { name: 'Lost' }),
    );
    await user.click(
      within(within(dialog).getByRole('group', { name: 'X' })).getByRole('radio', { name: 'Won' }),
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed had the wrong half-time score');
    await user.click(within(dialog).getByRole('button', { name: 'Resettle' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.url.pathname).toBe(`${SPORTS}/events/5/resettle`);
    expect(posted.body).toMatchObject({
      market: { key: 'ht_1x2', specifiers: {} },
      outcomes: [
        { id: '1', result: 'lost' },
        { id: 'X', result: 'won' },
        { id: '2', result: 'lost' },
      ],
    });
  });

  it('re-reads the event at once on a book frame for it, not for another event', async () => {
    signInAs('trader');
    const calls = serve();
    renderAt('/trading/events/5', <AppRoutes />);
    await screen.findByRole('button', { name: 'Suspend Total 2.5' });
    const socket = FakeSocket.all.at(-1)!;
    socket.accept();
    expect(socket.sent).toContainEqual({ op: 'subscribe', topics: ['trading'] });
    const before = reads(calls, `${SPORTS}/events/5`);

    act(() => socket.push({ type: 'book', eventId: 9 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads(calls, `${SPORTS}/events/5`)).toBe(before);

    act(() => socket.push({ type: 'book', eventId: 5 }));
    await waitFor(() => expect(reads(calls, `${SPORTS}/events/5`)).toBe(before + 1));
    // The record of what operators did is read again with it.
    expect(reads(calls, `${SPORTS}/actions`)).toBeGreaterThan(1);
  });

  it('shows a role without sports.edit or sports.approve no write button', async () => {
    signInAs('analyst');
    serve();
    renderAt('/trading/events/5', <AppRoutes />);
    await screen.findByRole('heading', { name: 'Galatasaray – Fenerbahçe', level: 1 });
    expect(screen.getByRole('table', { name: 'Markets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend event' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Limits' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Suspend|Reopen|Settle|Resettle) / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('lets a role with sports.edit but not sports.approve hold markets, not settle them', async () => {
    signInAs('trader', ['sports.view', 'sports.edit']);
    serve();
    renderAt('/trading/events/5', <AppRoutes />);
    expect(await screen.findByRole('button', { name: 'Suspend Total 2.5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend event' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Settle|Resettle) / })).toBeNull();
  });

  it('reopens a held event, and sets its limits with the book’s shown', async () => {
    signInAs('trader');
    const calls = serve({ ...DETAIL, held: true, hold: HOLD });
    renderAt('/trading/events/5', <AppRoutes />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reopen event' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reopen Galatasaray – Fenerbahçe' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Review done');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen event' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ reason: 'Review done' });

    await user.click(screen.getByRole('button', { name: 'Limits' }));
    dialog = await screen.findByRole('dialog', { name: 'Limits of Galatasaray – Fenerbahçe' });
    expect(within(dialog).getByText('10000')).toBeInTheDocument();
    const stake = within(dialog).getByLabelText(/Stake limit/);
    expect(stake).toHaveValue('50');
    await user.clear(stake);
    await user.type(stake, '1001');
    await user.type(within(dialog).getByLabelText('Live delay (seconds)'), '8');
    await user.type(within(dialog).getByLabelText('Reason'), 'Sharp money');
    await user.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(await within(dialog).findByText(/whole number from 0 to 1000/)).toBeInTheDocument();
    await user.clear(stake);
    await user.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe(`${SPORTS}/events/5/limits`);
    expect(put.body).toEqual({ stakePercent: null, liveDelaySeconds: 8, reason: 'Sharp money' });
  });

  it('opens an event’s outcomes from the liability list, worst case first', async () => {
    signInAs('trader');
    serve();
    renderAt('/trading?tab=liability', <AppRoutes />);
    const toggle = await screen.findByRole('button', { name: 'Outcomes of Galatasaray – Fenerbahçe (TRY)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('cell', { name: '5,400.00 TRY' })).toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const outcomes = screen.getByRole('table', { name: 'Outcomes of Galatasaray – Fenerbahçe in TRY' });
    expect(within(outcomes).getByText('Worst case')).toBeInTheDocument();
    expect(within(outcomes).getByText('Total 2.5')).toBeInTheDocument();
  });

  it('streams bets, and sets a player’s stake limit from a bet with sports.edit', async () => {
    signInAs('trader');
    const calls = serve();
    renderAt('/trading?tab=bets', <AppRoutes />);
    const row = (await screen.findByRole('cell', { name: '901' })).closest('tr')!;
    expect(within(row).getByRole('listitem')).toHaveTextContent(
      'Galatasaray – Fenerbahçe · Total 2.5 · Over @ 1.95',
    );
    expect(within(row).getByRole('link', { name: 'ayse' })).toHaveAttribute('href', '/players/7');
    expect(screen.getByRole('checkbox', { name: 'Live' })).toBeChecked();

    // A bets frame re-reads the stream while Live is on.
    const socket = FakeSocket.all.at(-1)!;
    socket.accept();
    const before = reads(calls, `${SPORTS}/bets`);
    act(() => socket.push({ type: 'bets', eventIds: [5] }));
    await waitFor(() => expect(reads(calls, `${SPORTS}/bets`)).toBe(before + 1));

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Stake limit of ayse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stake limit of ayse' });
    expect(await within(dialog).findByText('No limit of their own (the book’s)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Stake limit/), '25');
    await user.type(within(dialog).getByLabelText('Reason'), 'Sharp bettor');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe(`${SPORTS}/players/7/limits`);
    expect(put.body).toEqual({ stakePercent: 25, reason: 'Sharp bettor' });
    expect(await screen.findByText('Stake limit saved.')).toBeInTheDocument();
  });

  it('says a stake limit raised above the owner’s line waits, and keeps the limit it read', async () => {
    signInAs('trader');
    serve(DETAIL, { holdLimits: true });
    renderAt('/trading?tab=bets', <AppRoutes />);
    const row = (await screen.findByRole('cell', { name: '901' })).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Stake limit of ayse' }));
    let dialog = await screen.findByRole('dialog', { name: 'Stake limit of ayse' });
    await within(dialog).findByText('No limit of their own (the book’s)');
    await user.type(within(dialog).getByLabelText(/Stake limit/), '80');
    await user.type(within(dialog).getByLabelText('Reason'), 'Trusted regular');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(HELD)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Stake limit of ayse' }));
    dialog = await screen.findByRole('dialog', { name: 'Stake limit of ayse' });
    expect(within(dialog).getByText('No limit of their own (the book’s)')).toBeInTheDocument();
  });

  it('offers no stake limit to a role without sports.edit', async () => {
    signInAs('analyst');
    serve();
    renderAt('/trading?tab=bets', <AppRoutes />);
    await screen.findByRole('cell', { name: '901' });
    expect(screen.queryByRole('button', { name: /Stake limit/ })).toBeNull();
  });
});

describe('the trading room’s helpers', () => {
  afterEach(() => vi.useRealTimers());

  it('names markets as traders read them and parses specifiers into a record', () => {
    expect(marketTitle('1x2', '')).toBe('Match result');
    expect(marketTitle('total', 'total=2.5')).toBe('Total 2.5');
    expect(marketTitle('handicap', 'hcp=-1')).toBe('Handicap (-1)');
    expect(marketTitle('spread', 'hcp=-1|set=2')).toBe('Handicap (-1), set 2');
    expect(marketTitle('set_winner', 'set=2')).toBe('Set 2 winner');
    expect(marketTitle('btts', '')).toBe('Both teams to score');
    expect(marketTitle('exact_goals', 'variant=sr:exact_goals:6+')).toBe(
      'exact_goals (variant=sr:exact_goals:6+)',
    );
    expect(parseSpecifiers('hcp=-1|set=2')).toEqual({ hcp: '-1', set: '2' });
    expect(parseSpecifiers('')).toEqual({});
  });

  it('re-reads at most twice a second, and always once more after the last frame', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useThrottled(run, 500));
    result.current();
    expect(run).toHaveBeenCalledTimes(1);
    result.current();
    result.current();
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    result.current();
    expect(run).toHaveBeenCalledTimes(3);
    result.current();
    unmount();
    vi.advanceTimersByTime(2_000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});

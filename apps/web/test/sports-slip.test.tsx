import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SportsLobbyPage } from '../src/features/sports/index.ts';
import { planSlip, type SlipInput } from '../src/features/sports/slipPlan.ts';
import { oddsText, slipOdds } from '@lale/contracts';
import { useSlip, type SlipSelection } from '../src/features/sports/slipStore.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';
import {
  derby,
  englishMatch,
  eventById,
  market,
  resetSlip,
  sampleBet,
  secondMatch,
  sportsEvent,
} from './sports-support.ts';

/* The bet slip: kinds, totals, one pick per event, placing (body, clearing, balance) and refusals. */

const EVENTS = '/api/sports/events';
const EVENT = '/api/sports/event';
const PLACE = '/api/sports/placebet';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(async () => {
  await initI18n('tr');
  resetSlip();
});

const pick = (eventId: number, marketId: number, outcomeId: string, odds: string): SlipSelection => ({
  eventId,
  marketId,
  outcomeId,
  odds,
  home: `Ev ${eventId}`,
  away: `Deplasman ${eventId}`,
  marketKey: '1x2',
  specifiers: '',
  live: false,
});

const input = (selections: SlipSelection[], extra: Partial<SlipInput> = {}): SlipInput => ({
  selections,
  chosenKind: null,
  singleStakes: {},
  stake: '',
  systemSize: null,
  oddsPolicy: 0,
  ...extra,
});

describe('slip arithmetic', () => {
  it('multiplies a multi’s odds and pays the stake times them, rounded down like the book', () => {
    const plan = planSlip(
      input([pick(1, 11, '1', '2.10'), pick(2, 12, 'X', '1.55')], { stake: '10' }),
      new Map(),
    );
    expect(plan.kind).toBe('multi');
    expect(plan.totalOdds).toBe('3.26'); // 3.255 rounds half up for display
    expect(plan.payoutMinor).toBe(3255n); // ₺32,55: the exact product, nothing rounded up
    expect(plan.bets).toEqual([
      {
        body: {
          kind: 'multi',
          stake: 10,
          oddsPolicy: 0,
          selections: [
            { marketId: 11, outcomeId: '1', odds: '2.10' },
            { marketId: 12, outcomeId: 'X', odds: '1.55' },
          ],
        },
        keys: ['11#1', '12#X'],
      },
    ]);
    expect(oddsText(slipOdds(['1.01', '1.01', '1.01'], null)!)).toBe('1.03');
  });

  it('splits a system stake over its lines and refuses one that does not split', () => {
    const three = [pick(1, 11, '1', '2.00'), pick(2, 12, '1', '2.00'), pick(3, 13, '1', '2.00')];
    const plan = planSlip(input(three, { chosenKind: 'system', systemSize: 2, stake: '30' }), new Map());
    expect(plan.lines).toBe(3);
    expect(plan.payoutMinor).toBe(12000n); // 3 lines × ₺10 × 4.00
    expect(plan.bets[0]?.body).toMatchObject({ kind: 'system', systemSize: 2, stake: 30 });
    expect(
      planSlip(input(three, { chosenKind: 'system', systemSize: 2, stake: '10' }), new Map()).block,
    ).toBe('splitStake');
  });

  it('makes one bet per staked single and marks moved or suspended picks against the latest prices', () => {
    const picks = [pick(1, 11, '1', '2.00'), pick(2, 12, '2', '3.00')];
    const singles = input(picks, { chosenKind: 'single', singleStakes: { '11#1': '5', '12#2': '12,50' } });
    const plan = planSlip(singles, new Map());
    expect(plan.bets.map((b) => b.body.stake)).toEqual([5, 12.5]);
    expect(plan.totalStakeMinor).toBe(1750n);
    expect(plan.payoutMinor).toBe(1000n + 3750n);

    const moved = planSlip(
      singles,
      new Map([
        ['11#1', { odds: '2.20', open: true }],
        ['12#2', { odds: '3.00', open: false }],
      ]),
    );
    expect(moved.picks.map((p) => p.pick.state)).toEqual(['changed', 'suspended']);
    expect(moved.block).toBe('suspended');
    expect(
      planSlip(
        { ...singles, oddsPolicy: 1, selections: [picks[0]!] },
        new Map([['11#1', { odds: '2.20', open: true }]]),
      ).block,
    ).toBeNull();
  });
});

describe('the slip on the page', () => {
  const all = [derby, secondMatch, englishMatch];

  it('shows a multi’s total odds and payout, and replaces a second pick of the same event', async () => {
    mockApi({ [EVENTS]: all, [EVENT]: eventById(all) });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    fireEvent.click(
      await screen.findByRole('button', { name: /Galatasaray – Fenerbahçe – Maç Sonucu 1 – 2.10/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Beşiktaş – Trabzonspor – Maç Sonucu 1 – 1.50/ }));

    const slip = screen.getByRole('complementary', { name: 'Kuponum' });
    expect(within(slip).getByRole('button', { name: 'Kombine' })).toHaveAttribute('aria-pressed', 'true');
    const system = within(slip).getByRole('button', { name: 'Sistem' });
    expect(system).toHaveAttribute('aria-disabled', 'true');
    // What the kind needs is a tooltip, shown on focus (a native title would never show to touch or keyboard).
    fireEvent.focus(system);
    expect(system).toHaveAccessibleDescription('Sistem için en az 3 seçim gerekir.');
    fireEvent.click(system);
    expect(within(slip).getByRole('button', { name: 'Kombine' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(within(slip).getByLabelText('Tutar (₺)'), { target: { value: '10' } });
    expect(within(slip).getByTestId('slip-total-odds')).toHaveTextContent('3.15');
    expect(within(slip).getByTestId('slip-payout')).toHaveTextContent('₺31,50');

    // Same event again: the draw replaces the home win; still two picks, new total.
    fireEvent.click(screen.getByRole('button', { name: /Beşiktaş – Trabzonspor – Maç Sonucu X – 4.00/ }));
    expect(useSlip.getState().selections.map((s) => `${s.eventId}:${s.outcomeId}`)).toEqual([
      '101:1',
      '102:X',
    ]);
    expect(within(slip).getByTestId('slip-total-odds')).toHaveTextContent('8.40');
    expect(within(slip).getByTestId('slip-payout')).toHaveTextContent('₺84,00');
  });

  it('places the multi with a fresh request id, clears the slip and refreshes the balance', async () => {
    useSession.getState().beginSession(sampleAuth());
    const success = vi.spyOn(notify, 'success');
    const fetchMock = mockApi({ [EVENTS]: all, [EVENT]: eventById(all), [PLACE]: sampleBet() });
    const { queryClient } = renderWithRouter(<SportsLobbyPage />, '/spor');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(
      await screen.findByRole('button', { name: /Galatasaray – Fenerbahçe – Maç Sonucu 1 – 2.10/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Arsenal – Chelsea – Maç Sonucu 2 – 3.80/ }));
    const slip = screen.getByRole('complementary', { name: 'Kuponum' });
    fireEvent.change(within(slip).getByLabelText('Tutar (₺)'), { target: { value: '12,50' } });
    fireEvent.change(within(slip).getByLabelText('Oran değişiklikleri'), { target: { value: '1' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bahis Yap' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Bahsiniz alındı. İyi şanslar!'));
    const [body] = bodiesSent(fetchMock, PLACE) as Record<string, unknown>[];
    expect(body).toEqual({
      requestId: expect.stringMatching(UUID),
      kind: 'multi',
      stake: 12.5,
      oddsPolicy: 1,
      selections: [
        { marketId: 9001, outcomeId: '1', odds: '2.10' },
        { marketId: 9003, outcomeId: '2', odds: '3.80' },
      ],
    });
    expect(useSlip.getState().selections).toEqual([]);
    expect(within(slip).getByText('Kuponunuz boş. Eklemek için bir orana dokunun.')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'balance'] });
  });

  it('places each staked single as its own bet, each with its own request id', async () => {
    useSession.getState().beginSession(sampleAuth());
    const fetchMock = mockApi({
      [EVENTS]: all,
      [EVENT]: eventById(all),
      [PLACE]: sampleBet({ kind: 'single' }),
    });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    fireEvent.click(
      await screen.findByRole('button', { name: /Galatasaray – Fenerbahçe – Maç Sonucu 1 – 2.10/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Arsenal – Chelsea – Maç Sonucu X – 3.50/ }));
    const slip = screen.getByRole('complementary', { name: 'Kuponum' });
    fireEvent.click(within(slip).getByRole('button', { name: 'Tekli' }));
    fireEvent.change(within(slip).getByLabelText('Galatasaray – Fenerbahçe: 1 için tutar (₺)'), {
      target: { value: '20' },
    });
    fireEvent.change(within(slip).getByLabelText('Arsenal – Chelsea: X için tutar (₺)'), {
      target: { value: '5' },
    });
    expect(within(slip).getByTestId('slip-payout')).toHaveTextContent('₺59,50'); // 42 + 17,50
    fireEvent.click(within(slip).getByRole('button', { name: 'Bahis Yap' }));

    await waitFor(() => expect(useSlip.getState().selections).toEqual([]));
    const bodies = bodiesSent(fetchMock, PLACE) as { requestId: string; kind: string; stake: number }[];
    expect(bodies.map((b) => [b.kind, b.stake])).toEqual([
      ['single', 20],
      ['single', 5],
    ]);
    expect(bodies[0]!.requestId).not.toBe(bodies[1]!.requestId);
  });

  it('shows the book’s refusal and keeps the slip', async () => {
    useSession.getState().beginSession(sampleAuth());
    const error = vi.spyOn(notify, 'error');
    const refusal = 'Oranlar değişti: 1: 2.30. Kuponu yeni oranlarla onaylayın.';
    mockApi({
      [EVENTS]: all,
      [EVENT]: eventById(all),
      [PLACE]: () => ({ status: 409, body: envelope(null, refusal, false) }),
    });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    fireEvent.click(
      await screen.findByRole('button', { name: /Galatasaray – Fenerbahçe – Maç Sonucu 1 – 2.10/ }),
    );
    const slip = screen.getByRole('complementary', { name: 'Kuponum' });
    fireEvent.change(within(slip).getByLabelText('Galatasaray – Fenerbahçe: 1 için tutar (₺)'), {
      target: { value: '10' },
    });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bahis Yap' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
    expect(useSlip.getState().selections).toHaveLength(1);
    expect(within(slip).getByRole('button', { name: 'Bahis Yap' })).toBeEnabled();
  });

  it('opens the login dialog for a visitor instead of placing', async () => {
    const fetchMock = mockApi({ [EVENTS]: all, [EVENT]: eventById(all), [PLACE]: sampleBet() });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    fireEvent.click(
      await screen.findByRole('button', { name: /Galatasaray – Fenerbahçe – Maç Sonucu 1 – 2.10/ }),
    );
    const slip = screen.getByRole('complementary', { name: 'Kuponum' });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bahis Yap' }));
    expect(useSession.getState().activeDialog).toBe('login');
    expect(bodiesSent(fetchMock, PLACE)).toEqual([]);
  });

  it('marks a pick whose price moved or whose market was suspended, and lets the player accept', async () => {
    useSession.getState().beginSession(sampleAuth());
    const moved = sportsEvent({
      markets: [
        market(9001, '1x2', [
          ['1', '2.30'],
          ['X', '3.40'],
          ['2', '3.20'],
        ]),
      ],
    });
    const suspended = sportsEvent({ ...secondMatch, markets: [{ ...secondMatch.markets[0]!, status: -1 }] });
    mockApi({ [EVENTS]: [], [EVENT]: eventById([moved, suspended]) });
    useSlip.getState().toggle({ ...pick(101, 9001, '1', '2.10'), home: 'Galatasaray', away: 'Fenerbahçe' });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    const slip = screen.getByRole('complementary', { name: 'Kuponum' });

    expect(await within(slip).findByText('Oran değişti: 2.10 → 2.30')).toBeInTheDocument();
    fireEvent.change(within(slip).getByLabelText('Galatasaray – Fenerbahçe: 1 için tutar (₺)'), {
      target: { value: '10' },
    });
    expect(within(slip).getByRole('button', { name: 'Bahis Yap' })).toBeDisabled();
    fireEvent.click(within(slip).getByRole('button', { name: 'Yeni oranları kabul et' }));
    expect(useSlip.getState().selections[0]?.odds).toBe('2.30');
    expect(within(slip).getByRole('button', { name: 'Bahis Yap' })).toBeEnabled();

    useSlip.getState().toggle({ ...pick(102, 9002, '1', '1.50'), home: 'Beşiktaş', away: 'Trabzonspor' });
    expect(await within(slip).findByText('Bu seçim şu an askıda')).toBeInTheDocument();
  });
});

describe('the slip on a phone', () => {
  it('opens as a bottom sheet from the floating counter and gives way to the login dialog', async () => {
    const all = [derby, secondMatch];
    mockApi({ [EVENTS]: all, [EVENT]: eventById(all) });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    fireEvent.click(
      await screen.findByRole('button', { name: /Galatasaray – Fenerbahçe – Maç Sonucu 1 – 2.10/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kuponum, 1 seçim' }));

    const sheet = await screen.findByRole('dialog', { name: 'Kuponum' });
    expect(within(sheet).getByText('Galatasaray – Fenerbahçe')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Bahis Yap' }));
    expect(useSession.getState().activeDialog).toBe('login');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kuponum' })).not.toBeInTheDocument());

    // Emptying the slip leaves the sheet closed for the next pick.
    fireEvent.click(screen.getByRole('button', { name: 'Kuponum, 1 seçim' }));
    const again = await screen.findByRole('dialog', { name: 'Kuponum' });
    fireEvent.click(within(again).getByRole('button', { name: 'Kuponu temizle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /Beşiktaş – Trabzonspor – Maç Sonucu 2 – 6.00/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

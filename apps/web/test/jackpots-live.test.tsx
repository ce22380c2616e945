import type { EgtJackpotCard } from '@lale/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { JackpotCards } from '../src/features/casino/JackpotCards.tsx';
import { initI18n } from '../src/lib/i18n/index.ts';
import { dispatchRealtime } from '../src/lib/realtime/commands.ts';
import { setRealtimeState } from '../src/lib/realtime/state.ts';
import { bodiesSent, mockApi, renderWithRouter, sampleBootstrap } from './helpers.tsx';

/*
 * The jackpots follow the operator's new values (issue #27): the hub's JackpotsChanged has the lobbies
 * re-read them at once, the bootstrap (EGT's cards) and casino/eqyptquest (Egypt Quest). setup.ts mocks
 * the realtime client; messages are dispatched here directly, as the client would.
 */

const GROUPED = '/api/cms/grouped';
const EGYPT = '/api/casino/eqyptquest';

const card = (instanceName: string, top: number): EgtJackpotCard => ({
  instanceName,
  levelStats: [1, 2, 3, 4].map((level) => ({ level, value: level === 1 ? top : 100 * (5 - level) })),
});

/** A fake API whose values the test moves, as the operator's save does. */
function jackpotsApi() {
  const values = { highCash: 18_250.4, egypt: 12_345.67 };
  const fetchMock = mockApi({
    [GROUPED]: () => ({
      body: {
        success: true,
        message: '',
        data: sampleBootstrap({ egtJackpotCards: [card('High Cash', values.highCash)] }),
      },
    }),
    [EGYPT]: () => ({ body: { success: true, message: '', data: { currentLevelI: values.egypt } } }),
  });
  return { values, fetchMock };
}

beforeEach(async () => {
  await initI18n('en');
  setRealtimeState('Disconnected');
});

describe('live jackpots', () => {
  it("re-reads the slot lobby's cards and Egypt Quest at once on JackpotsChanged", async () => {
    const { values, fetchMock } = jackpotsApi();
    renderWithRouter(<JackpotCards />);
    const jackpots = await screen.findByRole('region', { name: 'Jackpots' });
    expect(await within(jackpots).findByText('18,250.40 ₺')).toBeInTheDocument();
    expect(await within(jackpots).findByText('12,345.67 ₺')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, GROUPED)).toHaveLength(1);
    expect(bodiesSent(fetchMock, EGYPT)).toHaveLength(1);

    values.highCash = 20_000;
    values.egypt = 99.5;
    await act(async () => dispatchRealtime('JackpotsChanged', { name: 'High Cash' }));
    expect(await within(jackpots).findByText('20,000.00 ₺')).toBeInTheDocument();
    expect(await within(jackpots).findByText('99.50 ₺')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, GROUPED)).toHaveLength(2);
    expect(bodiesSent(fetchMock, EGYPT)).toHaveLength(2);

    // A reconnect re-reads them too: a push sent while the connection was down is lost.
    act(() => setRealtimeState('Reconnecting'));
    act(() => setRealtimeState('Connected'));
    await waitFor(() => expect(bodiesSent(fetchMock, GROUPED)).toHaveLength(3));
    expect(bodiesSent(fetchMock, EGYPT)).toHaveLength(3);
  });

  it('re-reads them when the first connection stands after the lobby was drawn', async () => {
    act(() => setRealtimeState('Connecting'));
    const { values, fetchMock } = jackpotsApi();
    renderWithRouter(<JackpotCards />);
    const jackpots = await screen.findByRole('region', { name: 'Jackpots' });
    expect(await within(jackpots).findByText('18,250.40 ₺')).toBeInTheDocument();

    // The operator's save was pushed before this page's hub handshake: the page never heard it.
    values.highCash = 21_500;
    act(() => setRealtimeState('Connected'));
    expect(await within(jackpots).findByText('21,500.00 ₺')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, GROUPED)).toHaveLength(2);
    // Still connected: a state the store repeats is not a new connection.
    act(() => setRealtimeState('Connected'));
    expect(bodiesSent(fetchMock, GROUPED)).toHaveLength(2);
  });

  it("re-reads the home page's jackpots, which otherwise keep the bootstrap of the page's life", async () => {
    await initI18n('tr');
    const { values, fetchMock } = jackpotsApi();
    localStorage.setItem(
      'bootstrap',
      JSON.stringify(sampleBootstrap({ egtJackpotCards: [card('High Cash', values.highCash)] })),
    );
    renderWithRouter(routes, '/');
    const section = await screen.findByRole('region', { name: 'Jackpotlar' });
    expect(within(section).getByText('High Cash')).toBeVisible();
    const before = bodiesSent(fetchMock, GROUPED).length;

    values.highCash = 31_000.25;
    // The section appears after the first paint, outside act: its subscription follows a moment later,
    // so the message is sent until the page has asked again.
    await waitFor(() => {
      dispatchRealtime('JackpotsChanged', { name: 'High Cash' });
      expect(bodiesSent(fetchMock, GROUPED).length).toBeGreaterThan(before);
    });
    expect(await within(section).findByText(/31\.000,25/)).toBeVisible();
  });

  it('stops listening once the lobby is gone', async () => {
    const { fetchMock } = jackpotsApi();
    const view = renderWithRouter(<JackpotCards />);
    await screen.findByRole('region', { name: 'Jackpots' });
    await waitFor(() => expect(bodiesSent(fetchMock, EGYPT)).toHaveLength(1));
    view.unmount();
    await act(async () => dispatchRealtime('JackpotsChanged', { name: 'egypt' }));
    expect(bodiesSent(fetchMock, GROUPED)).toHaveLength(1);
    expect(bodiesSent(fetchMock, EGYPT)).toHaveLength(1);
  });
});

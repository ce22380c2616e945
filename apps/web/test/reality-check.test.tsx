import type { RealityCheck } from '@lale/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { RealityCheckHost } from '../src/features/realityCheck/index.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

/*
 * Reality checks (issue #26): the browser's timer counts from the session's start (or the last answer),
 * the overlay shows the figures fetched when it opens and blocks everything until answered; "Devam et"
 * restarts the interval, "Oyunu bitir" leaves the game for the home page. Fake timers stand in for the
 * clock a journey drives with playwright's page.clock.
 */

const NOW = new Date('2026-03-10T12:00:00Z');
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE).toISOString();

function check(overrides: Partial<RealityCheck> = {}): RealityCheck {
  return {
    intervalMinutes: 15,
    signedInAt: ago(5),
    elapsedSeconds: 300,
    stakes: { cash: 0, bonus: 0 },
    wins: { cash: 0, bonus: 0 },
    net: 0,
    ...overrides,
  };
}

/** The API: the first answer sets the timer; each later one is what the overlay shows. */
function fakeApi(answers: RealityCheck[]) {
  let n = 0;
  return mockApi({
    '/api/user/balance': { balance: 1000, bonusBalance: 0 },
    // The operator offers two intervals only (its settings).
    '/api/saferplay/status': {
      restriction: null,
      timeOutPeriods: ['24h', '7d'],
      selfExclusionPeriods: ['6m'],
      realityCheckIntervals: [15, 30],
    },
    '/api/saferplay/realitycheck': () => ({ body: envelope(answers[Math.min(n++, answers.length - 1)]) }),
    '/api/saferplay/setrealitycheck': (body: unknown) => ({
      body: envelope(body, 'Oyun süresi hatırlatması kaydedildi.'),
    }),
  });
}

/** A game page with a provider's frame, and the home page, each with the layout's host. */
const gameRoutes = [
  {
    path: '/',
    element: (
      <>
        <h1>Ana sayfa</h1>
        <RealityCheckHost />
      </>
    ),
  },
  {
    path: '/casino/play/:game',
    element: (
      <>
        <iframe title="Oyun" src="about:blank" />
        <RealityCheckHost />
      </>
    ),
  },
];

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const overlay = () => screen.queryByRole('dialog', { name: 'Oyun süresi hatırlatması' });

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the reality check', () => {
  it('opens an interval after sign-in over the game, with the figures of that moment, and blocks it', async () => {
    const fetchMock = fakeApi([
      check(),
      check({
        elapsedSeconds: 15 * 60,
        stakes: { cash: 30, bonus: 5 },
        wins: { cash: 12.5, bonus: 0 },
        net: -22.5,
      }),
    ]);
    renderWithRouter(gameRoutes, '/casino/play/abc');
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/saferplay/realitycheck')).toHaveLength(1));

    // Signed in 5 minutes ago with a 15-minute interval: due in 10 minutes, not before.
    await advance(10 * MINUTE - 2_000);
    expect(overlay()).toBeNull();
    await advance(2_000);
    const dialog = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Oturum açtığınızdan beri/);

    // The figures fetched when it opened (the second answer), cash and bonus apart.
    await within(dialog).findByText('15 dk');
    const row = (name: string) => within(dialog).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Bahisler')).toHaveTextContent('Bahisler₺30,00₺5,00₺35,00');
    expect(row('Kazançlar')).toHaveTextContent('Kazançlar₺12,50₺0,00₺12,50');
    expect(row('Net durum')).toHaveTextContent('Net durum-₺17,50-₺5,00-₺22,50');

    // Nothing but an answer closes it; the frame behind is hidden from assistive technology.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(overlay()).toBeVisible();
    // The page under it (the game's frame) is hidden from assistive technology and takes no pointer.
    expect(screen.getByTitle('Oyun').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.body.style.pointerEvents).toBe('none');
    expect(within(dialog).queryByRole('button', { name: /kapat/i })).toBeNull();
    // Focus is inside it.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('"Devam et" restarts the interval from the answer', async () => {
    const fetchMock = fakeApi([check()]);
    renderWithRouter(gameRoutes, '/casino/play/abc');
    await advance(10 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    await within(dialog).findByText('Net durum');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(overlay()).toBeNull());

    // The game is still there; the next check is 15 minutes after the answer.
    expect(document.querySelector('iframe')).not.toBeNull();
    await advance(15 * MINUTE - 2_000);
    expect(overlay()).toBeNull();
    await advance(2_000);
    expect(await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' })).toBeVisible();
    expect(bodiesSent(fetchMock, '/api/saferplay/realitycheck').length).toBeGreaterThanOrEqual(3);
  });

  it('"Oyunu bitir" ends the game and goes to the home page', async () => {
    fakeApi([check()]);
    const { router } = renderWithRouter(gameRoutes, '/casino/play/abc');
    await advance(10 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oyunu bitir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.querySelector('iframe')).toBeNull();
    expect(overlay()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ana sayfa' })).toBeVisible();
  });

  it('keeps its due time across a reload: from the sign-in, or from the last answer in this browser', async () => {
    // Signed in 20 minutes ago and never answered: overdue, it opens at once after the reload.
    fakeApi([check({ signedInAt: ago(20) })]);
    const first = renderWithRouter(gameRoutes, '/');
    expect(await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' })).toBeVisible();
    fireEvent.click(within(overlay()!).getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(overlay()).toBeNull());
    first.unmount();

    // Reloaded 5 minutes after the answer: the next one is 10 minutes away, not 15 from the load.
    await advance(5 * MINUTE);
    fakeApi([check({ signedInAt: ago(20) })]);
    renderWithRouter(gameRoutes, '/');
    await advance(10 * MINUTE - 2_000);
    expect(overlay()).toBeNull();
    await advance(2_000);
    expect(await screen.findByRole('dialog', { name: 'Oyun süresi hatırlatması' })).toBeVisible();
  });

  it('never opens when the player has it off, or for a visitor', async () => {
    const fetchMock = fakeApi([check({ intervalMinutes: null, signedInAt: ago(600) })]);
    renderWithRouter(gameRoutes, '/');
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/saferplay/realitycheck')).toHaveLength(1));
    await advance(3 * 60 * MINUTE);
    expect(overlay()).toBeNull();

    useSession.getState().endSession();
    const visitor = fakeApi([check({ signedInAt: ago(600) })]);
    renderWithRouter(gameRoutes, '/');
    await advance(60 * MINUTE);
    expect(overlay()).toBeNull();
    expect(bodiesSent(visitor, '/api/saferplay/realitycheck')).toHaveLength(0);
  });
});

describe('the reality-check setting on the safer-play page', () => {
  it('saves the interval picked, and the site follows it at once', async () => {
    const fetchMock = fakeApi([check({ intervalMinutes: null, signedInAt: ago(1) })]);
    renderWithRouter(routes, '/dashboard/safer-play');
    const tool = await screen.findByRole('article', { name: 'Oyun süresi hatırlatması' });
    const off = await within(tool).findByRole('radio', { name: 'Kapalı' });
    await waitFor(() => expect(off).toBeChecked());
    // Only what the operator offers: off, 15 and 30 minutes.
    await within(tool).findByRole('radio', { name: '30 dakikada bir' });
    expect(within(tool).getAllByRole('radio')).toHaveLength(3);
    // The other tools offer the operator's periods too.
    const timeOut = screen.getByRole('article', { name: 'Mola ver' });
    expect(within(timeOut).getAllByRole('radio')).toHaveLength(2);

    fireEvent.click(within(tool).getByRole('radio', { name: '15 dakikada bir' }));
    fireEvent.click(within(tool).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/api/saferplay/setrealitycheck')).toEqual([{ intervalMinutes: 15 }]),
    );

    fireEvent.click(within(tool).getByRole('radio', { name: 'Kapalı' }));
    fireEvent.click(within(tool).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/api/saferplay/setrealitycheck')).toEqual([
        { intervalMinutes: 15 },
        { intervalMinutes: null },
      ]),
    );
    // Each save refreshes what the timer reads.
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/api/saferplay/realitycheck').length).toBeGreaterThanOrEqual(3),
    );
  });
});

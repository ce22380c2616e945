import type { Notification } from '@lale/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/lib/session.ts';
import { NotificationBell, useLiveNotifications } from '../src/features/notifications/index.ts';
import { SHAKE_MS } from '../src/features/notifications/NotificationBell.tsx';
import { badgeText, formatNotificationTime } from '../src/features/notifications/format.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { dispatchRealtime } from '../src/lib/realtime/commands.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

// setup.ts mocks the realtime client; messages are dispatched here directly, as the client would.
const LIST = '/api/customer/notification';
const READ = '/api/customer/readnotification';

function item(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Bildirim ${id}`,
    note: `Ayrıntı ${id}`,
    type: 5,
    timeStamp: '2026-11-21T11:05:00.000Z',
    isRead: false,
    ...overrides,
  };
}

function Harness() {
  useLiveNotifications();
  return <NotificationBell />;
}

function renderBell() {
  return renderWithRouter(<Harness />);
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });

// A fixed zone (UTC+3 all year) so local-time assertions hold on any machine.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Istanbul';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('badge', () => {
  it('shows the count and caps it at 9+', () => {
    expect([0, 1, 8, 9, 10, 120].map(badgeText)).toEqual(['0', '1', '8', '9+', '9+', '9+']);
  });

  it('names the bell with the unread count and shows 9+ from 9 on', async () => {
    mockApi({ [LIST]: Array.from({ length: 12 }, (_, index) => item(index + 1)) });
    renderBell();
    const button = await bell('Bildirimler, 12 okunmamış');
    expect(button).toHaveTextContent('9+');
  });

  it('has no badge and a plain name when everything is read', async () => {
    mockApi({ [LIST]: [item(1, { isRead: true })] });
    renderBell();
    await waitFor(() => expect(bodiesSent(fetchMockOf(), LIST)).toEqual([{ skip: 0, take: 100 }]));
    expect((await bell('Bildirimler')).textContent).toBe('');
  });

  it('speaks English too', async () => {
    await initI18n('en');
    mockApi({ [LIST]: [item(1), item(2), item(3)] });
    renderBell();
    expect(await bell('Notifications, 3 unread')).toHaveTextContent('3');
  });

  it('does not ask for notifications when nobody is signed in', () => {
    useSession.getState().endSession();
    const fetchMock = mockApi({ [LIST]: [] });
    renderBell();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

function fetchMockOf() {
  return fetch as unknown as ReturnType<typeof mockApi>;
}

describe('shake', () => {
  it('shakes when the count changes and stops after the animation', async () => {
    mockApi({ [LIST]: [item(1)] });
    renderBell();
    const button = await bell('Bildirimler, 1 okunmamış');
    // The first load changed the count from 0 (a shake on real timers): let it finish first.
    await waitFor(() => expect(button).not.toHaveAttribute('data-shaking'), { timeout: SHAKE_MS * 2 });
    vi.useFakeTimers();

    // The message is checked by a lazily loaded parser: an async act lets its promise settle.
    await act(async () => dispatchRealtime('Notification', item(2)));
    // TanStack Query tells its observers on a zero-delay timer.
    act(() => vi.advanceTimersByTime(0));
    expect(button).toHaveAccessibleName('Bildirimler, 2 okunmamış');
    expect(button).toHaveAttribute('data-shaking');
    expect(button.className).toMatch(/shake/);
    act(() => vi.advanceTimersByTime(SHAKE_MS - 1));
    expect(button).toHaveAttribute('data-shaking');
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('data-shaking');
    expect(button.className).not.toMatch(/shake/);
  });
});

async function openPanel(name: string | RegExp = /^Bildirimler/) {
  fireEvent.click(await bell(name));
  return screen.findByRole('dialog', { name: 'Bildirimler' });
}

describe('panel', () => {
  it('lists notifications with the icon of their type and the local time', async () => {
    mockApi({
      [LIST]: [
        item(1, { type: 4, title: 'Bonus geldi' }),
        item(2, { type: 1, title: 'Para yatırıldı', isRead: true }),
        item(3, { type: 2, title: 'Para çekildi' }),
        item(4, { type: 3, title: 'Jackpot' }),
        item(5, { type: 5, title: 'Bakım' }),
      ],
    });
    renderBell();
    const panel = await openPanel('Bildirimler, 4 okunmamış');
    const rows = await within(panel).findAllByRole('button', { name: /\d{2}\.\d{2}\.\d{4}/ });
    expect(rows.map((row) => row.querySelector('svg')?.dataset.icon)).toEqual([
      'gift',
      'deposit',
      'withdraw',
      'system',
      'system',
    ]);
    // 11:05 UTC is 14:05 in Istanbul.
    expect(rows[0]).toHaveTextContent('Bonus geldi21.11.2026 14:05Okunmadı');
    expect(rows[1]).not.toHaveTextContent('Okunmadı');
    expect(formatNotificationTime('2026-01-02T21:30:00.000Z')).toBe('03.01.2026 00:30');
  });

  it('says so when there is nothing to show', async () => {
    mockApi({ [LIST]: [] });
    renderBell();
    const panel = await openPanel('Bildirimler');
    expect(
      await within(panel).findByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.'),
    ).toBeVisible();
  });

  it('says the English empty text from the spec', async () => {
    await initI18n('en');
    mockApi({ [LIST]: [] });
    renderBell();
    fireEvent.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByText('When you have a new notification, you will see it here.'),
    ).toBeVisible();
  });

  it('opens the detail and marks it read only once the server agreed', async () => {
    let answerRead: (value: { body: unknown }) => void = () => {};
    const fetchMock = mockApi({
      [LIST]: [item(1, { title: 'Hoş geldin', note: 'Bonusun hazır.' }), item(2)],
    });
    const list = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== READ) return list(input, init);
      const answer = await new Promise<{ body: unknown }>((resolve) => (answerRead = resolve));
      return new Response(JSON.stringify(answer.body), { status: 200 });
    });
    renderBell();
    const panel = await openPanel('Bildirimler, 2 okunmamış');
    fireEvent.click(await within(panel).findByRole('button', { name: /Hoş geldin/ }));

    expect(within(panel).getByRole('heading', { name: 'Hoş geldin' })).toBeVisible();
    expect(within(panel).getByText('Bonusun hazır.')).toBeVisible();
    expect(within(panel).getByText('21.11.2026 14:05')).toBeVisible();
    await waitFor(() => expect(bodiesSent(fetchMock, READ)).toEqual([{ id: 1 }]));
    // Still unread until the server answers.
    expect(
      screen.getByRole('button', { name: 'Bildirimler, 2 okunmamış', hidden: true }),
    ).toBeInTheDocument();

    await act(async () => answerRead({ body: envelope(null, 'ok') }));
    await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış', hidden: true });

    fireEvent.click(within(panel).getByRole('button', { name: 'Geri' }));
    const row = await within(panel).findByRole('button', { name: /Hoş geldin/ });
    expect(row).not.toHaveTextContent('Okunmadı');
    // Opening a read one again does not call the server again.
    fireEvent.click(row);
    expect(bodiesSent(fetchMock, READ)).toHaveLength(1);
  });

  it('keeps it unread and shows the server message when marking fails', async () => {
    const error = vi.spyOn(notify, 'error');
    mockApi({
      [LIST]: [item(1)],
      [READ]: () => ({ status: 400, body: envelope(null, 'Bildirim bulunamadı', false) }),
    });
    renderBell();
    const panel = await openPanel('Bildirimler, 1 okunmamış');
    fireEvent.click(await within(panel).findByRole('button', { name: /Bildirim 1/ }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Bildirim bulunamadı'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Geri' }));
    expect(await within(panel).findByRole('button', { name: /Bildirim 1/ })).toHaveTextContent('Okunmadı');
    expect(
      screen.getByRole('button', { name: 'Bildirimler, 1 okunmamış', hidden: true }),
    ).toBeInTheDocument();
  });
});

describe('live messages', () => {
  it('puts a live Notification first and bumps the badge', async () => {
    mockApi({ [LIST]: [item(1, { title: 'Eski' })] });
    renderBell();
    await bell('Bildirimler, 1 okunmamış');

    act(() => dispatchRealtime('Notification', item(7, { title: 'Yeni', type: 4 })));
    act(() => dispatchRealtime('Notification', { id: 'not a notification' }));
    const panel = await openPanel('Bildirimler, 2 okunmamış');
    const rows = await within(panel).findAllByRole('button', { name: /\d{2}\.\d{2}\.\d{4}/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Yeni'),
      expect.stringContaining('Eski'),
    ]);
  });

  it('fetches the list again after a reconnect, so a message sent while it was down shows', async () => {
    let list = [item(1)];
    const fetchMock = mockApi({ [LIST]: () => ({ body: envelope(list) }) });
    renderBell();
    await bell('Bildirimler, 1 okunmamış');
    expect(bodiesSent(fetchMock, LIST)).toHaveLength(1);

    list = [item(2), item(1)];
    act(() => dispatchRealtime('reconnected', null));
    await bell('Bildirimler, 2 okunmamış');
    expect(bodiesSent(fetchMock, LIST)).toHaveLength(2);
  });
});

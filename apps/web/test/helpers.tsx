import type { Bootstrap, Envelope } from '@lale/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function envelope<T>(data: T, message = '', success = true): Envelope<T> {
  return { success, message, data };
}

/** Replaces fetch for one test; returns the mock to script answers and read the requests. */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The headers of the n-th request made through the mock. */
export function requestHeaders(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

export function sampleBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    sliderList: [
      {
        id: 1,
        slug: 'home',
        url: '/promotions',
        title: 'Hoş geldin bonusu',
        images: [
          { url: '/media/sliders/a-sm.svg' },
          { url: '/media/sliders/a-md.svg' },
          { url: '/media/sliders/a-lg.svg' },
        ],
      },
    ],
    categoryList: [
      { id: 2, name: 'Kurumsal', contentList: [{ id: 3, title: 'Hakkımızda', description: '<p>Lale</p>' }] },
    ],
    languageList: [
      { locale: 'tr', name: 'Türkçe' },
      { locale: 'en', name: 'English' },
    ],
    translationList: [],
    siteOption: [
      { key: 'Chat-Site-Id', value: 'abc', status: true },
      { key: 'disabled-option', value: 'x', status: false },
    ],
    popup: null,
    domainStatus: { current: 'lale1.example', next: 'lale2.example' },
    egtJackpotCards: [],
    jackpotCards: { currentLevelI: 0 },
    promotionList: [
      {
        id: 1,
        images: ['/media/promotions/a-card.svg', '/media/promotions/a-detail.svg'],
        title: 'Hoş Geldin Bonusu',
        description: '<p>İlk yatırıma %100</p>',
      },
    ],
    appLinkList: [{ name: 'telegram', url: 'https://t.me/lalebet' }],
    casinoCategoryList: [
      { id: 1, name: 'Slot', slugList: ['slot'], imageUrl: null },
      { id: 2, name: 'Canlı Casino', slugList: ['live'], imageUrl: null },
      { id: 3, name: 'Popüler', slugList: ['slot', 'live', 'games'], imageUrl: null },
    ],
    // Both sportsbook frames on, as the sandbox plays them in development.
    sportsFrameList: [
      { provider: 'fcg', url: '/api/sandbox/sportsbook/fcg/frame', partnerId: 'sandbox-fcg' },
      { provider: 'betco', url: '/api/sandbox/sportsbook/betco/frame', partnerId: 'sandbox-betco' },
    ],
    ...overrides,
  };
}

/** Renders `element` (or the given routes) inside a memory router and a fresh query client. */
export function renderWithRouter(content: ReactElement | RouteObject[], path = '/') {
  const routes: RouteObject[] = Array.isArray(content) ? content : [{ path: '*', element: content }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Answer = { status?: number; body: unknown };
/** An API route's answer: plain data (a success envelope) or a function of the request body. */
export type ApiHandler = unknown | ((body: unknown) => Answer);

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.split('?')[0] ?? url;
}

/**
 * Mocks fetch as a small fake API: `handlers` maps a path ('/api/auth/login') to its answer. Unknown
 * paths answer 404. Returns the mock; `bodiesSent(mock, path)` reads what was posted.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const handler = handlers[pathOf(input)];
    if (handler === undefined) return jsonResponse(404, envelope(null, 'not found', false));
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (typeof handler === 'function') {
      const answer = (handler as (body: unknown) => Answer)(body);
      return jsonResponse(answer.status ?? 200, answer.body);
    }
    return jsonResponse(200, envelope(handler));
  });
  return fetchMock;
}

export function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => pathOf(input) === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export function sampleAuth(overrides: Record<string, unknown> = {}) {
  return {
    token: 'tok-1',
    username: 'oyuncu1',
    usercode: 'LL-1001',
    balance: 1000,
    betsyCid: null,
    betsyUrl: null,
    betsyToken: null,
    betcoToken: null,
    betcoUrl: null,
    phone: '905321234567',
    smsVerified: false,
    fingerprint: 'fp-1',
    lastLoginAt: null,
    ...overrides,
  };
}

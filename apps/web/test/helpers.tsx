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

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ROLE_PERMISSIONS, type Permission, type StaffRole } from '@lale/contracts';
import { startSession } from '../src/lib/session.ts';

/*
 * Test helpers: a router at a given URL with a probe showing the current location, a fresh query
 * cache, and a fetch stand-in answering envelopes by path.
 */

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(url: string, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export type FetchCall = { url: URL; method: string; headers: Headers; body: unknown };

/** Stubs fetch: `answer(call)` gives the `data` of a successful envelope, or a Response for anything else. */
export function stubFetch(answer: (call: FetchCall) => unknown) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const data = answer(call);
    if (data instanceof Response) return data;
    return Response.json({ success: true, message: '', data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A signed-in staff member of `role` (its permissions, or the ones given), as the sign-in leaves it. */
export function signInAs(role: StaffRole, permissions: readonly Permission[] = ROLE_PERMISSIONS[role]) {
  startSession({
    staff: { id: 1, username: role, displayName: `A ${role}`, role, permissions: [...permissions] },
    csrfToken: 'csrf',
    idleTimeoutSeconds: 900,
    recoveryCodes: null,
  });
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetCurrentPageForTests } from '../src/app/guard.ts';
import { setOddsSocketFactory } from '../src/features/sports/oddsLink.ts';
import { page } from '../src/lib/page.ts';
import { useSession } from '../src/lib/session.ts';
import { neverOpeningSocket } from './fake-odds-socket.ts';

// Pages, dialogs, the form rules and the toasts are lazy chunks (issue 24's light first page): in jsdom
// each first import is a module transform, which on a busy 2-core machine takes longer than the default
// 1 s a `findBy` waits. Still a wait for what a person sees, only with the patience a shared CI core needs.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no canvas; the celebration's confetti is asserted through this mock.
vi.mock('canvas-confetti', () => {
  const fire = vi.fn(() => Promise.resolve());
  return { default: { create: vi.fn(() => fire), fire } };
});

// No test opens a real hub connection (jsdom has no server); realtime-client.test.ts imports the
// actual client against a fake @microsoft/signalr.
vi.mock('../src/lib/realtime/client.ts', () => ({
  startRealtime: vi.fn(async () => {}),
  stopRealtime: vi.fn(async () => {}),
}));

// No test reaches a live odds server: by default the sports pages' socket never opens, so they poll as
// they do while the socket is down. sports-live.test.tsx installs a fake server of its own.
setOddsSocketFactory(() => neverOpeningSocket());

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A fresh page life for the next test: nobody signed in, no dialog, no page shown yet.
  useSession.getState().endSession();
  forgetCurrentPageForTests();
});

// jsdom cannot navigate. A reload the app schedules (a language change, a 403) may fire after the test that
// caused it has ended and restored its spies — in another file of the same worker, where `window` can be
// gone: the page's actions are no-ops for every test, which spy on them to see them called.
page.reload = () => {};
page.loadAfresh = () => {};

// jsdom has no layout or scrolling; the router's scroll restoration only needs the call to exist.
window.scrollTo = () => {};

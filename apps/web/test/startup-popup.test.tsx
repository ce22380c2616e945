import type { Popup } from '@lale/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentOverlays } from '../src/features/cms/index.ts';
import { popupHash } from '../src/features/cms/popup/popupHash.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { rememberRestriction } from '../src/lib/restrictedHere.ts';
import { renderWithRouter, sampleBootstrap } from './helpers.tsx';

const POPUP: Popup = { images: ['/p/sm.svg', '/p/md.svg', '/p/lg.svg'], url: '/promotions' };

beforeAll(async () => {
  await import('../src/features/cms/popup/StartupPopup.tsx');
});

beforeEach(async () => {
  await initI18n('tr');
});

/** A page life: the stored bootstrap carries `popup`; the layout mounts the overlays. */
function startPage(popup: Popup | null) {
  localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap({ popup })));
  return renderWithRouter(
    [
      { path: '/', element: <ContentOverlays /> },
      { path: '/promotions', element: <p>promosyonlar</p> },
    ],
    '/',
  );
}

/** jsdom loads no images: the popup waits for its picture, so the test says it arrived. */
async function pictureArrives() {
  const dialog = await screen.findByRole('dialog', { name: 'Duyuru' });
  fireEvent.load(within(dialog).getByRole('img'));
  return dialog;
}

/** Lets the lazy popup chunk settle, so "not shown" is not just "not loaded yet". */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('start-up popup (spec §4)', () => {
  it('shows a popup with images once and remembers its content hash', async () => {
    const first = startPage(POPUP);
    const dialog = await pictureArrives();
    expect(localStorage.getItem('popupHash')).toBe(popupHash(POPUP));
    const link = within(dialog).getByRole('link');
    expect(link).toHaveAttribute('href', '/promotions');
    first.unmount();

    // The next page life: same content, so no popup.
    startPage(POPUP);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again when the operator publishes different content', async () => {
    localStorage.setItem('popupHash', popupHash(POPUP));
    startPage({ ...POPUP, url: '/casino/slot' });
    await pictureArrives();
    expect(localStorage.getItem('popupHash')).toBe(popupHash({ ...POPUP, url: '/casino/slot' }));
  });

  it('is not shown without images, nor remembered when its picture fails to load', async () => {
    startPage({ images: [], url: '/promotions' }).unmount();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    startPage(POPUP);
    const dialog = await screen.findByRole('dialog', { name: 'Duyuru' });
    fireEvent.error(within(dialog).getByRole('img'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('popupHash')).toBeNull();
  });

  it('serves the picture by width and closes when the banner is clicked, following its link', async () => {
    const { router } = startPage(POPUP);
    const dialog = await pictureArrives();
    const sources = [...dialog.querySelectorAll('source')].map((source) => source.getAttribute('media'));
    expect(sources).toEqual(['(min-width: 1200px)', '(min-width: 992px)']);
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/p/sm.svg');

    fireEvent.click(within(dialog).getByRole('link'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('links to the page the visitor is on when the popup has no URL', async () => {
    startPage({ ...POPUP, url: null });
    const dialog = await pictureArrives();
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', '/');
  });

  it('stays away while a time-out or self-exclusion taken in this browser runs, and shows after it', async () => {
    const DAY = 86_400_000;
    rememberRestriction(new Date(Date.now() + DAY).toISOString());
    startPage(POPUP).unmount();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    rememberRestriction(null); // until the operator lifts it
    startPage(POPUP).unmount();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    rememberRestriction(new Date(Date.now() - DAY).toISOString());
    startPage(POPUP);
    await pictureArrives();
  });
});

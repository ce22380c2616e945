import { bingo, fairRng, sha256Hex } from '@lale/originals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealtCard, linkedCardFromQuery } from '../src/features/originals/linkedCard.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useSession } from '../src/lib/session.ts';
import { mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';
import type { ManualVerifier as Verifier } from '../src/features/originals/ManualVerifier.tsx';

/*
 * A Lale Tombala card recomputed on the provably fair page (issue #14): the card at its place in a
 * purchase dealt again from the player's revealed seed pair, by hand or from the card's link in the game.
 */

const SERVER_SEED = 'a1'.repeat(32);
const HASH = sha256Hex(SERVER_SEED);
const seeds = { serverSeed: SERVER_SEED, clientSeed: 'lale-kart', nonce: 7 };
const link = `/casino/provably-fair?verify=lale-tombala&hash=${HASH}&clientSeed=lale-kart&nonce=7&card=3#verifier`;

// As the server deals a purchase of six (apps/api originals/draws/bingo.ts).
const purchase = bingo.dealCards(fairRng(seeds), 6);
const numbersOf = (card: bingo.BingoCard) => card.flatMap((row) => row.filter((n) => n !== null));

let ManualVerifier: typeof Verifier;
beforeAll(async () => {
  await initI18n('tr');
  ({ ManualVerifier } = await import('../src/features/originals/ManualVerifier.tsx'));
});
afterEach(() => useSession.getState().endSession());

describe('a tombala card dealt again', () => {
  it('is the card at its place whatever the size of the purchase it was bought in', () => {
    for (let place = 1; place <= 6; place += 1) expect(dealtCard(seeds, place)).toEqual(purchase[place - 1]);
  });

  it('reads the deal a link carries, and nothing from a link it cannot read', () => {
    const params = new URL(link, 'https://lale.example').searchParams;
    expect(linkedCardFromQuery(params)).toEqual({
      hash: HASH,
      clientSeed: 'lale-kart',
      nonce: '7',
      card: '3',
    });
    const broken: [string, string][] = [
      ['card', '7'],
      ['card', '0'],
      ['nonce', '-1'],
      ['hash', 'abc'],
      ['clientSeed', 'bad seed'],
    ];
    for (const [key, value] of broken) {
      const changed = new URLSearchParams(params);
      changed.set(key, value);
      expect(linkedCardFromQuery(changed), `${key}=${value}`).toBeNull();
    }
    expect(linkedCardFromQuery(new URLSearchParams('verify=lale-dice'))).toBeNull();
  });

  it('arrives from the card’s link with its deal filled in; the revealed server seed deals it again', async () => {
    renderWithRouter(<ManualVerifier />, link);
    const form = screen.getByRole('region', { name: 'Elle doğrula' });
    expect(within(form).getByLabelText('Oyun')).toHaveValue('lale-tombala');
    expect(within(form).getByLabelText('İstemci tohumu')).toHaveValue('lale-kart');
    expect(within(form).getByLabelText('Nonce')).toHaveValue('7');
    expect(within(form).getByLabelText('Kartın alımdaki sırası (1–6)')).toHaveValue('3');
    expect(within(form).getByText(/açıklanmış sunucu tohumunu girin/)).toBeVisible();

    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Sunucu tohumu'), SERVER_SEED);
    await user.click(within(form).getByRole('button', { name: 'Hesapla' }));
    expect(within(form).getByText(HASH)).toBeVisible();
    expect(within(form).getByText(`3. kart: ${numbersOf(purchase[2]!).join(' · ')}`)).toBeVisible();
    const grid = within(form).getByRole('table', { name: 'Yeniden dağıtılan kart' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getAllByRole('cell')).toHaveLength(15);

    // A place outside a purchase is refused with what to enter.
    await user.clear(within(form).getByLabelText('Kartın alımdaki sırası (1–6)'));
    await user.type(within(form).getByLabelText('Kartın alımdaki sırası (1–6)'), '9');
    await user.click(within(form).getByRole('button', { name: 'Hesapla' }));
    expect(within(form).getByText('1 ile 6 arasında bir tam sayı girin.')).toBeVisible();
  });

  it('deals it at once for a signed-in player who has revealed the pair, and says when it is still secret', async () => {
    useSession.getState().beginSession(sampleAuth());
    const revealed = {
      serverSeedHash: HASH,
      clientSeed: 'lale-kart',
      nonce: 12,
      serverSeed: SERVER_SEED,
      revealedAt: '2026-11-26T10:00:00Z',
    };
    mockApi({
      '/api/originals/seeds': {
        active: { serverSeedHash: 'b2'.repeat(32), clientSeed: 'yeni', nonce: 0 },
        revealed: [revealed],
      },
    });
    const first = renderWithRouter(<ManualVerifier />, link);
    const form = screen.getByRole('region', { name: 'Elle doğrula' });
    expect(await within(form).findByText(`3. kart: ${numbersOf(purchase[2]!).join(' · ')}`)).toBeVisible();
    expect(within(form).getByLabelText('Sunucu tohumu')).toHaveValue(SERVER_SEED);
    first.unmount();

    mockApi({
      '/api/originals/seeds': {
        active: { serverSeedHash: HASH, clientSeed: 'lale-kart', nonce: 9 },
        revealed: [],
      },
    });
    renderWithRouter(<ManualVerifier />, link);
    expect(await screen.findByText(/hâlâ kullanımda/)).toBeVisible();
  });
});

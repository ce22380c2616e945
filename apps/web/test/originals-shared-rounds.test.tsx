import { bingo, chain, crash, keno } from '@lale/originals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSharedRound,
  formatCrashPoint,
  sharedRoundFromQuery,
  sharedRoundLink,
} from '../src/features/originals/sharedRounds.ts';
import { i18n, initI18n } from '../src/lib/i18n/index.ts';
import { renderWithRouter } from './helpers.tsx';
import type { SharedRoundVerifier as Verifier } from '../src/features/originals/SharedRoundVerifier.tsx';

/*
 * The provably fair page's shared rounds (issue #14): a crash, keno or bingo round's revealed chain link
 * hashed back to the chain's commitment, and its outcome recomputed by the functions the server plays
 * with, by hand or from a round's link.
 */

// [h_0 = commitment, h_1, …, h_5]: a chain of five rounds from a fixed terminal seed.
const CHAIN = chain.buildChain('5f'.repeat(32), 5);
const commitment = CHAIN[0]!;
const round3 = CHAIN[3]!;

// The page's texts join i18next when its chunk is first evaluated, as in the site: after start-up.
let SharedRoundVerifier: typeof Verifier;
beforeAll(async () => {
  await initI18n('tr');
  ({ SharedRoundVerifier } = await import('../src/features/originals/SharedRoundVerifier.tsx'));
});

describe('checking a shared round', () => {
  it('accepts round k only when its hash leads back to the commitment in exactly k hashes', () => {
    const check = checkSharedRound({ game: 'crash', hash: round3, round: 3, commitment });
    expect(check.chainMatches).toBe(true);
    expect(check.reached).toBe(commitment);
    expect(checkSharedRound({ game: 'crash', hash: round3, round: 2, commitment }).chainMatches).toBe(false);
    expect(
      checkSharedRound({ game: 'crash', hash: round3, round: 3, commitment: CHAIN[1]! }).chainMatches,
    ).toBe(false);
    // Pasted in capitals with spaces around it: still the same link.
    const pasted = ` ${round3.toUpperCase()} `;
    expect(checkSharedRound({ game: 'keno', hash: pasted, round: 3, commitment }).chainMatches).toBe(true);
  });

  it('recomputes each game’s outcome exactly as the server draws it', () => {
    expect(checkSharedRound({ game: 'crash', hash: round3, round: 3, commitment }).outcome).toEqual({
      kind: 'crash',
      crashPoint: crash.roundCrashPoint(round3),
    });
    const kenoDraw = checkSharedRound({ game: 'keno', hash: round3, round: 3, commitment }).outcome;
    expect(kenoDraw).toEqual({ kind: 'draw', balls: keno.roundKenoDraw(round3) });
    expect(kenoDraw.kind === 'draw' && kenoDraw.balls).toHaveLength(20);
    const bingoDraw = checkSharedRound({ game: 'bingo:lale-5', hash: round3, round: 3, commitment }).outcome;
    expect(bingoDraw).toEqual({ kind: 'draw', balls: bingo.roundBingoDraw(round3).slice(0, 60) });
  });

  it('writes a crash point as the game shows it', () => {
    expect(formatCrashPoint(24_700, 'tr')).toBe('×2,47');
    expect(formatCrashPoint(24_700, 'en')).toBe('×2.47');
    expect(formatCrashPoint(12_345_600, 'tr')).toBe('×1.234,56');
  });

  it('reads back the round a link carries, and ignores what it cannot read', () => {
    const link = sharedRoundLink({ game: 'bingo:lale-20', hash: round3, round: 3, commitment });
    expect(link).toMatch(/^\/casino\/provably-fair\?game=lale-tombala&room=lale-20&round=3&hash=/);
    const params = new URL(link, 'https://lale.example').searchParams;
    expect(sharedRoundFromQuery(params)).toEqual({
      game: 'bingo:lale-20',
      hash: round3,
      round: '3',
      commitment,
    });
    expect(sharedRoundFromQuery(new URLSearchParams('game=lale-keno&hash=xyz&round=-1'))).toEqual({
      game: 'keno',
      hash: '',
      round: '',
      commitment: '',
    });
    expect(sharedRoundFromQuery(new URLSearchParams('game=lale-dice'))).toBeNull();
  });
});

describe('the shared rounds calculator', () => {
  it('verifies the round a link carries as soon as the page opens', async () => {
    renderWithRouter(
      <SharedRoundVerifier />,
      sharedRoundLink({ game: 'crash', hash: round3, round: 3, commitment }),
    );
    const section = screen.getByRole('region', { name: 'Ortak turları doğrula' });
    expect(within(section).getByLabelText('Turun açıklanan karması (hₖ)')).toHaveValue(round3);
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent('3 kez özetlenince taahhüde ulaşıyor: bu karma zincirin 3. turu');
    expect(status).toHaveTextContent(formatCrashPoint(crash.roundCrashPoint(round3), 'tr'));
    expect(status).toHaveTextContent('lale-originals:crash');
  });

  it('verifies a keno round typed by hand, and says when a hash is not the chain’s', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SharedRoundVerifier />, '/casino/provably-fair');
    const section = screen.getByRole('region', { name: 'Ortak turları doğrula' });
    await user.selectOptions(within(section).getByLabelText('Oyun'), 'Lale Keno');
    await user.type(within(section).getByLabelText('Tur numarası (k)'), '3');
    await user.type(within(section).getByLabelText('Turun açıklanan karması (hₖ)'), 'not a hash');
    await user.type(within(section).getByLabelText('Zincirin taahhüdü (h₀)'), commitment);
    await user.click(within(section).getByRole('button', { name: 'Turu doğrula' }));
    expect(await within(section).findByText('64 onaltılık (hex) karakter girin.')).toBeInTheDocument();

    const hashField = within(section).getByLabelText('Turun açıklanan karması (hₖ)');
    await user.clear(hashField);
    await user.type(hashField, round3);
    await user.click(within(section).getByRole('button', { name: 'Turu doğrula' }));
    const status = within(section).getByRole('status');
    expect(await within(status).findByText('Çekilen 20 top, çıkış sırasıyla')).toBeInTheDocument();
    const balls = within(status)
      .getAllByRole('listitem')
      .map((item) => Number(item.textContent));
    expect(balls).toEqual(keno.roundKenoDraw(round3));

    // The previous round's hash is not round 3 of this chain.
    await user.clear(hashField);
    await user.type(hashField, CHAIN[2]!);
    await user.click(within(section).getByRole('button', { name: 'Turu doğrula' }));
    expect(await within(status).findByText(/3 kez özetlenince taahhüde ulaşmıyor/)).toBeInTheDocument();
    expect(status).toHaveTextContent('bu zincirin bir turu olarak kabul edilemez');
  });

  it('speaks English after a language switch', async () => {
    await i18n.changeLanguage('en');
    try {
      const link = sharedRoundLink({ game: 'bingo:lale-1', hash: round3, round: 3, commitment });
      renderWithRouter(<SharedRoundVerifier />, link);
      const section = screen.getByRole('region', { name: 'Verify shared rounds' });
      expect(within(section).getByLabelText('Game')).toHaveDisplayValue('Lale Tombala — Lale 1 ₺');
      const status = within(section).getByRole('status');
      expect(status).toHaveTextContent('Hashed 3 times it reaches the commitment');
      expect(within(status).getByText('The 60 numbers called, in order')).toBeInTheDocument();
      expect(within(status).getAllByRole('listitem')).toHaveLength(60);
    } finally {
      await i18n.changeLanguage('tr');
    }
  });
});

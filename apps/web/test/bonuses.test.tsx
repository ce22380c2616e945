import type { BonusOffer, PlayerBonus } from '@lale/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { balanceQueryKey } from '../src/lib/sessionActions.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth, type ApiHandler } from './helpers.tsx';

/* /dashboard/bonuses (issue #11 bonus engine): offers, bonus code, wagering progress, forfeit. */

const LIST = '/api/bonus/list';
const CLAIM = '/api/bonus/claim';
const FORFEIT = '/api/bonus/forfeit';

const OFFER: BonusOffer = {
  id: 4,
  title: 'İlk Yatırım Bonusu',
  description: 'İlk yatırımınıza %100, en çok ₺1.000',
  trigger: 'first_deposit',
  amount: 500,
  wageringMultiple: 10,
  validDays: 7,
  maxBet: 50,
};

const bonus = (id: number, overrides: Partial<PlayerBonus> = {}): PlayerBonus => ({
  id,
  title: `Bonus ${id}`,
  status: 'active',
  amount: 200,
  wageringRequired: 2000,
  wageringDone: 750.5,
  maxBet: null,
  createdAt: '2026-11-20T09:00:00Z',
  expiresAt: '2026-11-27T09:00:00Z',
  ...overrides,
});

function renderPage(handlers: Record<string, ApiHandler>) {
  const fetchMock = mockApi({
    '/api/user/balance': { balance: 1000, bonusBalance: 200 },
    [LIST]: { offers: [OFFER], bonuses: [bonus(9)] },
    ...handlers,
  });
  return { fetchMock, ...renderWithRouter(routes, '/dashboard/bonuses') };
}

const card = (name: string) => screen.findByRole('article', { name });

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

describe('the bonuses page', () => {
  it('shows an offer with its terms and claims it by id, then refreshes the list and the balance', async () => {
    const success = vi.spyOn(notify, 'success');
    let claimed = false;
    const { fetchMock, queryClient } = renderPage({
      [LIST]: () => ({ body: envelope({ offers: claimed ? [] : [OFFER], bonuses: [] }) }),
      [CLAIM]: () => {
        claimed = true;
        return { body: envelope(null, 'İlk Yatırım Bonusu hesabınıza tanımlandı.') };
      },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuslarım' })).toBeVisible();
    const offers = await screen.findByRole('region', { name: 'Alınabilir Teklifler' });
    const offer = await within(offers).findByRole('article', { name: 'İlk Yatırım Bonusu' });
    expect(within(offer).getByText('İlk yatırımınıza %100, en çok ₺1.000')).toBeVisible();
    expect(within(offer).getByText('₺500,00')).toBeVisible();
    expect(within(offer).getByText('Çevrim').nextSibling).toHaveTextContent('10x');
    expect(within(offer).getByText('Geçerlilik').nextSibling).toHaveTextContent('7 gün');
    expect(within(offer).getByText('En yüksek bahis').nextSibling).toHaveTextContent('₺50,00');

    fireEvent.click(within(offer).getByRole('button', { name: 'Bonusu Al' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('İlk Yatırım Bonusu hesabınıza tanımlandı.'));
    expect(bodiesSent(fetchMock, CLAIM)).toEqual([{ id: 4 }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: balanceQueryKey });
    // Claimed: the offer is gone and the empty text shows.
    expect(await within(offers).findByText('Kayıt bulunamadı')).toBeVisible();
  });

  it('sends a bonus code and toasts a refusal', async () => {
    const error = vi.spyOn(notify, 'error');
    const { fetchMock } = renderPage({
      [CLAIM]: () => ({ status: 409, body: envelope(null, 'Bu bonus kodu geçerli değil.', false) }),
    });
    const input = await screen.findByLabelText('Bonus Kodu');
    fireEvent.change(input, { target: { value: '  HOSGELDIN100 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kodu Kullan' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bu bonus kodu geçerli değil.'));
    expect(bodiesSent(fetchMock, CLAIM)).toEqual([{ code: 'HOSGELDIN100' }]);
  });

  it('says a too short code is wrong and sends nothing', async () => {
    const { fetchMock } = renderPage({ [CLAIM]: () => ({ body: envelope(null) }) });
    const input = await screen.findByLabelText('Bonus Kodu');
    fireEvent.change(input, { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kodu Kullan' }));
    expect(input).toHaveAccessibleDescription('Lütfen en az 3 karakterli bir bonus kodu girin.');
    expect(bodiesSent(fetchMock, CLAIM)).toEqual([]);
  });

  it('shows each bonus with its status, and the wagering progress of an active one', async () => {
    renderPage({
      [LIST]: {
        offers: [],
        bonuses: [
          bonus(9),
          bonus(8, { status: 'completed', wageringDone: 2000 }),
          bonus(7, { status: 'expired' }),
          bonus(6, { status: 'forfeited' }),
        ],
      },
    });
    const active = await card('Bonus 9');
    expect(within(active).getByText('Aktif')).toBeVisible();
    expect(within(active).getByText('Bonus tutarı').nextSibling).toHaveTextContent('₺200,00');
    expect(within(active).getByText('Bitiş tarihi').nextSibling).toHaveTextContent(/27\.11\.2026/);
    const progress = within(active).getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '2000');
    expect(progress).toHaveAttribute('aria-valuenow', '750.5');
    expect(within(active).getByText('₺750,50 / ₺2.000,00 çevrildi')).toBeVisible();

    expect(within(await card('Bonus 8')).getByText('Tamamlandı')).toBeVisible();
    expect(within(await card('Bonus 7')).getByText('Süresi Doldu')).toBeVisible();
    const forfeited = await card('Bonus 6');
    expect(within(forfeited).getByText('Vazgeçildi')).toBeVisible();
    // Only an active bonus has a bar and can be forfeited.
    expect(within(forfeited).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Bonustan Vazgeç' })).toHaveLength(1);
  });

  it('forfeits an active bonus only after asking', async () => {
    const success = vi.spyOn(notify, 'success');
    let forfeited = false;
    const { fetchMock, queryClient } = renderPage({
      [LIST]: () => ({
        body: envelope({ offers: [], bonuses: [bonus(9, { status: forfeited ? 'forfeited' : 'active' })] }),
      }),
      [FORFEIT]: () => {
        forfeited = true;
        return { body: envelope(null, 'Bonustan vazgeçtiniz.') };
      },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const active = await card('Bonus 9');
    fireEvent.click(within(active).getByRole('button', { name: 'Bonustan Vazgeç' }));

    const confirm = await screen.findByRole('dialog', { name: 'Bonustan vazgeçilsin mi?' });
    expect(confirm).toHaveAccessibleDescription(
      '₺200,00 tutarındaki "Bonus 9" bonusundan vazgeçerseniz kalan bonus bakiyesi hesabınızdan silinir. Bu işlem geri alınamaz.',
    );
    // Keeping it changes nothing.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hayır, devam et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, FORFEIT)).toEqual([]);

    fireEvent.click(within(active).getByRole('button', { name: 'Bonustan Vazgeç' }));
    const again = await screen.findByRole('dialog', { name: 'Bonustan vazgeçilsin mi?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Evet, vazgeç' }));
    await waitFor(() => expect(bodiesSent(fetchMock, FORFEIT)).toEqual([{ id: 9 }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Bonustan vazgeçtiniz.'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: balanceQueryKey });
    expect(await within(await card('Bonus 9')).findByText('Vazgeçildi')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bonustan Vazgeç' })).not.toBeInTheDocument();
  });

  it("says 'no data' when there are no offers and no bonuses", async () => {
    renderPage({ [LIST]: { offers: [], bonuses: [] } });
    expect(await screen.findAllByText('Kayıt bulunamadı')).toHaveLength(2);
  });

  it('speaks English too', async () => {
    await initI18n('en');
    renderPage({});
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bonuses' })).toBeVisible();
    const offer = await card('İlk Yatırım Bonusu');
    expect(within(offer).getByRole('button', { name: 'Claim' })).toBeVisible();
    expect(screen.getByLabelText('Bonus code')).toBeVisible();
    const active = await card('Bonus 9');
    expect(within(active).getByText('Active')).toBeVisible();
    expect(within(active).getByRole('progressbar', { name: 'Wagering progress' })).toBeVisible();
    expect(within(active).getByRole('button', { name: 'Forfeit' })).toBeVisible();
  });

  it("is where the header's Claim Reward link leads", async () => {
    renderPage({});
    await screen.findByRole('heading', { level: 1, name: 'Bonuslarım' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Ödülünü Al' })).toHaveAttribute(
      'href',
      '/dashboard/bonuses',
    );
  });
});

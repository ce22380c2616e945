import { TransactionStatus } from '@lale/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationRepo } from '../../src/modules/notification/repo.ts';
import { createAudienceRepo } from '../../src/modules/notification/audience-repo.ts';
import { createNotificationService } from '../../src/modules/notification/service.ts';
import { type DepositProvider } from '../../src/modules/payments/index.ts';
import { createNoBonusGate, createPermissiveDepositAllowance } from '../../src/modules/payments/ports.ts';
import { createApprovalsRepo } from '../../src/modules/payments/approvals-repo.ts';
import { createPaymentsRepo } from '../../src/modules/payments/repo.ts';
import { createPaymentsService } from '../../src/modules/payments/service.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { loadMoney } from '../../src/platform/money.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { capturingPublisher } from '../notifications/support.ts';
import { CARD, balances, expectLedgerSound, METHOD, newPlayer, paymentsOf } from './support.ts';

/*
 * A provider that cannot make a checkout (down, refusing): the deposit is answered
 * PaymentProviderUnavailable, the Created payment is closed as Rejected (never left open), and the
 * player is told. The service is built here with a failing provider in place of the sandbox.
 */

let t: TestApp;
const clock = testClock('2026-03-10T09:00:00Z');
const realtime = capturingPublisher();

const failing: DepositProvider = {
  name: 'sandbox-card',
  createCheckout: async () => {
    throw new Error('provider down');
  },
  parseWebhook: () => {
    throw new Error('not used');
  },
};

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('a checkout the provider cannot create', () => {
  it('is refused as unavailable, and the payment is Rejected, not left Created', async () => {
    const db = t.database.db;
    const log = pino({ level: 'silent' });
    const payments = createPaymentsService({
      repo: createPaymentsRepo(db),
      approvals: createApprovalsRepo(db),
      wallet: createWalletService(db),
      money: await loadMoney(db),
      notifications: createNotificationService({
        repo: createNotificationRepo(db),
        audiences: createAudienceRepo(db),
        realtime: realtime.publisher,
        clock,
        log,
      }),
      clock,
      log,
      providers: new Map([['sandbox-card', failing]]),
      depositAllowance: createPermissiveDepositAllowance(),
      bonusGate: createNoBonusGate(),
      identity: t.modules.kyc.kyc,
      // No withdrawal and no confirmed deposit here: AML has nothing to watch.
      withdrawalWatch: { withdrawalRequested: async () => {} },
      depositWatch: { depositConfirmed: async () => {} },
      staffLive: { payment: async () => {} },
    });
    const player = await newPlayer(t);
    const auth = { playerId: player.playerId, sessionId: 0, currencyId: 1 };
    const detail = { amount: 500, CardNo: CARD, CardHolder: 'AYSE YILMAZ', ExpiryDate: '12/30', Cvv: '123' };

    await expect(payments.deposit(auth, METHOD.card, detail, 'en')).rejects.toMatchObject({
      outcome: { code: 'PaymentProviderUnavailable' },
    });
    const [payment] = await paymentsOf(t, player.playerId);
    expect(payment).toMatchObject({ status: TransactionStatus.Rejected, note: 'provider unavailable' });
    expect(realtime.pushes.map((p) => p.message)).toMatchObject([{ type: 1, title: 'Deposit rejected' }]);
    expect((await balances(t, player.playerId)).cash).toBe(0n);
    await expectLedgerSound(t);
  });
});

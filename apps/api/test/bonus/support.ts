import type { BonusListResponse } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import { bonusDefinitions, players } from '../../src/db/schema.ts';
import { type BonusService } from '../../src/modules/bonus/index.ts';
import { createBonusGate } from '../../src/modules/bonus/gate.ts';
import { createBonusRepo } from '../../src/modules/bonus/repo.ts';
import { createBonusService } from '../../src/modules/bonus/service.ts';
import { createNotificationRepo } from '../../src/modules/notification/repo.ts';
import { createAudienceRepo } from '../../src/modules/notification/audience-repo.ts';
import { createNotificationService } from '../../src/modules/notification/service.ts';
import { createWalletService, type Wallet } from '../../src/modules/wallet/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { loadMoney } from '../../src/platform/money.ts';
import { bearer, call, fullRegistration, registerOk, type TestClock } from '../support/accounts.ts';
import type { TestApp } from '../support/app.ts';
import { capturingPublisher } from '../notifications/support.ts';

/*
 * Helpers for the bonus engine tests: the engine built on the test app's database and clock (bets and
 * payments, which will drive it, do not exist yet), players with confirmed deposits, and the calls.
 */

export type Engine = {
  bonus: BonusService;
  gate: ReturnType<typeof createBonusGate>;
  wallet: Wallet;
  pushes: ReturnType<typeof capturingPublisher>['pushes'];
};

export async function engineFor(t: TestApp, clock: TestClock): Promise<Engine> {
  const db = t.database.db;
  const realtime = capturingPublisher();
  const log = pino({ level: 'silent' });
  const wallet = createWalletService(db);
  const notifications = createNotificationService({
    repo: createNotificationRepo(db),
    audiences: createAudienceRepo(db),
    realtime: realtime.publisher,
    clock,
    log,
  });
  const bonus = createBonusService({
    repo: createBonusRepo(db),
    wallet,
    money: await loadMoney(db),
    notifications,
    clock,
    log,
  });
  return { bonus, gate: createBonusGate(bonus), wallet, pushes: realtime.pushes };
}

export type Player = { token: string; playerId: number; currencyId: number };

export async function newPlayer(t: TestApp): Promise<Player> {
  const payload = fullRegistration();
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  return { token, playerId: row!.id, currencyId: 1 };
}

let paymentSerial = 1_000;

/**
 * A confirmed deposit as payments reports it: the cash arrives through the ledger and the bonus gate
 * records the deposit in the same transaction. Answers the payment id.
 */
export async function confirmDeposit(
  t: TestApp,
  engine: Engine,
  player: Player,
  amountMinor: bigint,
  confirmedAt: Date,
): Promise<number> {
  paymentSerial += 1;
  const paymentId = paymentSerial;
  await t.database.db.transaction(async (tx) => {
    const result = await engine.wallet.transfer(
      {
        idempotencyKey: `test-deposit:${paymentId}`,
        from: { type: 'system', kind: 'payments_clearing', currencyId: player.currencyId },
        to: { type: 'player', playerId: player.playerId, kind: 'cash', currencyId: player.currencyId },
        amountMinor,
        kind: 'deposit',
      },
      tx,
    );
    expect(result.status).toBe('applied');
    await engine.gate.depositConfirmed(tx, {
      playerId: player.playerId,
      currencyId: player.currencyId,
      paymentId,
      amountMinor,
      confirmedAt,
    });
  });
  return paymentId;
}

export async function definitionId(t: TestApp, trigger: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: bonusDefinitions.id })
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.trigger, trigger));
  return row!.id;
}

export const listBonuses = (t: TestApp, player: Player, locale = 'en') =>
  call<BonusListResponse['data']>(t.app, {
    method: 'GET',
    url: '/api/bonus/list',
    headers: { ...bearer(player.token), 'x-locale': locale },
  });

export const claim = (t: TestApp, player: Player, payload: object) =>
  call<null>(t.app, {
    method: 'POST',
    url: '/api/bonus/claim',
    payload,
    headers: { ...bearer(player.token), 'x-locale': 'en' },
  });

export const forfeit = (t: TestApp, player: Player, id: number) =>
  call<null>(t.app, {
    method: 'POST',
    url: '/api/bonus/forfeit',
    payload: { id },
    headers: { ...bearer(player.token), 'x-locale': 'en' },
  });

export async function balances(engine: Engine, player: Player) {
  return engine.wallet.playerBalances(player.playerId, player.currencyId);
}

export async function expectLedgerSound(t: TestApp): Promise<void> {
  const invariants = await ledgerInvariants(t.database.db);
  expect(invariants.mismatchedAccounts).toEqual([]);
  expect(invariants.ok).toBe(true);
}

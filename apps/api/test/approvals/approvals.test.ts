import {
  ADMIN_APPROVAL_PATHS,
  ADMIN_PAYMENT_METHOD_PATHS,
  PaymentFieldObjectType as T,
  TransactionType,
  type AdminPaymentMethod,
  type AdminPaymentMethodInput,
  type AdminSportsPlayerLimits,
  type ApprovalArea,
  type ApprovalLines,
  type PendingChange,
} from '@lale/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bonusDefinitions, paymentMethods, pendingChanges } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, anotherAdmin, demoAdmin, type Staff } from '../support/staff.ts';
import { expectLedgerSound, newPlayer } from '../payments/support.ts';
import { eventIdOf } from '../sports/admin-support.ts';
import { alive, at, fixture, prices } from '../sports/support.ts';
import { testClock } from '../support/accounts.ts';

/*
 * Four eyes above the owner's lines (issue #27): a change that raises a payment method's largest single
 * payment, a bonus's award or a stake limit above the line is held (202, nothing applied) until a
 * DIFFERENT member with the area's approve permission applies it through the same service, or someone
 * rejects it. Hostile: the asker approving, a role without approve, approving twice and at once, another
 * area's path, a second change of the same target, an input the service would refuse, an apply that the
 * service refuses by then — each changes nothing it should not, and the ledger stays sound.
 */

let t: TestApp;
let owner: Staff;
let payments: Staff;
let content: Staff;
let trader: Staff;
const EVENT = 'sr:match:7301';

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date(at(0))) });
  await t.modules.sports.producerSweep.stop();
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture(EVENT, 'Rizespor', 'Alanyaspor'),
    prices('p-1', EVENT, 10, { home: 2.0 }),
  ])
    await t.modules.sports.feed.apply(message);
  owner = await demoAdmin(t);
  payments = await anotherAdmin(t, 'payments');
  content = await anotherAdmin(t, 'content');
  trader = await anotherAdmin(t, 'trader');
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const LINES: ApprovalLines = {
  paymentMethodMax: [{ currency: 'TRY', amount: 10_000 }],
  bonusAward: [{ currency: 'TRY', amount: 1_000 }],
  stakePercent: 50,
};

const setLines = (body: object, staff = owner) =>
  adminCall<ApprovalLines>(t.app, staff.token, 'PUT', ADMIN_APPROVAL_PATHS.lines, body);
const readLines = (staff = owner) =>
  adminCall<ApprovalLines>(t.app, staff.token, 'GET', ADMIN_APPROVAL_PATHS.lines);
const queue = (area: ApprovalArea, staff: Staff, status = 'pending') =>
  adminCall<{ items: PendingChange[]; total: number }>(
    t.app,
    staff.token,
    'GET',
    `${ADMIN_APPROVAL_PATHS.list(area)}?status=${status}`,
  );
const decide = (area: ApprovalArea, decision: 'approve' | 'reject' | 'withdraw', id: number, staff: Staff) =>
  adminCall<PendingChange>(
    t.app,
    staff.token,
    'POST',
    ADMIN_APPROVAL_PATHS[decision](area).replace(':id', String(id)),
    {},
  );

beforeEach(async () => {
  await t.database.db.delete(pendingChanges);
  expect((await setLines(LINES)).status).toBe(200);
});

const method = (overrides: Partial<AdminPaymentMethodInput> = {}): AdminPaymentMethodInput => ({
  type: TransactionType.Withdraw,
  title: 'Hızlı Papara',
  logo: '/api/payments/logos/bank.svg',
  provider: 'manual-papara',
  flow: 'manual',
  currency: 'TRY',
  minAmount: 100,
  maxAmount: 5_000,
  enabled: true,
  fields: [{ key: 'amount', mask: null, objectType: T.Decimal, option: null }],
  bankAccount: null,
  ...overrides,
});
const createMethod = (body: object, staff = payments) =>
  adminCall<AdminPaymentMethod | PendingChange>(
    t.app,
    staff.token,
    'POST',
    ADMIN_PAYMENT_METHOD_PATHS.list,
    body,
  );
const replaceMethod = (id: number, body: object, staff = payments) =>
  adminCall<AdminPaymentMethod | PendingChange>(
    t.app,
    staff.token,
    'PUT',
    `${ADMIN_PAYMENT_METHOD_PATHS.list}/${id}`,
    body,
  );
const storedMax = async (id: number) =>
  (await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, id)))[0]!.maxAmountMinor;

async function newMethod(overrides: Partial<AdminPaymentMethodInput> = {}): Promise<number> {
  const made = await createMethod(method(overrides));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.id;
}

describe("the owner's lines", () => {
  it('are read per currency the site has, set by the owner only, audited, and refused whole when one is wrong', async () => {
    const read = await readLines();
    expect(read.status).toBe(200);
    expect(read.body.data.stakePercent).toBe(50);
    expect(read.body.data.paymentMethodMax.map((line) => line.currency)).toEqual(
      expect.arrayContaining(['TRY', 'EUR', 'USD']),
    );
    expect(read.body.data.paymentMethodMax.find((line) => line.currency === 'TRY')!.amount).toBe(10_000);
    expect(read.body.data.paymentMethodMax.find((line) => line.currency === 'EUR')!.amount).toBeNull();

    // Only the owner holds staff.view / staff.edit.
    expect((await readLines(payments)).status).toBe(403);
    expect((await setLines({ ...LINES, stakePercent: 90 }, payments)).status).toBe(403);

    const wrong = await setLines({
      paymentMethodMax: [{ currency: 'TRY', amount: 1 }],
      bonusAward: [
        { currency: 'XXX', amount: 5 },
        { currency: 'TRY', amount: 1.005 },
      ],
      stakePercent: 10,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((wrong.body.data as unknown as { errors: object }).errors).sort()).toEqual([
      'bonusAward.0.currency',
      'bonusAward.1.amount',
    ]);
    expect((await readLines()).body.data).toMatchObject({ stakePercent: 50 });
    expect(
      (await readLines()).body.data.paymentMethodMax.find((line) => line.currency === 'TRY')!.amount,
    ).toBe(10_000);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'approval_lines'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'PUT /api/admin/approvals/lines', staffId: owner.id });
  });
});

describe('a payment method', () => {
  it('raised above the line waits; the cashier keeps the old limit until another member approves it', async () => {
    const id = await newMethod();
    const held = await replaceMethod(id, method({ maxAmount: 20_000 }));
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const change = held.body.data as PendingChange;
    expect(change).toMatchObject({
      area: 'payments',
      kind: 'payment_method',
      targetId: id,
      targetName: 'Hızlı Papara',
      measure: 'paymentMethodMax',
      currency: 'TRY',
      before: '5000.00',
      after: '20000.00',
      line: '10000.00',
      status: 'pending',
      requestedBy: payments.id,
    });
    expect(held.body.message).toMatch(/second|different staff member/);
    expect(await storedMax(id)).toBe(5_000_00n);

    // Hostile: the asker cannot approve it, nor can a role without payments.approve, nor another area's path.
    expect((await decide('payments', 'approve', change.id, payments)).status).toBe(409);
    expect((await decide('payments', 'approve', change.id, content)).status).toBe(403);
    expect((await decide('sports', 'approve', change.id, owner)).status).toBe(404);
    // A second change of the same method waits for the first to be decided.
    const again = await replaceMethod(id, method({ maxAmount: 30_000 }));
    expect(again.status).toBe(409);
    expect(await storedMax(id)).toBe(5_000_00n);

    expect((await queue('payments', owner)).body.data.items.map((item) => item.id)).toEqual([change.id]);

    // Two approvals at once apply it once; the second answers it as applied.
    const [first, second] = await Promise.all([
      decide('payments', 'approve', change.id, owner),
      decide('payments', 'approve', change.id, owner),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data).toMatchObject({ status: 'applied', decidedBy: owner.id });
    expect(await storedMax(id)).toBe(20_000_00n);
    expect((await decide('payments', 'reject', change.id, owner)).status).toBe(409);
    expect((await queue('payments', owner)).body.data.total).toBe(0);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payment_method'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audits.filter((row) => row.action.endsWith('/approve'))).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staffId: owner.id,
      before: expect.objectContaining({ maxAmount: 5000 }),
      after: expect.objectContaining({
        change: change.id,
        applied: expect.objectContaining({ maxAmount: 20000 }),
      }),
    });
  });

  it('lowered, even above the line, applies at once; a new one above the line is created only on approval', async () => {
    const id = await newMethod({ maxAmount: 9_000 });
    await t.database.db
      .update(paymentMethods)
      .set({ maxAmountMinor: 50_000_00n })
      .where(eq(paymentMethods.id, id));
    const lowered = await replaceMethod(id, method({ maxAmount: 40_000 }));
    expect(lowered.status).toBe(200);
    expect(await storedMax(id)).toBe(40_000_00n);

    const count = async () => (await t.database.db.select().from(paymentMethods)).length;
    const before = await count();
    const held = await createMethod(method({ title: 'Büyük Havale', maxAmount: 50_000 }));
    expect(held.status).toBe(202);
    const change = held.body.data as PendingChange;
    expect(change).toMatchObject({
      targetId: null,
      before: null,
      after: '50000.00',
      targetName: 'Büyük Havale',
    });
    expect(await count()).toBe(before);
    const applied = await decide('payments', 'approve', change.id, owner);
    expect(applied.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('is checked before it is held: a refused input stores no pending change', async () => {
    const id = await newMethod();
    const refused = await replaceMethod(id, method({ maxAmount: 20_000, minAmount: 30_000 }));
    expect(refused.status).toBe(400);
    expect((await queue('payments', owner)).body.data.total).toBe(0);
  });

  it('withdrawn by whoever asked is never applied', async () => {
    const id = await newMethod();
    const held = await replaceMethod(id, method({ maxAmount: 20_000 }));
    const change = held.body.data as PendingChange;
    const withdrawn = await decide('payments', 'reject', change.id, payments);
    expect(withdrawn.body.data).toMatchObject({ status: 'rejected', decidedBy: payments.id });
    expect((await decide('payments', 'approve', change.id, owner)).status).toBe(409);
    expect(await storedMax(id)).toBe(5_000_00n);
    expect((await queue('payments', owner, 'rejected')).body.data.items[0]!.id).toBe(change.id);
  });
});

describe('a bonus definition', () => {
  const definition = (overrides: object = {}) => ({
    title: { tr: 'Büyük Yatırım Bonusu', en: 'High Roller Bonus' },
    description: { tr: 'Kodla %50.', en: '50% with the code.' },
    trigger: 'deposit_code',
    code: 'BUYUK50',
    kind: 'percent',
    percent: 50,
    cap: 5_000,
    minDeposit: 100,
    wageringMultiple: 10,
    contributions: { slot: 100, live: 10, table: 10, sports: 0 },
    validDays: 7,
    claimWindowDays: 2,
    maxBet: 50,
    currencyId: 1,
    ...overrides,
  });
  const create = (body: object, staff = content) =>
    adminCall<PendingChange>(t.app, staff.token, 'POST', '/api/admin/bonus-definitions', body);
  const byCode = async (code: string) =>
    t.database.db.select().from(bonusDefinitions).where(eq(bonusDefinitions.code, code));

  it('awarding above the line waits for bonuses.approve (the content role lacks it); a percent without a cap is unbounded', async () => {
    const held = await create(definition());
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body.data).toMatchObject({ area: 'bonuses', after: '5000.00', line: '1000.00' });
    expect(await byCode('BUYUK50')).toHaveLength(0);
    expect((await decide('bonuses', 'approve', held.body.data.id, content)).status).toBe(403);
    expect((await decide('bonuses', 'approve', held.body.data.id, owner)).status).toBe(200);
    expect(await byCode('BUYUK50')).toHaveLength(1);

    const unbounded = await create(definition({ code: 'SINIRSIZ', cap: null }));
    expect(unbounded.status).toBe(202);
    expect(unbounded.body.data).toMatchObject({ after: null });
    // The content role cannot reject, but takes its own change back; nobody else may withdraw it.
    expect((await decide('bonuses', 'withdraw', unbounded.body.data.id, owner)).status).toBe(409);
    const withdrawn = await decide('bonuses', 'withdraw', unbounded.body.data.id, content);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ status: 'rejected', decidedBy: content.id });
    expect(await byCode('SINIRSIZ')).toHaveLength(0);

    const small = await create(definition({ code: 'KUCUK', cap: 500 }));
    expect(small.status).toBe(201);
  });

  it('refused by its own service when applied (its code taken meanwhile) stays pending and changes nothing', async () => {
    const held = await create(definition({ code: 'CAKISMA' }));
    expect(held.status).toBe(202);
    expect((await create(definition({ code: 'CAKISMA', cap: 100 }))).status).toBe(201);
    const refused = await decide('bonuses', 'approve', held.body.data.id, owner);
    expect(refused.status).toBe(409);
    expect((await queue('bonuses', owner)).body.data.items[0]).toMatchObject({
      id: held.body.data.id,
      status: 'pending',
      decidedBy: null,
    });
    expect(await byCode('CAKISMA')).toHaveLength(1);
  });
});

describe('a stake limit', () => {
  it('on a player: raised above the line waits for sports.approve by someone else; lowering applies', async () => {
    const player = await newPlayer(t);
    const url = `/api/admin/sports/players/${player.playerId}/limits`;
    const set = (stakePercent: number | null, staff = trader) =>
      adminCall<AdminSportsPlayerLimits | PendingChange>(t.app, staff.token, 'PUT', url, {
        stakePercent,
        reason: 'Pattern of sharp bets',
      });
    const current = async () =>
      (await adminCall<AdminSportsPlayerLimits>(t.app, owner.token, 'GET', url)).body.data.stakePercent;

    expect((await set(30)).status).toBe(200);
    const held = await set(80);
    expect(held.status).toBe(202);
    expect(held.body.data).toMatchObject({
      kind: 'player_stake_limit',
      before: '30',
      after: '80',
      line: '50',
    });
    expect(await current()).toBe(30);
    expect((await decide('sports', 'approve', (held.body.data as PendingChange).id, trader)).status).toBe(
      409,
    );
    expect((await decide('sports', 'approve', (held.body.data as PendingChange).id, owner)).status).toBe(200);
    expect(await current()).toBe(80);

    // No limit is the book's whole maximum: lifting one is a raise.
    const lifted = await set(null);
    expect(lifted.status).toBe(202);
    expect(lifted.body.data).toMatchObject({ before: '80', after: '100' });
    expect((await decide('sports', 'reject', (lifted.body.data as PendingChange).id, owner)).status).toBe(
      200,
    );
    expect(await current()).toBe(80);
    expect((await set(10)).status).toBe(200);
    expect(await current()).toBe(10);
  });

  it('on an event: a raise above the line is held, then applied with its live delay on approval', async () => {
    const eventId = await eventIdOf(t, EVENT);
    const url = `/api/admin/sports/events/${eventId}/limits`;
    const set = (stakePercent: number | null, liveDelaySeconds: number | null) =>
      adminCall<PendingChange>(t.app, trader.token, 'PUT', url, {
        stakePercent,
        liveDelaySeconds,
        reason: 'Derby: watch the book',
      });
    const limits = async () =>
      (await adminCall<{ limits: object }>(t.app, owner.token, 'GET', `/api/admin/sports/events/${eventId}`))
        .body.data.limits;

    // From no limit (100%) down to 20: a lowering, applied at once.
    expect((await set(20, null)).status).toBe(200);
    const held = await set(75, 4);
    expect(held.status).toBe(202);
    expect(held.body.data).toMatchObject({ targetName: 'Rizespor – Alanyaspor', before: '20', after: '75' });
    expect(await limits()).toEqual({ stakePercent: 20, liveDelaySeconds: null });
    expect((await decide('sports', 'approve', held.body.data.id, owner)).status).toBe(200);
    expect(await limits()).toEqual({ stakePercent: 75, liveDelaySeconds: 4 });
  });
});

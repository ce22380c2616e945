import {
  buildPaymentDetailSchema,
  decimalToMinor,
  DEFAULT_LOCALE,
  minorToDecimal,
  TransactionStatus,
  TransactionType,
  type AdminPayment,
  type AdminPaymentQueue,
  type Locale,
  type PaymentDetail,
  type PaymentField,
  type PaymentMethod,
  type PaymentTransaction,
  type PaymentTransactionsRequestSchema,
  type WithdrawalApprovalThresholds,
} from '@lale/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/executor.ts';
import type { AuthContext } from '../../platform/auth-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { closedAccountOutcome } from '../auth/index.ts';
import { formatMoney } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { NotificationService, Staged } from '../notification/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { Approval, ApprovalsRepo } from './approvals-repo.ts';
import type {
  BonusGate,
  DepositAllowance,
  DepositWatch,
  IdentityGate,
  PaymentsStaffLive,
  WithdrawalWatch,
} from './ports.ts';
import type { DepositProviders } from './providers.ts';
import type { ListedPayment, PaymentFilter, PaymentsRepo, StoredMethod, StoredPayment } from './repo.ts';
import { createSettlement } from './settlement.ts';
import { newReference, safeSummary } from './summary.ts';

/*
 * The cashier (issue #11, spec §2/§4/§7 payment/*): method tiles, field definitions, deposits (hosted
 * checkout or manual bank transfer), withdrawals into the hold, the player's list and cancel, the
 * providers' webhooks and the operator's decisions. Status changes after creation go through
 * settlement.ts; money only through the wallet.
 */

type Deps = {
  repo: PaymentsRepo;
  approvals: ApprovalsRepo;
  wallet: WalletService;
  money: MoneyService;
  notifications: NotificationService;
  clock: Clock;
  log: FastifyBaseLogger;
  providers: DepositProviders;
  depositAllowance: DepositAllowance;
  bonusGate: BonusGate;
  /** Identity verification: withdrawals need it; unverified deposits are capped (modules/kyc). */
  identity: IdentityGate;
  /** AML monitoring: each withdrawal request, inside its transaction. */
  withdrawalWatch: WithdrawalWatch;
  /** AML monitoring: each confirmed deposit, inside its transaction. */
  depositWatch: DepositWatch;
  /** The back office's live channel: told of every payment created for a decision or changed. */
  staffLive: PaymentsStaffLive;
};

/** What payment/deposit answers: the checkout address (Iframe mode) or null with a message (Message mode). */
export type DepositResult = { data: string | null; message: string };

export type WebhookResult = 'applied' | 'ignored' | 'duplicate';

/** How long a hosted checkout may stay unfinished (as a provider's checkout session does). */
export const CHECKOUT_LIFETIME_MS = 60 * 60_000;
/** Checkouts expired per sweep transaction; a longer backlog is taken by the next ticks. */
const EXPIRY_BATCH = 100;

export function createPaymentsService(deps: Deps) {
  const {
    repo,
    approvals,
    wallet,
    money,
    notifications,
    clock,
    log,
    providers,
    depositAllowance,
    bonusGate,
    identity,
    withdrawalWatch,
    depositWatch,
    staffLive,
  } = deps;
  const settlement = createSettlement({
    repo,
    wallet,
    money,
    notifications,
    bonusGate,
    depositWatch,
    clock,
  });

  /** Offered: enabled, and a hosted method's provider is configured here (never faked, DESIGN §10). */
  const isOffered = (method: StoredMethod) =>
    method.enabled && (method.flow === 'manual' || providers.has(method.provider));

  async function offeredMethod(id: number, type: number, currencyId: number): Promise<StoredMethod> {
    const method = await repo.method(id);
    if (!method || method.type !== type || method.currencyId !== currencyId || !isOffered(method)) {
      throw refuse({ code: 'PaymentMethodNotFound' });
    }
    return method;
  }

  /**
   * `detail` checked on the server against the method's fields (buildPaymentDetailSchema: every field,
   * types, options, the key rules), then the amount against the method's limits in minor units — the
   * last word whatever the shared schema already checked.
   */
  async function checkedDetail(method: StoredMethod, detail: PaymentDetail) {
    const currency = await money.currency(method.currencyId);
    const minAmount = minorToDecimal(method.minAmountMinor, currency.minorUnits);
    const maxAmount = minorToDecimal(method.maxAmountMinor, currency.minorUnits);
    const parsed = buildPaymentDetailSchema(method.fields, {
      minAmount,
      maxAmount,
      now: clock.now(),
    }).safeParse(detail);
    if (!parsed.success) throw refuse({ code: 'PaymentDetailInvalid', issues: parsed.error.issues });
    const amount = parsed.data.amount;
    if (typeof amount !== 'number')
      throw new Error(`payment method ${method.id} has no numeric amount field`);
    const limits = { minMinor: method.minAmountMinor, maxMinor: method.maxAmountMinor, currency };
    const amountRefused = (problem: 'decimals' | 'belowMin' | 'aboveMax') =>
      refuse({ code: 'PaymentAmountInvalid', problem, ...limits });
    if (!(amount > 0)) throw amountRefused('belowMin');
    const amountMinor = decimalToMinor(amount, currency.minorUnits);
    if (amountMinor === null) throw amountRefused(amount > maxAmount ? 'aboveMax' : 'decimals');
    if (amountMinor < method.minAmountMinor) throw amountRefused('belowMin');
    if (amountMinor > method.maxAmountMinor) throw amountRefused('aboveMax');
    return { amountMinor, currency, summary: safeSummary(method.fields, parsed.data as PaymentDetail) };
  }

  async function activePlayer(playerId: number) {
    const state = await repo.playerState(playerId);
    if (!state) throw refuse({ code: 'SessionRequired' });
    // Blocked and closed accounts too (issue #25), worded as login words them.
    const closed = closedAccountOutcome(state.status);
    if (closed) throw refuse(closed);
    return state;
  }

  /**
   * An unverified player's deposits, all of them together (every one not rejected or cancelled, this one
   * included), stay within their level's cap. Read under the deposit lock, so two deposits at once
   * cannot both fit in what is left.
   */
  async function assertWithinIdentityCap(tx: DbExecutor, auth: AuthContext, amountMinor: bigint) {
    const { depositCapMinor } = await identity.allowance(auth.playerId, auth.currencyId, tx);
    if (depositCapMinor === null) return;
    const deposited = await repo.depositedSince(auth.playerId, auth.currencyId, new Date(0), tx);
    if (deposited + amountMinor <= depositCapMinor) return;
    const left = depositCapMinor > deposited ? depositCapMinor - deposited : 0n;
    throw refuse({
      code: 'DepositIdentityCapReached',
      capMinor: depositCapMinor,
      leftMinor: left,
      currency: await money.currency(auth.currencyId),
    });
  }

  const newPayment = (
    auth: AuthContext,
    method: StoredMethod,
    type: number,
    status: number,
    amountMinor: bigint,
    summary: Record<string, string>,
  ) => ({
    playerId: auth.playerId,
    methodId: method.id,
    type,
    status,
    amountMinor,
    currencyId: method.currencyId,
    reference: newReference(type === TransactionType.Deposit ? 'deposit' : 'withdraw'),
    detailSummary: summary,
    createdAt: clock.now(),
  });

  async function publish(notice: Staged | undefined, locale: Locale = DEFAULT_LOCALE) {
    await notice?.publish(locale);
  }

  /** After the commit: the player's notification, and the back office's screens told what changed. */
  async function announceChange(
    change: { payment: StoredPayment; notice?: Staged | undefined },
    locale: Locale = DEFAULT_LOCALE,
  ) {
    await publish(change.notice, locale);
    const { id, type, status } = change.payment;
    await staffLive.payment({ id, paymentType: type, status });
  }

  async function toTransaction(row: ListedPayment): Promise<PaymentTransaction> {
    return {
      id: row.id,
      type: row.type as PaymentTransaction['type'],
      status: row.status as PaymentTransaction['status'],
      amount: await money.toDecimal(row.amountMinor, row.currencyId),
      currency: row.currency,
      methodTitle: row.methodTitle,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      note: row.status === TransactionStatus.Rejected ? row.note : null,
      cancellable: row.type === TransactionType.Withdraw && row.status === TransactionStatus.Pending,
    };
  }

  async function toAdminPayment(row: ListedPayment, given: Approval[] = []): Promise<AdminPayment> {
    return {
      id: row.id,
      playerId: row.playerId,
      username: row.username,
      type: row.type as AdminPayment['type'],
      status: row.status as AdminPayment['status'],
      amount: await money.toDecimal(row.amountMinor, row.currencyId),
      currency: row.currency,
      methodId: row.methodId,
      methodTitle: row.methodTitle,
      flow: row.flow,
      provider: row.provider,
      reference: row.reference,
      providerRef: row.providerRef,
      details: row.detailSummary,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      approvals: given.map((approval) => ({ staffId: approval.staffId, at: approval.at.toISOString() })),
      // Confirmations are recorded only for a withdrawal above its threshold, so one given to a
      // payment still pending means a second, different member must confirm it.
      needsSecondApproval: row.status === TransactionStatus.Pending && given.length > 0,
    };
  }

  /** The back office's view of payments, with the confirmations each was given (one query for all). */
  async function toAdminPayments(rows: ListedPayment[]): Promise<AdminPayment[]> {
    const given = await approvals.of(rows.map((row) => row.id));
    return Promise.all(rows.map((row) => toAdminPayment(row, given.get(row.id))));
  }

  async function currencyOrRefuse(code: string) {
    const currency = await money.currencyByCode(code);
    if (!currency) throw refuse({ code: 'PaymentCurrencyUnknown' });
    return currency;
  }

  async function approvalThresholds(): Promise<WithdrawalApprovalThresholds> {
    const rows = await approvals.thresholds();
    return {
      thresholds: await Promise.all(
        rows.map(async (row) => ({
          currency: row.currency,
          amount: await money.toDecimal(row.amountMinor, row.currencyId),
        })),
      ),
    };
  }

  /**
   * Four eyes (issue #25): a withdrawal above its currency's threshold is paid out on the second
   * confirmation by a DIFFERENT member. Inside the decision's transaction with the payment locked, so
   * two confirmations at once are counted one after the other and exactly one of them pays out.
   * Answers whether this confirmation pays out now.
   */
  async function confirmationPaysOut(
    tx: DbExecutor,
    payment: StoredPayment,
    staffId: number,
  ): Promise<boolean> {
    const threshold = await approvals.threshold(tx, payment.currencyId);
    if (threshold === undefined || payment.amountMinor <= threshold) return true;
    if (payment.status !== TransactionStatus.Pending)
      throw refuse({ code: 'PaymentTransitionNotAllowed', status: payment.status });
    if (!(await approvals.add(tx, payment.id, staffId, clock.now())))
      throw refuse({ code: 'PaymentApprovalSameStaff' });
    return (await approvals.count(tx, payment.id)) >= 2;
  }

  async function listedOrThrow(id: number): Promise<ListedPayment> {
    const row = await repo.listed(id);
    if (!row) throw refuse({ code: 'PaymentNotFound' });
    return row;
  }

  return {
    /** The method tiles of one type in the player's currency (payment/methods). */
    async methods(auth: AuthContext, type: number): Promise<PaymentMethod[]> {
      const rows = (await repo.enabledMethods(type, auth.currencyId)).filter(isOffered);
      const currency = await money.currency(auth.currencyId);
      return rows.map((method) => ({
        id: method.id,
        type: method.type as PaymentMethod['type'],
        title: method.title,
        logoUrl: method.logo,
        minAmount: minorToDecimal(method.minAmountMinor, currency.minorUnits),
        maxAmount: minorToDecimal(method.maxAmountMinor, currency.minorUnits),
        currency: currency.code,
        flow: method.flow,
      }));
    },

    /** A method's field definitions (payment/detail). */
    async detail(auth: AuthContext, id: number, type: number): Promise<PaymentField[]> {
      return (await offeredMethod(id, type, auth.currencyId)).fields;
    },

    /** payment/deposit: a hosted checkout (Iframe mode) or the bank details of a manual transfer (Message mode). */
    async deposit(
      auth: AuthContext,
      id: number,
      detail: PaymentDetail,
      locale: Locale,
    ): Promise<DepositResult> {
      const method = await offeredMethod(id, TransactionType.Deposit, auth.currencyId);
      const { amountMinor, currency, summary } = await checkedDetail(method, detail);
      await activePlayer(auth.playerId);
      /** The deposit row, created only if it fits the player's deposit limits (checked under the lock). */
      const createWithinLimits = async (tx: DbExecutor, status: TransactionStatus) => {
        await repo.lockPlayerForDeposit(tx, auth.playerId);
        await depositAllowance.assertDepositAllowed(auth.playerId, auth.currencyId, amountMinor, tx);
        await assertWithinIdentityCap(tx, auth, amountMinor);
        return repo.insert(
          tx,
          newPayment(auth, method, TransactionType.Deposit, status, amountMinor, summary),
        );
      };

      if (method.flow === 'hosted') {
        const provider = providers.get(method.provider);
        if (!provider) throw refuse({ code: 'PaymentMethodNotFound' });
        const status = TransactionStatus.Created;
        const payment = await repo.transaction((tx) => createWithinLimits(tx, status));
        try {
          // Card fields reach the provider's adapter here and nowhere else: never stored, never logged.
          const checkout = await provider.createCheckout({
            paymentId: payment.id,
            reference: payment.reference,
            amountMinor,
            currency: currency.code,
            methodTitle: method.title,
            locale,
          });
          if (checkout.providerRef) await repo.setProviderRef(payment.id, checkout.providerRef);
          return { data: checkout.url, message: messages(locale).depositCheckoutReady };
        } catch (err) {
          log.warn(
            { err, paymentId: payment.id, provider: method.provider },
            'checkout could not be created',
          );
          const closed = await repo.transaction(async (tx) => {
            const locked = await repo.lock(tx, { id: payment.id });
            if (locked?.status !== status) return undefined;
            return settlement.closeDeposit(tx, locked, status, TransactionStatus.Rejected, {
              note: 'provider unavailable',
            });
          });
          if (closed) await announceChange(closed, locale);
          throw refuse({ code: 'PaymentProviderUnavailable' });
        }
      }

      const { payment, notice } = await repo.transaction(async (tx) => {
        const created = await createWithinLimits(tx, TransactionStatus.Pending);
        return { payment: created, notice: await settlement.announce(tx, created) };
      });
      await announceChange({ payment, notice }, locale);
      const message = messages(locale).depositBankTransfer({
        amount: formatMoney(locale, amountMinor, currency),
        bankName: method.settings.bankName ?? '',
        iban: method.settings.iban ?? '',
        accountHolder: method.settings.accountHolder ?? '',
        reference: payment.reference,
      });
      return { data: null, message };
    },

    /** payment/withdraw: the amount moves from cash to the hold at once; status Pending. */
    async withdraw(auth: AuthContext, id: number, detail: PaymentDetail, locale: Locale): Promise<void> {
      const method = await offeredMethod(id, TransactionType.Withdraw, auth.currencyId);
      const { amountMinor, currency, summary } = await checkedDetail(method, detail);
      const state = await activePlayer(auth.playerId);
      if (!state.phoneVerifiedAt) throw refuse({ code: 'WithdrawPhoneNotVerified' });
      // A level only rises (modules/kyc), so what is read here cannot be taken back before the hold.
      if (!(await identity.allowance(auth.playerId, auth.currencyId)).canWithdraw)
        throw refuse({ code: 'WithdrawIdentityNotVerified' });
      if (await bonusGate.hasWageringLeft(auth.playerId)) throw refuse({ code: 'WithdrawWageringLeft' });

      const created = await repo.transaction(async (tx) => {
        // Asked again under the player lock a deposit bonus's claim takes too: a claim committed since
        // the check above is seen here (issue 23: a claim and a full withdrawal never both succeed).
        await repo.lockPlayerForWithdrawal(tx, auth.playerId);
        if (await bonusGate.hasWageringLeft(auth.playerId, tx))
          throw refuse({ code: 'WithdrawWageringLeft' });
        const payment = await repo.insert(
          tx,
          newPayment(auth, method, TransactionType.Withdraw, TransactionStatus.Pending, amountMinor, summary),
        );
        const held = await wallet.transfer(
          {
            idempotencyKey: `withdraw:${payment.id}`,
            from: { type: 'player', playerId: auth.playerId, kind: 'cash', currencyId: payment.currencyId },
            to: {
              type: 'player',
              playerId: auth.playerId,
              kind: 'withdraw_hold',
              currencyId: payment.currencyId,
            },
            amountMinor,
            kind: 'withdraw_hold',
            reference: payment.reference,
          },
          tx,
        );
        if (held.status === 'insufficient_funds') {
          const { cash } = await wallet.playerBalances(auth.playerId, payment.currencyId, tx);
          // Thrown inside the transaction: the payment row goes with it.
          throw refuse({ code: 'WithdrawInsufficientCash', availableMinor: cash, currency });
        }
        if (held.status !== 'applied') throw new Error(`withdraw hold ${payment.id}: ${held.status}`);
        // AML rules see the withdrawal with its hold posted; a case commits with it (modules/aml/watch.ts).
        await withdrawalWatch.withdrawalRequested(tx, {
          playerId: auth.playerId,
          currencyId: payment.currencyId,
          paymentId: payment.id,
          reference: payment.reference,
          amountMinor,
          at: clock.now(),
        });
        return { payment, notice: await settlement.announce(tx, payment) };
      });
      await announceChange(created, locale);
    },

    /** payment/transactions: the player's own, newest first, filtered, with the total for paging. */
    async transactions(auth: AuthContext, request: z.infer<typeof PaymentTransactionsRequestSchema>) {
      const filter: PaymentFilter = {
        playerId: auth.playerId,
        type: request.type,
        status: request.status,
        from: request.from,
        to: request.to,
      };
      const [rows, total] = await Promise.all([
        repo.list(filter, request.skip, request.take),
        repo.count(filter),
      ]);
      return { items: await Promise.all(rows.map(toTransaction)), total };
    },

    /** payment/cancelwithdraw: the player's own pending withdrawal → Cancelled, the hold back to cash. */
    async cancelWithdraw(auth: AuthContext, id: number, locale: Locale): Promise<void> {
      const cancelled = await repo.transaction(async (tx) => {
        const payment = await repo.lock(tx, { id });
        // Another player's payment is "not found", never "not yours": ids are not a way to probe.
        if (!payment || payment.playerId !== auth.playerId) throw refuse({ code: 'PaymentNotFound' });
        return settlement.returnWithdrawal(tx, payment, TransactionStatus.Cancelled, {});
      });
      await announceChange(cancelled, locale);
    },

    /** A withdrawal not Rejected or Cancelled since `since` (the bonus engine's WithdrawalHistory). */
    withdrawnSince: (playerId: number, currencyId: number, since: Date, executor: DbExecutor) =>
      repo.withdrawnSince(playerId, currencyId, since, executor),

    /** Deposits not Rejected or Cancelled since `since` (the deposit-limits module's DepositHistory). */
    depositedSince: (playerId: number, currencyId: number, since: Date, executor?: DbExecutor) =>
      repo.depositedSince(playerId, currencyId, since, executor),

    /**
     * A provider's webhook: verified by its adapter over the raw body, applied once per event id (a
     * repeat answers 'duplicate' and changes nothing), and only forward: an event for a payment that
     * is no longer Created is recorded and 'ignored' (a 'declined' after a 'paid' undoes nothing).
     */
    async applyWebhook(
      providerName: string,
      rawBody: Buffer,
      headers: IncomingHttpHeaders,
    ): Promise<WebhookResult> {
      const provider = providers.get(providerName);
      if (!provider) throw refuse({ code: 'WebhookProviderUnknown' });
      const event = provider.parseWebhook(rawBody, headers, clock.now());
      // Checked before the transaction, so it holds no connection while reading: the payment this
      // event names, of this provider, for this amount and currency. (Amount, currency, provider and
      // reference never change after creation; the status is read again under the lock.)
      const known = await repo.byReference(event.reference);
      const method = known ? await repo.method(known.methodId) : undefined;
      if (
        !known ||
        method?.provider !== providerName ||
        known.type !== TransactionType.Deposit ||
        known.amountMinor !== event.amountMinor ||
        (await money.currency(known.currencyId)).code !== event.currency
      ) {
        throw refuse({ code: 'WebhookInvalid' });
      }
      let applied: { payment: StoredPayment; notice: Staged | undefined } | undefined;
      const result = await repo.transaction(async (tx): Promise<WebhookResult> => {
        const eventRow = await repo.recordEvent(tx, {
          provider: providerName,
          eventId: event.eventId,
          outcome: event.outcome,
          receivedAt: clock.now(),
        });
        if (eventRow === undefined) return 'duplicate';
        const payment = await repo.lock(tx, { id: known.id });
        if (!payment) throw new Error(`payment ${known.id} vanished`);
        if (payment.status !== TransactionStatus.Created) {
          await repo.settleEvent(tx, eventRow, payment.id, 'ignored');
          return 'ignored';
        }
        const decision = { providerRef: event.providerRef ?? payment.providerRef };
        const from = TransactionStatus.Created;
        const changed =
          event.outcome === 'paid'
            ? await settlement.confirmDeposit(tx, payment, from, decision)
            : await settlement.closeDeposit(
                tx,
                payment,
                from,
                event.outcome === 'declined' ? TransactionStatus.Rejected : TransactionStatus.Cancelled,
                decision,
              );
        applied = changed;
        await repo.settleEvent(tx, eventRow, payment.id, 'applied');
        return 'applied';
      });
      if (applied) await announceChange(applied);
      return result;
    },

    /** Back office: the list with filters. */
    async adminList(filter: PaymentFilter, skip: number, take: number) {
      const [rows, total] = await Promise.all([repo.list(filter, skip, take), repo.count(filter)]);
      return { items: await toAdminPayments(rows), total };
    },

    /** Back office: the list's CSV twin (same filters, newest first, at most `limit` rows). */
    adminExport: async (filter: PaymentFilter, limit: number) =>
      toAdminPayments(await repo.list(filter, 0, limit)),

    /** Back office: the payments waiting for an operator in one currency, oldest first, with the queue's figures. */
    async adminQueue(currencyCode: string, skip: number, take: number): Promise<AdminPaymentQueue> {
      const currency = await currencyOrRefuse(currencyCode);
      const filter: PaymentFilter = { currencyId: currency.id, status: TransactionStatus.Pending };
      const [rows, summary] = await Promise.all([
        repo.list(filter, skip, take, undefined, 'oldest'),
        repo.queueSummary(currency.id, clock.now()),
      ]);
      const { heldMinor, ...counts } = summary;
      return {
        summary: {
          ...counts,
          queuedAmount: minorToDecimal(heldMinor, currency.minorUnits),
          currency: currency.code,
        },
        items: await toAdminPayments(rows),
        total: summary.pending,
      };
    },

    /** Back office: the provider (webhook) events recorded for a payment. */
    async adminEvents(id: number) {
      await listedOrThrow(id);
      const rows = await repo.events(id);
      return {
        items: rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
        total: rows.length,
      };
    },

    /** Four eyes: every currency's threshold. */
    approvalThresholds,

    /** Four eyes: replaces every currency's threshold (a currency left out has none afterwards). */
    async setApprovalThresholds(
      staffId: number,
      input: WithdrawalApprovalThresholds,
    ): Promise<WithdrawalApprovalThresholds> {
      const rows = new Map<number, bigint>();
      for (const [index, row] of input.thresholds.entries()) {
        const currency = await currencyOrRefuse(row.currency);
        const amountMinor = decimalToMinor(row.amount, currency.minorUnits);
        if (amountMinor === null)
          throw refuse({ code: 'PaymentThresholdInvalid', field: `thresholds.${index}.amount` });
        rows.set(currency.id, amountMinor);
      }
      await approvals.replaceThresholds(
        [...rows].map(([currencyId, amountMinor]) => ({ currencyId, amountMinor })),
        staffId,
        clock.now(),
      );
      return approvalThresholds();
    },

    /**
     * Back office: confirm or reject a Pending manual deposit or withdrawal, recording who and when.
     * Anything else (a hosted deposit, a decided one) is PaymentTransitionNotAllowed. A withdrawal
     * above its currency's threshold needs two confirmations by different members
     * (confirmationPaysOut); a rejection by anyone ends it.
     */
    async decide(
      adminId: number,
      id: number,
      decision: 'confirm' | 'reject',
      note?: string,
    ): Promise<AdminPayment> {
      const decided = await repo.transaction(async (tx) => {
        const payment: StoredPayment | undefined = await repo.lock(tx, { id });
        if (!payment) throw refuse({ code: 'PaymentNotFound' });
        const recorded = { decidedBy: adminId, ...(note !== undefined ? { note } : {}) };
        const pending = TransactionStatus.Pending;
        const changed =
          payment.type === TransactionType.Deposit
            ? decision === 'confirm'
              ? await settlement.confirmDeposit(tx, payment, pending, recorded)
              : await settlement.closeDeposit(tx, payment, pending, TransactionStatus.Rejected, recorded)
            : decision === 'confirm'
              ? (await confirmationPaysOut(tx, payment, adminId))
                ? await settlement.confirmWithdrawal(tx, payment, recorded)
                : { payment, notice: undefined } // the first of two: still Pending, nothing moves
              : await settlement.returnWithdrawal(tx, payment, TransactionStatus.Rejected, recorded);
        return changed;
      });
      await announceChange(decided);
      const [row] = await toAdminPayments([await listedOrThrow(id)]);
      return row!;
    },

    /**
     * Hosted deposits whose checkout was left unfinished for CHECKOUT_LIFETIME_MS become Cancelled (with
     * their notification): they no longer count towards the player's deposit limits, and the list stops
     * showing them as open. A provider's checkout session lives no longer (the sandbox refuses a late
     * payment of a Cancelled deposit: statuses only move forward). Safe on every API process at once.
     * Answers how many were cancelled.
     */
    async expireAbandonedCheckouts(now: Date = clock.now()): Promise<number> {
      const before = new Date(now.getTime() - CHECKOUT_LIFETIME_MS);
      const expired = await repo.transaction(async (tx) => {
        const abandoned = await repo.lockAbandonedCheckouts(tx, before, EXPIRY_BATCH);
        const closed: { payment: StoredPayment; notice: Staged | undefined }[] = [];
        for (const payment of abandoned) {
          closed.push(
            await settlement.closeDeposit(
              tx,
              payment,
              TransactionStatus.Created,
              TransactionStatus.Cancelled,
              {
                note: 'checkout expired',
              },
            ),
          );
        }
        return closed;
      });
      for (const change of expired) await announceChange(change);
      return expired.length;
    },

    /** The sandbox checkout page: a payment with its method and currency. */
    paymentForCheckout: (id: number) => repo.listed(id),
    currency: (id: number) => money.currency(id),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

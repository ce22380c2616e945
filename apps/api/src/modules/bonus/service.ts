import {
  DEFAULT_LOCALE,
  type BonusClaimRequest,
  type BonusOffer,
  type Locale,
  type PlayerBonus,
  type PlayerBonusStatus,
} from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { pick } from '../../platform/localized.ts';
import type { MoneyService } from '../../platform/money.ts';
import { violatedUniqueConstraint } from '../../platform/pg-errors.ts';
import {
  bonusCompletedNotification,
  bonusExpiredNotification,
  bonusGrantedNotification,
  trialBonusNotification,
} from '../notification/index.ts';
import type { NotificationService, Staged } from '../notification/index.ts';
import type { AuthContext } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';
import {
  TRIAL_BONUS_OPTION,
  type BonusDefinitionRow,
  type BonusRepo,
  type DepositReport,
  type PlayerBonusRow,
  type QualifyingDeposit,
} from './repo.ts';
import {
  addDays,
  bonusAmountFor,
  contributionOf,
  meetsMinOdds,
  wageringRequiredFor,
  type Odds,
  type StakeCategory,
} from './terms.ts';

/*
 * The bonus engine (issue #11). An operator's definition says what a bonus is; a player bonus is one
 * granted to a player, with its own copy of the terms, a wagering count, and an expiry. The money is
 * always in the ledger, in the player's one `bonus` account:
 *
 *   grant      bonus_expense → bonus   key `bonus:<id>` (the trial keeps `trial-bonus:<playerId>`)
 *   complete   bonus → cash            key `bonus-convert:<id>`  (the whole bonus balance)
 *   expire /   bonus → bonus_expense   key `bonus-remove:<id>`   (the whole bonus balance)
 *   forfeit
 *
 * Each of these runs in one transaction with the player_bonuses row (locked) and the notification, so
 * a bonus's status and its money never disagree. One bonus is active per player at a time (a unique
 * index): with one bonus balance, two running bonuses could not be told apart.
 *
 * The sign-up trial is the `signup_trial` definition: its amount is the site option, its terms
 * (wagering, expiry, contributions) the definition's.
 */

/**
 * The cashier's withdrawals as the bonus engine needs them (satisfied by modules/payments in app.ts):
 * whether the player asked for a withdrawal since `since` that is pending or paid (cancelled and
 * rejected ones do not count). Read inside the claim's transaction, under the player lock.
 */
export type WithdrawalHistory = {
  withdrawnSince(playerId: number, currencyId: number, since: Date, executor: DbExecutor): Promise<boolean>;
};

type Deps = {
  repo: BonusRepo;
  /** Absent only in tests of the engine alone: then no withdrawal is known. */
  withdrawals?: WithdrawalHistory;
  wallet: WalletService;
  money: MoneyService;
  notifications: NotificationService;
  clock: Clock;
  log: FastifyBaseLogger;
};

export type StakeReport = {
  playerId: number;
  amountMinor: bigint;
  category: StakeCategory;
  /** Count only for this player bonus (a settled sports bet counts for the bonus running when it was placed). */
  bonusId?: number;
  /** The bet's total odds: a sports stake below the bonus's minimum odds counts nothing. */
  odds?: Odds;
};

/** Where the bonus part of a win (or of a rolled-back bonus stake) goes, by the state of the bonus it came from. */
export type BonusPartDestination = 'bonus' | 'cash' | 'bonus_expense';

/** What a reported stake did; `publish` pushes the completion notice after the caller's commit. */
export type StakeOutcome = {
  status: 'no_bonus' | 'wagering' | 'completed';
  /** Whether the stake added wagering (false: no bonus, another bonus, below the minimum odds, 0 %). */
  counted: boolean;
  publish(locale?: Locale): Promise<void>;
};

class AlreadyClaimed extends Error {}

const NOTHING_TO_PUBLISH = async () => {};

/** How often a ledger move of the whole bonus balance is retried when a bet moved it meanwhile. */
const BALANCE_RACE_RETRIES = 5;

/** Bonuses expired per transaction by the sweep. */
const SWEEP_BATCH = 50;

export function createBonusService({ repo, withdrawals, wallet, money, notifications, clock, log }: Deps) {
  /** The operator's amount (site option, a decimal) in minor units of `currencyId`; 0n when there is none. */
  async function trialAmountMinor(currencyId: number): Promise<bigint> {
    const value = await repo.trialAmountOption();
    if (value === undefined) return 0n;
    const minor = await money.toMinor(value, currencyId);
    if (minor === null)
      log.warn({ option: TRIAL_BONUS_OPTION, value }, 'site option is not an amount; trial bonus off');
    return minor ?? 0n;
  }

  const isLive = (bonus: PlayerBonusRow, now: Date) =>
    bonus.status === 'active' && (bonus.expiresAt === null || bonus.expiresAt > now);

  /** Within the claim window after the deposit, and at least the definition's minimum. */
  const depositQualifies = (definition: BonusDefinitionRow, deposit: QualifyingDeposit, now: Date) =>
    deposit.amountMinor >= definition.minDepositMinor &&
    addDays(deposit.confirmedAt, definition.claimWindowDays) > now;

  /** The deposit a first-deposit bonus rewards: the player's only one, when it qualifies and is unrewarded. */
  function firstDepositFor(definition: BonusDefinitionRow, deposits: QualifyingDeposit[], now: Date) {
    const [only] = deposits;
    if (deposits.length !== 1 || !only || only.rewarded || !depositQualifies(definition, only, now))
      return undefined;
    return only;
  }

  /**
   * Moves the player's whole bonus balance (`to` cash or back to bonus_expense) inside `tx`. The bonus
   * row is locked, but bets move the bonus account without it, so a balance read can be stale by the
   * time of the transfer: then the transfer is refused (insufficient funds, nothing written) and the
   * balance read again.
   */
  async function moveWholeBonusBalance(
    tx: DbExecutor,
    bonus: PlayerBonusRow,
    to: 'cash' | 'bonus_expense',
  ): Promise<bigint> {
    const currencyId = bonus.currencyId!;
    const key = to === 'cash' ? `bonus-convert:${bonus.id}` : `bonus-remove:${bonus.id}`;
    for (let attempt = 0; attempt < BALANCE_RACE_RETRIES; attempt += 1) {
      const { bonus: balance } = await wallet.playerBalances(bonus.playerId, currencyId, tx);
      if (balance <= 0n) return 0n;
      const result = await wallet.transfer(
        {
          idempotencyKey: key,
          from: { type: 'player', playerId: bonus.playerId, kind: 'bonus', currencyId },
          to:
            to === 'cash'
              ? { type: 'player', playerId: bonus.playerId, kind: 'cash', currencyId }
              : { type: 'system', kind: 'bonus_expense', currencyId },
          amountMinor: balance,
          kind: to === 'cash' ? 'bonus_convert' : 'bonus_remove',
          reference: `player_bonus:${bonus.id}`,
        },
        tx,
      );
      if (result.status === 'applied' || result.status === 'replayed') return result.transfer.amountMinor;
      if (result.status === 'conflict') {
        // The key was used with another amount: this bonus's balance was already moved once.
        log.warn({ bonusId: bonus.id, key }, 'bonus balance already moved under this key');
        return 0n;
      }
    }
    throw new Error(`bonus ${bonus.id}: the bonus balance kept changing during ${key}`);
  }

  /** Read inside `tx`: the caller holds the bonus row's lock and a connection. */
  async function titleOf(tx: DbExecutor, definitionId: number | null) {
    const titles = await repo.definitionTitles(definitionId === null ? [] : [definitionId], tx);
    return titles.get(definitionId ?? 0) ?? { tr: 'Bonus', en: 'Bonus' };
  }

  /** Wagering done: the whole bonus balance becomes cash, the bonus `completed`. Inside `tx`, row locked. */
  async function complete(tx: DbExecutor, bonus: PlayerBonusRow): Promise<Staged> {
    const converted = await moveWholeBonusBalance(tx, bonus, 'cash');
    await repo.finish(tx, bonus.id, 'completed', clock.now());
    const currency = await money.currency(bonus.currencyId!);
    const title = await titleOf(tx, bonus.definitionId);
    return notifications.stage(tx, bonus.playerId, bonusCompletedNotification(title, converted, currency));
  }

  /** Expiry or forfeit: what is left of the bonus goes back to bonus_expense. Inside `tx`, row locked. */
  async function remove(tx: DbExecutor, bonus: PlayerBonusRow, status: 'expired' | 'forfeited') {
    await moveWholeBonusBalance(tx, bonus, 'bonus_expense');
    await repo.finish(tx, bonus.id, status, clock.now());
    if (status === 'forfeited') return undefined;
    return notifications.stage(
      tx,
      bonus.playerId,
      bonusExpiredNotification(await titleOf(tx, bonus.definitionId)),
    );
  }

  /** Expires one bonus now if it is still active and past its time (a claim that finds it before the sweep). */
  async function expireIfDue(bonusId: number): Promise<void> {
    const notice = await repo.transaction(async (tx) => {
      const bonus = await repo.lockBonus(tx, bonusId);
      if (!bonus || bonus.status !== 'active' || isLive(bonus, clock.now())) return undefined;
      return remove(tx, bonus, 'expired');
    });
    await notice?.publish();
  }

  /** Refuses while a live bonus runs; an active one past its time is expired first. */
  async function assertNoActiveBonus(playerId: number): Promise<void> {
    const active = await repo.activeBonus(playerId);
    if (!active) return;
    if (isLive(active, clock.now())) throw refuse({ code: 'BonusAlreadyActive' });
    await expireIfDue(active.id);
  }

  /** Unique indexes of player_bonuses as the refusals they mean (a race the checks before lost). */
  function refusalForRace(error: unknown): never {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'player_bonuses_one_active') throw refuse({ code: 'BonusAlreadyActive' });
    if (constraint === 'player_bonuses_deposit_unique') throw refuse({ code: 'BonusAlreadyClaimed' });
    if (constraint === 'player_bonuses_one_trial') throw refuse({ code: 'TrialBonusAlreadyClaimed' });
    throw error;
  }

  /** The row of a bonus granted now under `definition`'s terms. */
  function grantRow(
    playerId: number,
    currencyId: number,
    definition: BonusDefinitionRow,
    amountMinor: bigint,
    depositPaymentId: number | null,
  ) {
    const now = clock.now();
    return {
      playerId,
      currencyId,
      kind: definition.trigger,
      definitionId: definition.id,
      status: 'active',
      amountMinor,
      wageringRequiredMinor: wageringRequiredFor(amountMinor, definition.wageringMultiple),
      wageringDoneMinor: 0n,
      maxBetMinor: definition.maxBetMinor,
      contributions: definition.contributions,
      sportsMinOdds: definition.sportsMinOdds,
      expiresAt: addDays(now, definition.validDays),
      depositPaymentId,
      definitionVersion: definition.version,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Grants a deposit bonus: row, ledger credit and notification in one transaction. */
  async function grant(
    auth: AuthContext,
    definition: BonusDefinitionRow,
    deposit: QualifyingDeposit,
    locale: Locale,
  ): Promise<void> {
    const amountMinor = bonusAmountFor(definition, deposit.amountMinor);
    if (amountMinor <= 0n) throw refuse({ code: 'BonusOfferUnavailable' });
    const notices: Staged[] = [];
    try {
      await repo.transaction(async (tx) => {
        // Serialised with the player's withdrawals (they take the same lock), then checked: the deposit
        // must still be in play — no withdrawal pending or paid since it was confirmed.
        await repo.lockPlayer(tx, auth.playerId);
        if (await withdrawals?.withdrawnSince(auth.playerId, auth.currencyId, deposit.confirmedAt, tx))
          throw refuse({ code: 'BonusDepositWithdrawn' });
        const row = await repo.insertBonus(
          tx,
          grantRow(auth.playerId, auth.currencyId, definition, amountMinor, deposit.paymentId),
        );
        const result = await wallet.transfer(
          {
            idempotencyKey: `bonus:${row.id}`,
            from: { type: 'system', kind: 'bonus_expense', currencyId: auth.currencyId },
            to: { type: 'player', playerId: auth.playerId, kind: 'bonus', currencyId: auth.currencyId },
            amountMinor,
            kind: 'bonus',
            reference: `player_bonus:${row.id}`,
          },
          tx,
        );
        if (result.status !== 'applied') throw new Error(`bonus ${row.id}: grant ${result.status}`);
        await repo.setGrantTransfer(tx, row.id, result.transfer.id);
        const currency = await money.currency(auth.currencyId);
        notices.push(
          await notifications.stage(
            tx,
            auth.playerId,
            bonusGrantedNotification(definition.title, amountMinor, currency),
          ),
        );
        // No wagering asked: the bonus is cash at once.
        if (row.wageringRequiredMinor === 0n) notices.push(await complete(tx, row));
      });
    } catch (error) {
      refusalForRace(error);
    }
    for (const notice of notices) await notice.publish(locale);
  }

  async function offerOf(definition: BonusDefinitionRow, amountMinor: bigint, locale: Locale) {
    return {
      id: definition.id,
      title: pick(definition.title, locale),
      description: pick(definition.description, locale),
      trigger: definition.trigger as BonusOffer['trigger'],
      amount: await money.toDecimal(amountMinor, definition.currencyId),
      wageringMultiple: definition.wageringMultiple,
      validDays: definition.validDays,
      maxBet:
        definition.maxBetMinor === null
          ? null
          : await money.toDecimal(definition.maxBetMinor, definition.currencyId),
    } satisfies BonusOffer;
  }

  async function claimTrialBonus(auth: AuthContext, locale: Locale = DEFAULT_LOCALE): Promise<void> {
    const amountMinor = await trialAmountMinor(auth.currencyId);
    const definition = await repo.trialDefinition();
    if (amountMinor <= 0n || !definition?.enabled) throw refuse({ code: 'TrialBonusUnavailable' });
    if (await repo.hasTrialBonus(auth.playerId)) throw refuse({ code: 'TrialBonusAlreadyClaimed' });
    await assertNoActiveBonus(auth.playerId);
    let notice: Staged;
    try {
      notice = await repo.transaction(async (tx) => {
        const result = await wallet.transfer(
          {
            idempotencyKey: `trial-bonus:${auth.playerId}`,
            from: { type: 'system', kind: 'bonus_expense', currencyId: auth.currencyId },
            to: { type: 'player', playerId: auth.playerId, kind: 'bonus', currencyId: auth.currencyId },
            amountMinor,
            kind: 'trial_bonus',
          },
          tx,
        );
        // replayed/conflict: the key was used before, i.e. the bonus was already granted.
        if (result.status !== 'applied') throw new AlreadyClaimed();
        await repo.insertBonus(tx, {
          ...grantRow(auth.playerId, auth.currencyId, definition, amountMinor, null),
          transferId: result.transfer.id,
        });
        // Commits with the credit: a notification never announces money that did not arrive.
        const currency = await money.currency(auth.currencyId);
        return notifications.stage(tx, auth.playerId, trialBonusNotification(amountMinor, currency));
      });
    } catch (error) {
      if (error instanceof AlreadyClaimed) throw refuse({ code: 'TrialBonusAlreadyClaimed' });
      refusalForRace(error);
    }
    await notice.publish(locale);
  }

  /**
   * The running bonus as a game stake sees it, in one read: its max bet and whether wagering is left;
   * undefined when no bonus runs.
   */
  async function stakeTerms(
    playerId: number,
    executor?: DbExecutor,
  ): Promise<{ bonusId: number; maxBetMinor: bigint | null; wageringLeft: boolean } | undefined> {
    const bonus = await repo.activeBonus(playerId, executor);
    if (!bonus || !isLive(bonus, clock.now())) return undefined;
    return {
      bonusId: bonus.id,
      maxBetMinor: bonus.maxBetMinor,
      wageringLeft: bonus.wageringDoneMinor < bonus.wageringRequiredMinor,
    };
  }

  /** Runs `work` in `executor` when given (the caller's transaction), else in a transaction of its own. */
  async function within<T>(executor: DbExecutor | undefined, work: (tx: DbExecutor) => Promise<T>) {
    return executor ? work(executor) : repo.transaction(work);
  }

  async function sweepBatch(now: Date): Promise<number> {
    const notices: Staged[] = [];
    const swept = await repo.transaction(async (tx) => {
      const due = await repo.lockExpired(tx, now, SWEEP_BATCH);
      for (const bonus of due) {
        const notice = await remove(tx, bonus, 'expired');
        if (notice) notices.push(notice);
      }
      return due.length;
    });
    for (const notice of notices) await notice.publish();
    return swept;
  }

  return {
    /** The offer shown at sign-up, before the player has a currency: in the site's currency. */
    async trialOffer(): Promise<number> {
      const site = await money.siteCurrency();
      return money.toDecimal(await trialAmountMinor(site.id), site.id);
    },

    /** `locale`: the language of the claim request, for the live push of the bonus notification. */
    claimTrialBonus,

    /**
     * What the player can claim now, and their bonuses (newest first). While a bonus runs nothing else
     * can be claimed, so the offers are empty then.
     */
    async list(auth: AuthContext, locale: Locale): Promise<{ offers: BonusOffer[]; bonuses: PlayerBonus[] }> {
      const now = clock.now();
      const rows = await repo.playerBonuses(auth.playerId);
      const titles = await repo.definitionTitles([
        ...new Set(rows.flatMap((row) => (row.definitionId === null ? [] : [row.definitionId]))),
      ]);
      const bonuses = await Promise.all(
        rows.map(async (row): Promise<PlayerBonus> => {
          const currencyId = row.currencyId ?? auth.currencyId;
          const decimal = (minor: bigint) => money.toDecimal(minor, currencyId);
          return {
            id: row.id,
            title: pick(titles.get(row.definitionId ?? 0), locale) || 'Bonus',
            status: row.status as PlayerBonusStatus,
            amount: await decimal(row.amountMinor),
            wageringRequired: await decimal(row.wageringRequiredMinor),
            wageringDone: await decimal(row.wageringDoneMinor),
            maxBet: row.maxBetMinor === null ? null : await decimal(row.maxBetMinor),
            createdAt: row.createdAt.toISOString(),
            expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
          };
        }),
      );

      const offers: BonusOffer[] = [];
      if (!rows.some((row) => isLive(row, now))) {
        const trial = await repo.trialDefinition();
        const trialAmount = await trialAmountMinor(auth.currencyId);
        if (trial?.enabled && trialAmount > 0n && !rows.some((row) => row.kind === 'signup_trial')) {
          offers.push({
            ...(await offerOf(trial, trialAmount, locale)),
            amount: await money.toDecimal(trialAmount, auth.currencyId),
          });
        }
        const deposits = await repo.deposits(auth.playerId, auth.currencyId);
        for (const definition of await repo.firstDepositDefinitions(auth.currencyId)) {
          const deposit = firstDepositFor(definition, deposits, now);
          const amount = deposit ? bonusAmountFor(definition, deposit.amountMinor) : 0n;
          if (amount > 0n) offers.push(await offerOf(definition, amount, locale));
        }
      }
      return { offers, bonuses };
    },

    /**
     * Claims an offer by id (the trial, a first-deposit bonus) or a deposit bonus by its code, which
     * applies to the player's latest confirmed deposit.
     */
    async claim(
      auth: AuthContext,
      request: BonusClaimRequest,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<void> {
      const now = clock.now();
      let definition: BonusDefinitionRow | undefined;
      if ('code' in request) {
        definition = await repo.definitionByCode(request.code.trim());
        if (
          !definition?.enabled ||
          definition.currencyId !== auth.currencyId ||
          definition.trigger !== 'deposit_code'
        )
          throw refuse({ code: 'BonusCodeUnknown' });
      } else {
        definition = await repo.definition(request.id);
        // A code bonus is claimed with its code, never by id (the code is what the operator hands out).
        // Nor a staff grant: only a staff member gives one (issue #27).
        if (
          !definition?.enabled ||
          definition.trigger === 'deposit_code' ||
          definition.trigger === 'staff_grant'
        )
          throw refuse({ code: 'BonusOfferUnavailable' });
        if (definition.trigger === 'signup_trial') return claimTrialBonus(auth, locale);
        if (definition.currencyId !== auth.currencyId) throw refuse({ code: 'BonusOfferUnavailable' });
      }

      const deposits = await repo.deposits(auth.playerId, auth.currencyId);
      let deposit: QualifyingDeposit | undefined;
      if (definition.trigger === 'first_deposit') {
        if (await repo.hasBonusOfDefinition(auth.playerId, definition.id))
          throw refuse({ code: 'BonusAlreadyClaimed' });
        deposit = firstDepositFor(definition, deposits, now);
        if (!deposit) throw refuse({ code: 'BonusOfferUnavailable' });
      } else {
        const [latest] = deposits;
        if (latest?.rewarded) throw refuse({ code: 'BonusAlreadyClaimed' });
        if (!latest || !depositQualifies(definition, latest, now))
          throw refuse({ code: 'BonusNoQualifyingDeposit' });
        deposit = latest;
      }
      await assertNoActiveBonus(auth.playerId);
      await grant(auth, definition, deposit, locale);
    },

    /**
     * A staff member grants a `staff_grant` definition's set sum to one player (issue #27), with the
     * reason kept on the bonus. Only to an active player free of safer play's restrictions, in the
     * definition's currency, without a running bonus (one per player: the unique index settles a
     * double click); the money moves bonus_expense → bonus in the same transaction, once.
     */
    async grantByStaff(staffId: number, playerId: number, definitionId: number, reason: string) {
      const definition = await repo.definition(definitionId);
      if (!definition) throw refuse({ code: 'BonusDefinitionNotFound' });
      if (!definition.enabled || definition.trigger !== 'staff_grant' || definition.fixedAmountMinor === null)
        throw refuse({ code: 'BonusGrantUnavailable' });
      const amountMinor = definition.fixedAmountMinor;
      const notices: Staged[] = [];
      let granted: PlayerBonusRow | undefined;
      try {
        granted = await repo.transaction(async (tx) => {
          await repo.lockPlayer(tx, playerId);
          const player = await repo.grantablePlayer(tx, playerId, clock.now());
          if (!player) throw refuse({ code: 'BonusPlayerNotFound' });
          if (!player.mayReceive) throw refuse({ code: 'BonusPlayerRestricted' });
          if (player.currencyId !== definition.currencyId) throw refuse({ code: 'BonusGrantUnavailable' });
          if (await repo.activeBonus(playerId, tx)) throw refuse({ code: 'BonusAlreadyActive' });
          const row = await repo.insertBonus(tx, {
            ...grantRow(playerId, definition.currencyId, definition, amountMinor, null),
            grantedByStaffId: staffId,
            grantReason: reason,
          });
          const result = await wallet.transfer(
            {
              idempotencyKey: `bonus:${row.id}`,
              from: { type: 'system', kind: 'bonus_expense', currencyId: definition.currencyId },
              to: { type: 'player', playerId, kind: 'bonus', currencyId: definition.currencyId },
              amountMinor,
              kind: 'bonus',
              reference: `player_bonus:${row.id}`,
            },
            tx,
          );
          if (result.status !== 'applied') throw new Error(`bonus ${row.id}: grant ${result.status}`);
          await repo.setGrantTransfer(tx, row.id, result.transfer.id);
          const currency = await money.currency(definition.currencyId);
          notices.push(
            await notifications.stage(
              tx,
              playerId,
              bonusGrantedNotification(definition.title, amountMinor, currency),
            ),
          );
          if (row.wageringRequiredMinor === 0n) notices.push(await complete(tx, row));
          return row;
        });
      } catch (error) {
        refusalForRace(error);
      }
      for (const notice of notices) await notice.publish();
      return {
        bonusId: granted.id,
        playerId,
        definitionId,
        definitionVersion: definition.version,
        amount: await money.toDecimal(granted.amountMinor, definition.currencyId),
        wageringRequired: await money.toDecimal(granted.wageringRequiredMinor, definition.currencyId),
        expiresAt: (granted.expiresAt ?? granted.createdAt).toISOString(),
      };
    },

    /**
     * A time-out or a self-exclusion began (modules/safer-play): the running bonus is forfeited, inside
     * the restriction's own transaction. Answers whether there was one.
     */
    async forfeitActiveOf(tx: DbExecutor, playerId: number): Promise<boolean> {
      const bonus = await repo.lockActiveBonus(tx, playerId);
      if (!bonus) return false;
      await remove(tx, bonus, 'forfeited');
      return true;
    },

    /** The player gives up their active bonus: what is left of it is removed. */
    async forfeit(auth: AuthContext, id: number): Promise<void> {
      await repo.transaction(async (tx) => {
        const bonus = await repo.lockActiveBonus(tx, auth.playerId);
        if (!bonus || bonus.id !== id) throw refuse({ code: 'BonusNotFound' });
        await remove(tx, bonus, 'forfeited');
      });
    },

    /**
     * A bet's stake, reported by the casino or sports module (inside its own transaction when it passes
     * `executor`; then it publishes the outcome after its commit). Adds the stake's contribution to the
     * active bonus's wagering; at the required turnover the bonus completes and converts to cash.
     */
    async reportStake(executor: DbExecutor | undefined, stake: StakeReport): Promise<StakeOutcome> {
      const outcome = await within(executor, async (tx) => {
        const bonus = await repo.lockActiveBonusForWagering(tx, stake.playerId);
        const now = clock.now();
        if (!bonus || !isLive(bonus, now) || (stake.bonusId !== undefined && bonus.id !== stake.bonusId))
          return { status: 'no_bonus' as const, counted: false };
        const reachesOdds = stake.odds === undefined || meetsMinOdds(stake.odds, bonus.sportsMinOdds);
        const added = reachesOdds
          ? contributionOf(bonus.contributions, stake.category, stake.amountMinor)
          : 0n;
        const required = bonus.wageringRequiredMinor;
        const done = bonus.wageringDoneMinor + added > required ? required : bonus.wageringDoneMinor + added;
        if (done !== bonus.wageringDoneMinor) await repo.setWageringDone(tx, bonus.id, done, now);
        if (done < required) return { status: 'wagering' as const, counted: added > 0n };
        // Completing moves the whole bonus balance: the full lock makes a win deciding where its bonus
        // share goes (FOR KEY SHARE) finish first, so nothing lands in the balance after it moved.
        await repo.lockBonus(tx, bonus.id);
        const notice = await complete(tx, { ...bonus, wageringDoneMinor: done });
        return { status: 'completed' as const, counted: added > 0n, notice };
      });
      const publish =
        outcome.status === 'completed'
          ? (locale?: Locale) => outcome.notice.publish(locale)
          : NOTHING_TO_PUBLISH;
      if (!executor) await publish();
      return { status: outcome.status, counted: outcome.counted, publish };
    },

    /**
     * A stake that was not really risked after all (a rolled-back or refunded bet, a settled sports bet
     * reopened or turned void): the wagering it added to `bonusId` is taken back, inside the caller's
     * transaction, after its ledger transfers (the lock order bets use: ledger, then bonus row). Only
     * while that bonus is active — a completed bonus is not reopened, an ended one has nothing to count.
     */
    async takeBackStake(
      tx: DbExecutor,
      stake: { bonusId: number; amountMinor: bigint; category: StakeCategory },
    ): Promise<void> {
      const bonus = await repo.lockBonusForWagering(tx, stake.bonusId);
      if (!bonus || bonus.status !== 'active') return;
      const added = contributionOf(bonus.contributions, stake.category, stake.amountMinor);
      const done = bonus.wageringDoneMinor > added ? bonus.wageringDoneMinor - added : 0n;
      if (done !== bonus.wageringDoneMinor) await repo.setWageringDone(tx, bonus.id, done, clock.now());
    },

    /**
     * Where the bonus part of a win, or of a rolled-back bonus stake, goes: money follows its source.
     * While the bonus that funded the stake runs, back to the bonus balance; once it completed (its
     * balance became cash), to cash; once it was forfeited or expired — or when no bonus is known for
     * it — back to bonus_expense, never to cash or to a newer bonus. Holds the bonus row FOR SHARE until
     * `tx` ends, so a forfeit or expiry in flight is decided before or after, never between.
     */
    async bonusPartDestination(tx: DbExecutor, bonusId: number | null): Promise<BonusPartDestination> {
      if (bonusId === null) return 'bonus_expense';
      const bonus = await repo.shareBonus(tx, bonusId);
      if (bonus?.status === 'completed') return 'cash';
      if (bonus && isLive(bonus, clock.now())) return 'bonus';
      return 'bonus_expense';
    },

    /** Refuses a stake above the running bonus's max bet (bets call it before taking the stake). */
    async assertStakeAllowed(playerId: number, amountMinor: bigint): Promise<void> {
      const bonus = await repo.activeBonus(playerId);
      if (!bonus || !isLive(bonus, clock.now()) || bonus.maxBetMinor === null) return;
      if (amountMinor > bonus.maxBetMinor) {
        const currency = await money.currency(bonus.currencyId!);
        throw refuse({ code: 'BonusMaxBetExceeded', maxBetMinor: bonus.maxBetMinor, currency });
      }
    },

    /**
     * The running bonus as a game stake sees it, in one read: its max bet and whether wagering is left;
     * undefined when no bonus runs.
     */
    stakeTerms,

    /** stakeTerms as an SQL select, read inside a stake's one statement (bonus/repo.ts). */
    stakeTermsSql: (playerId: number) => repo.stakeTermsSql(playerId, clock.now()),

    /** Whether a running bonus still has wagering to do (withdrawals are refused meanwhile). */
    async hasWageringLeft(playerId: number, executor?: DbExecutor): Promise<boolean> {
      return (await stakeTerms(playerId, executor))?.wageringLeft === true;
    },

    /** A confirmed deposit, reported by payments in its confirming transaction: claimable from now on. */
    async depositConfirmed(tx: DbExecutor, deposit: DepositReport): Promise<void> {
      await repo.recordDeposit(tx, deposit);
    },

    /**
     * Expires every active bonus whose time is up at `now`, removing what is left of each. Safe with
     * several API processes sweeping at once: rows another sweep holds are skipped (SKIP LOCKED).
     * Answers how many it expired.
     */
    async sweepExpired(now: Date = clock.now()): Promise<number> {
      let total = 0;
      for (;;) {
        const swept = await sweepBatch(now);
        total += swept;
        if (swept < SWEEP_BATCH) return total;
      }
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;

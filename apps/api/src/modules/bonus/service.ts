import { DEFAULT_LOCALE, type Locale } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import { violatedUniqueConstraint } from '../../platform/pg-errors.ts';
import { trialBonusNotification } from '../notification/index.ts';
import type { NotificationService, Staged } from '../notification/index.ts';
import type { AuthContext } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { TRIAL_BONUS_OPTION, type BonusRepo } from './repo.ts';

/*
 * The trial bonus (spec §2 sign-up checkbox and celebration, §7 bonus/*): an amount set by the
 * operator, credited once per player from the system bonus_expense account to the player's bonus
 * account. Three guards make "once" hold under retries and races: the check below (a clear answer),
 * the ledger's idempotency key `trial-bonus:<playerId>`, and the unique index on player_bonuses —
 * the transfer and the bonus row commit together or not at all.
 */

type Deps = {
  repo: BonusRepo;
  wallet: WalletService;
  money: MoneyService;
  notifications: NotificationService;
  log: FastifyBaseLogger;
};

class AlreadyClaimed extends Error {}

export function createBonusService({ repo, wallet, money, notifications, log }: Deps) {
  /** The operator's amount (site option, a decimal) in minor units of `currencyId`; 0n when there is none. */
  async function trialAmountMinor(currencyId: number): Promise<bigint> {
    const value = await repo.trialAmountOption();
    if (value === undefined) return 0n;
    const minor = await money.toMinor(value, currencyId);
    if (minor === null)
      log.warn({ option: TRIAL_BONUS_OPTION, value }, 'site option is not an amount; trial bonus off');
    return minor ?? 0n;
  }

  return {
    /** The offer shown at sign-up, before the player has a currency: in the site's currency. */
    async trialOffer(): Promise<number> {
      const site = await money.siteCurrency();
      return money.toDecimal(await trialAmountMinor(site.id), site.id);
    },

    /** `locale`: the language of the claim request, for the live push of the bonus notification. */
    async claimTrialBonus(auth: AuthContext, locale: Locale = DEFAULT_LOCALE): Promise<void> {
      const amountMinor = await trialAmountMinor(auth.currencyId);
      if (amountMinor <= 0n) throw refuse({ code: 'TrialBonusUnavailable' });
      if (await repo.hasTrialBonus(auth.playerId)) throw refuse({ code: 'TrialBonusAlreadyClaimed' });
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
          await repo.insertTrialBonus(tx, auth.playerId, amountMinor, result.transfer.id);
          // Commits with the credit: a notification never announces money that did not arrive.
          const currency = await money.currency(auth.currencyId);
          return notifications.stage(tx, auth.playerId, trialBonusNotification(amountMinor, currency));
        });
      } catch (error) {
        if (error instanceof AlreadyClaimed || violatedUniqueConstraint(error) !== undefined) {
          throw refuse({ code: 'TrialBonusAlreadyClaimed' });
        }
        throw error;
      }
      await notice.publish(locale);
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;

import { decimalToMinor, ORIGINALS_PROVIDER_NAME } from '@lale/contracts';
import type { Database } from '../../db/connection.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { GameWalletRepo } from '../game-wallet/index.ts';
import type { OperatorCaps } from './play/service.ts';

/*
 * What the Originals need around the game wallet: the catalogue provider row their money posts under,
 * and the operator's caps (ORIGINALS_MAX_WIN / ORIGINALS_MAX_STAKE) in the site currency's minor units.
 */

/** The Lale Originals provider row, and whether a round's bet was taken (the runner's recovery asks). */
export function originalsProvider(repo: GameWalletRepo, db: Database) {
  const providerId = async () => {
    const id = await repo.providerId(ORIGINALS_PROVIDER_NAME);
    if (id === undefined) throw new Error('the catalogue has no Lale Originals provider row');
    return id;
  };
  const betTaken = async (providerTx: string) => {
    const row = await repo.transactionByProviderTx(db, await providerId(), providerTx);
    return row !== undefined && row.kind === 'bet' && !row.tombstone;
  };
  return { providerId, betTaken };
}

/** The operator's caps, converted once at start-up by the site currency's minor units. */
export async function operatorCaps(
  money: MoneyService,
  limits: { maxWin: number | undefined; maxStake: number | undefined },
): Promise<OperatorCaps> {
  const siteCurrency = await money.siteCurrency();
  const capMinor = (amount: number | undefined) =>
    amount === undefined ? null : (decimalToMinor(amount, siteCurrency.minorUnits) ?? null);
  return { maxWinMinor: capMinor(limits.maxWin), maxStakeMinor: capMinor(limits.maxStake) };
}

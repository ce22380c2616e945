import type { Wallet } from '../../apps/api/src/modules/wallet/service.ts';

/*
 * bench/wallet's measured loop, the ledger baseline other benches run beside their own subject in the
 * same run (game-wallet, sports placements): `clients` workers, each alternating a bet (player cash →
 * house_casino) and a win (house_casino → player cash) on random funded players through
 * `WalletService.transfer` — drizzle, the pg Pool and the real posting statement — for `seconds`.
 */

export type LedgerLoop = {
  wallet: Wallet;
  /** Funded players (cash in the currency) to pick from at random. */
  playerIds: readonly number[];
  currencyId: number;
  clients: number;
  seconds: number;
  /** Makes this run's idempotency keys unique (bench name and round). */
  keyPrefix: string;
};

/** Applied transfers per second; `notApplied` counts the others (none on a sound, funded ledger). */
export async function runLedgerTransfers(
  loop: LedgerLoop,
): Promise<{ perSecond: number; notApplied: number }> {
  const { wallet, playerIds, currencyId, clients, seconds, keyPrefix } = loop;
  const deadline = performance.now() + seconds * 1_000;
  const house = { type: 'system', kind: 'house_casino', currencyId } as const;
  let applied = 0;
  let notApplied = 0;
  const worker = async (w: number) => {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
      const player = { type: 'player', playerId, kind: 'cash', currencyId } as const;
      const isBet = n % 2 === 0;
      const result = await wallet.transfer({
        idempotencyKey: `${keyPrefix}:${w}:${n}`,
        from: isBet ? player : house,
        to: isBet ? house : player,
        amountMinor: BigInt(100 + Math.floor(Math.random() * 5_000)),
        kind: isBet ? 'bet' : 'win',
      });
      if (result.status === 'applied') applied += 1;
      else notApplied += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  return { perSecond: applied / ((performance.now() - started) / 1_000), notApplied };
}

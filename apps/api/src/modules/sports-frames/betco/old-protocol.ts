import type { FrameWallet } from '../service.ts';
import { PARTNER_API_ID_PREFIX } from './protocol.ts';

/*
 * Betco's OLD routes (../routes.ts, the self-defined protocol) after the move to BetConstruct's Partner
 * API: they only finish what was placed on them. A debit is refused (INVALID_TOKEN: betco's tokens now
 * stake only through the Partner API); a credit or rollback naming a Partner API id (our `pa:` prefix) is
 * BET_NOT_FOUND, so the old HMAC key can never move a Partner API bet.
 *
 * Retirement: the routes are mounted only while BETCO_WALLET_SECRET is set (betco/config.ts). Once
 *   select count(*) from sports_frame_bets
 *    where provider = 'betco' and status = 'open' and provider_bet not like 'pa:%'
 * is 0, the operator removes the variable and the next start no longer mounts them. Why a manual step and
 * not an automatic one: the old protocol's settlements are pushed by the other side, which may still
 * retry a credit it sent before the switch; the operator sees the count reach zero and knows the other
 * side is done, a timer would only guess.
 */
export function oldProtocolWallet(wallet: FrameWallet): FrameWallet {
  const partnerApiIds = (call: { providerTx: string; providerBet: string }) =>
    call.providerBet.startsWith(PARTNER_API_ID_PREFIX) || call.providerTx.startsWith(PARTNER_API_ID_PREFIX);
  return {
    ...wallet,
    debit: () => Promise.resolve({ code: 'INVALID_TOKEN' }),
    credit: (call) =>
      partnerApiIds(call) ? Promise.resolve({ code: 'BET_NOT_FOUND' }) : wallet.credit(call),
    rollback: (call) =>
      partnerApiIds(call) ? Promise.resolve({ code: 'BET_NOT_FOUND' }) : wallet.rollback(call),
  };
}

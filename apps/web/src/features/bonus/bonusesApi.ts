import { API_ENDPOINTS, type BonusListResponse } from '@lale/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryKey } from '../../lib/sessionActions.ts';
import { call } from '../../lib/api/index.ts';

/* The bonuses page's calls (bonus engine, issue #11): list, claim an offer or a code, forfeit. */

export type BonusList = BonusListResponse['data'];

export const bonusListQueryKey = ['bonus', 'list'] as const;

export async function fetchBonusList(signal?: AbortSignal): Promise<BonusList> {
  return (await call(API_ENDPOINTS.bonusList, {}, { signal })).data;
}

/** Claims an offer by its id, or a deposit bonus by its code; answers the server's message. */
export async function claimBonus(request: { id: number } | { code: string }): Promise<string> {
  return (await call(API_ENDPOINTS.bonusClaim, request)).message;
}

export async function forfeitBonus(id: number): Promise<string> {
  return (await call(API_ENDPOINTS.bonusForfeit, { id })).message;
}

/**
 * A claim or a forfeit moved bonus money: the list and the header's balance (the query the 3 s poll
 * runs) are asked again at once instead of at the next poll.
 */
export function afterBonusChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: bonusListQueryKey });
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
}

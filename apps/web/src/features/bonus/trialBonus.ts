import { useQuery } from '@tanstack/react-query';
import { API_ENDPOINTS } from '@lale/contracts';
import { call, isApiError } from '../../lib/api/index.ts';
import { page } from '../../lib/page.ts';

/* The trial bonus amount (spec §7 GET bonus/trialbonusamount) and its claim (GET bonus/definetrialbonus). */

export const trialBonusQueryKey = ['bonus', 'trialBonusAmount'] as const;

export async function fetchTrialBonusAmount(): Promise<number> {
  try {
    const { data } = await call(API_ENDPOINTS.bonusTrialBonusAmount);
    return data;
  } catch (error) {
    // Spec §7/§8: `success: false` reloads the page; a network error just leaves the amount unknown.
    if (isApiError(error) && error.kind === 'refused') page.reload();
    throw error;
  }
}

/** The amount on offer; 0 (or unknown) means no trial bonus is offered. */
export function useTrialBonusAmount(): number {
  const { data } = useQuery({
    queryKey: trialBonusQueryKey,
    queryFn: fetchTrialBonusAmount,
    staleTime: Infinity,
  });
  return data ?? 0;
}

export async function claimTrialBonus(): Promise<void> {
  await call(API_ENDPOINTS.bonusDefineTrialBonus);
}

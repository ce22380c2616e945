import { API_ENDPOINTS } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueryKey } from '../../lib/sessionActions.ts';
import { call, isApiError } from '../../lib/api/index.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import type { SlipPlan } from './slipPlan.ts';
import { useSlip } from './slipStore.ts';
import { sportsKeys } from './source.ts';

/**
 * Places what the slip plans: one placebet per single, or the one multi / system bet. Each attempt
 * carries a fresh requestId (the book treats the same id twice as one bet). Accepted picks leave the
 * slip; a refusal stops there and shows the book's own message (already in the player's language).
 * A visitor is asked to log in instead.
 */
export function usePlaceSlip() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const openDialog = useSession((state) => state.openDialog);
  const removeMany = useSlip((state) => state.removeMany);
  const [pending, setPending] = useState(false);

  const place = async (plan: SlipPlan) => {
    if (!isLoggedIn) {
      // One modal at a time: the slip's sheet makes way for the login dialog.
      useSlip.getState().setSheetOpen(false);
      openDialog('login');
      return;
    }
    if (pending || plan.block !== null) return;
    setPending(true);
    const placed: string[] = [];
    let count = 0;
    try {
      for (const bet of plan.bets) {
        try {
          await call(API_ENDPOINTS.sportsPlaceBet, { ...bet.body, requestId: crypto.randomUUID() });
          placed.push(...bet.keys);
          count += 1;
        } catch (error) {
          notify.error(isApiError(error) && error.message ? error.message : t('sports.slip.failed'));
          break;
        }
      }
    } finally {
      setPending(false);
    }
    if (count === 0) return;
    removeMany(placed);
    notify.success(count === 1 ? t('sports.slip.placed') : t('sports.slip.placedMany', { count }));
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    void queryClient.invalidateQueries({ queryKey: sportsKeys.myBets });
  };

  return { place, pending };
}

import { API_ENDPOINTS, type Bet } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueryKey } from '../../lib/sessionActions.ts';
import { call, isApiError } from '../../lib/api/index.ts';
import { formatLira } from '../../lib/money.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { notify } from '../../lib/notify.ts';
import { sportsKeys } from './source.ts';
import styles from './MyBets.module.css';

/**
 * Cash-out of an open bet: the offer the book made with this list (`bet.cashOut`), asked once more
 * before it is taken, because the money moves at once. The amount shown is the amount sent: the book
 * refuses it if its own price has moved since, and the list is asked again for the new offer.
 */
export function CashOutButton({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const offer = bet.cashOut;

  if (offer === null) {
    return <p className={styles.cashOutNone}>{t('sports.bets.cashOutUnavailable')}</p>;
  }

  const take = async () => {
    setPending(true);
    try {
      await call(API_ENDPOINTS.sportsCashOut, { betId: bet.id, amount: offer });
      notify.success(t('sports.bets.cashedOut', { amount: formatLira(offer) }));
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    } catch (error) {
      notify.error(isApiError(error) && error.message ? error.message : t('sports.bets.cashOutFailed'));
    } finally {
      setPending(false);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: sportsKeys.myBets });
    }
  };

  if (!confirming) {
    return (
      <Button variant="gold" size="small" className={styles.cashOut} onClick={() => setConfirming(true)}>
        {t('sports.bets.cashOut', { amount: formatLira(offer) })}
      </Button>
    );
  }
  return (
    <div className={styles.cashOutConfirm} role="group" aria-label={t('sports.bets.cashOutConfirmLabel')}>
      <span>{t('sports.bets.cashOutConfirm', { amount: formatLira(offer) })}</span>
      <Button variant="gold" size="small" disabled={pending} onClick={() => void take()}>
        {t('sports.bets.cashOutYes')}
      </Button>
      <Button variant="secondary" size="small" disabled={pending} onClick={() => setConfirming(false)}>
        {t('sports.bets.cashOutNo')}
      </Button>
    </div>
  );
}

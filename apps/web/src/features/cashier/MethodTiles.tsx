import type { PaymentMethod, TransactionType } from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/forms/failure.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { cashierQueryKeys, fetchMethods } from './api.ts';
import { formatAmount } from './money.ts';
import styles from './Cashier.module.css';

/** The methods of one type as tiles: logo, title and limits; 'No data found' when there are none. */
export function MethodTiles({
  type,
  onPick,
}: {
  type: TransactionType;
  onPick: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: cashierQueryKeys.methods(type),
    queryFn: ({ signal }) => fetchMethods(type, signal),
  });

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div className={styles.notice} role="alert">
        <p>{failureMessage(query.error) || t('cashier.loadFailed')}</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('cashier.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className={styles.empty}>{t('cashier.noData')}</p>;

  return (
    <ul className={styles.tiles} aria-label={t('cashier.methods')}>
      {query.data.map((method) => (
        <li key={method.id}>
          <button type="button" className={styles.tile} onClick={() => onPick(method)}>
            <span className={styles.logo}>
              <img src={method.logoUrl} alt="" loading="lazy" decoding="async" />
            </span>
            <span className={styles.tileTitle}>{method.title}</span>
            <span className={styles.tileLimits}>
              <span>
                {t('cashier.min')} <strong>{formatAmount(method.minAmount, method.currency)}</strong>
              </span>
              <span>
                {t('cashier.max')} <strong>{formatAmount(method.maxAmount, method.currency)}</strong>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

import { NotificationType, RealtimeCommand, TransactionType, type PaymentTransaction } from '@lale/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../account/index.ts';
import { failureMessage } from '../../lib/forms/failure.ts';
import { onRealtimeCommand } from '../../lib/realtime/index.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Pager } from '../../lib/ui/Pager.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { ActivityFiltersForm } from './ActivityFiltersForm.tsx';
import {
  ACTIVITIES_PAGE_SIZE,
  NO_FILTERS,
  transactionsRequest,
  type ActivityFilters,
} from './activityFilters.ts';
import { cashierQueryKeys, fetchTransactions } from './api.ts';
import { CancelWithdrawDialog } from './CancelWithdrawDialog.tsx';
import { typeLabel } from './labels.ts';
import { formatAmount } from './money.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './Cashier.module.css';

/** A Deposit or Withdraw notification means a row changed status: the list is asked again. */
function isPaymentNotification(message: unknown): boolean {
  const type = (message as { type?: unknown } | null)?.type;
  return type === NotificationType.Deposit || type === NotificationType.Withdraw;
}

/**
 * /dashboard/financial-activities: the player's deposits and withdrawals (payment/transactions), newest
 * first, paged, filtered by type, status and dates; a pending withdrawal can be cancelled. On phones
 * each row is a card.
 */
export function FinancialActivitiesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<PaymentTransaction | null>(null);
  const request = transactionsRequest(filters, page);
  const query = useQuery({
    queryKey: cashierQueryKeys.transactions(request),
    queryFn: ({ signal }) => fetchTransactions(request, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(
    () =>
      onRealtimeCommand(RealtimeCommand.Notification, (message) => {
        if (isPaymentNotification(message)) {
          void queryClient.invalidateQueries({ queryKey: cashierQueryKeys.transactionsAll });
        }
      }),
    [queryClient],
  );

  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ACTIVITIES_PAGE_SIZE));
  const changeFilters = (next: ActivityFilters) => {
    setFilters(next);
    setPage(0);
  };

  return (
    <section className={styles.page} aria-labelledby="activities-title">
      <div className={styles.hero}>
        <h1 id="activities-title" className={styles.title}>
          {t('nav.financialActivities')}
        </h1>
      </div>
      <div className={styles.card}>
        <ActivityFiltersForm filters={filters} onChange={changeFilters} />
        {query.isPending ? <Spinner /> : null}
        {query.isError ? (
          <p className={styles.notice} role="alert">
            {failureMessage(query.error) || t('cashier.activities.loadFailed')}
          </p>
        ) : null}
        {query.isSuccess && items.length === 0 ? <p className={styles.empty}>{t('cashier.noData')}</p> : null}
        {items.length > 0 ? (
          <table className={styles.table}>
            <caption className={styles.caption}>{t('cashier.activities.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cashier.activities.date')}</th>
                <th scope="col">{t('cashier.activities.type')}</th>
                <th scope="col">{t('cashier.activities.method')}</th>
                <th scope="col">{t('cashier.activities.amount')}</th>
                <th scope="col">{t('cashier.activities.status')}</th>
                <th scope="col">{t('cashier.activities.reference')}</th>
                <th scope="col">{t('cashier.activities.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('cashier.activities.date')}>{formatDateTime(row.createdAt)}</td>
                  <td data-label={t('cashier.activities.type')}>
                    <span className={row.type === TransactionType.Deposit ? styles.in : styles.out}>
                      {typeLabel(t, row.type)}
                    </span>
                  </td>
                  <td data-label={t('cashier.activities.method')}>{row.methodTitle}</td>
                  <td data-label={t('cashier.activities.amount')} className={styles.amount}>
                    {formatAmount(row.amount, row.currency)}
                  </td>
                  <td data-label={t('cashier.activities.status')}>
                    <StatusBadge status={row.status} />
                    {row.note ? <span className={styles.rowNote}>{row.note}</span> : null}
                  </td>
                  <td data-label={t('cashier.activities.reference')} className={styles.reference}>
                    {row.reference}
                  </td>
                  <td data-label={t('cashier.activities.actions')}>
                    {row.cancellable ? (
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => setCancelling(row)}
                        aria-label={`${t('cashier.activities.cancel')}: ${row.reference}`}
                      >
                        {t('cashier.activities.cancel')}
                      </Button>
                    ) : (
                      <span aria-hidden="true">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          labels={{
            nav: t('cashier.activities.pagination'),
            previous: t('cashier.activities.previous'),
            next: t('cashier.activities.next'),
            page: (current, total) => t('cashier.activities.page', { page: current, pages: total }),
          }}
        />
      </div>
      {cancelling ? (
        <CancelWithdrawDialog transaction={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </section>
  );
}

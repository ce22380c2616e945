import { NotificationType, RealtimeCommand, TransactionType, type PaymentTransaction } from '@lale/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../account/index.ts';
import { failureMessage } from '../../lib/forms/failure.ts';
import { onRealtimeCommand } from '../../lib/realtime/index.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { DataTable } from '../../lib/ui/DataTable.tsx';
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
        <DataTable
          query={query}
          paging={{
            page,
            pageSize: ACTIVITIES_PAGE_SIZE,
            onPage: setPage,
            labels: {
              nav: t('cashier.activities.pagination'),
              previous: t('cashier.activities.previous'),
              next: t('cashier.activities.next'),
              page: (current, total) => t('cashier.activities.page', { page: current, pages: total }),
            },
          }}
          failure={
            query.isError ? (
              <p className={styles.notice} role="alert">
                {failureMessage(query.error) || t('cashier.activities.loadFailed')}
              </p>
            ) : null
          }
          empty={t('cashier.noData')}
          emptyClassName={styles.empty}
          caption={t('cashier.activities.caption')}
          className={styles.table}
          rowKey={(row) => row.id}
          columns={[
            { header: t('cashier.activities.date'), cell: (row) => formatDateTime(row.createdAt) },
            {
              header: t('cashier.activities.type'),
              cell: (row) => (
                <span className={row.type === TransactionType.Deposit ? styles.in : styles.out}>
                  {typeLabel(t, row.type)}
                </span>
              ),
            },
            { header: t('cashier.activities.method'), cell: (row) => row.methodTitle },
            {
              header: t('cashier.activities.amount'),
              cell: (row) => formatAmount(row.amount, row.currency),
              className: styles.amount,
            },
            {
              header: t('cashier.activities.status'),
              cell: (row) => (
                <>
                  <StatusBadge status={row.status} />
                  {row.note ? <span className={styles.rowNote}>{row.note}</span> : null}
                </>
              ),
            },
            {
              header: t('cashier.activities.reference'),
              cell: (row) => row.reference,
              className: styles.reference,
            },
            {
              header: t('cashier.activities.actions'),
              cell: (row) =>
                row.cancellable ? (
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
                ),
            },
          ]}
        />
      </div>
      {cancelling ? (
        <CancelWithdrawDialog transaction={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </section>
  );
}

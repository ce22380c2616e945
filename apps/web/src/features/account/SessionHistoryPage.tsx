import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../lib/ui/DataTable.tsx';
import { fetchSessions, type SessionItem } from './api.ts';
import { formatDateTime } from './format.ts';
import { describeDevice } from './userAgent.ts';
import styles from './AccountPage.module.css';

/** /dashboard/session-history: the player's sessions (GET customer/sessions), newest first, paged. */
export const SESSIONS_PAGE_SIZE = 10;

function EndCell({ session }: { session: SessionItem }) {
  const { t } = useTranslation();
  if (!session.endedAt) return <span className={styles.live}>{t('account.sessions.active')}</span>;
  const reason = session.endReason
    ? t(`account.sessions.reason.${session.endReason}`, { defaultValue: session.endReason })
    : '';
  return (
    <>
      {formatDateTime(session.endedAt)}
      {reason ? <span className={styles.reason}>{reason}</span> : null}
    </>
  );
}

export function SessionHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ['customer', 'sessions', page],
    queryFn: ({ signal }) => fetchSessions(page * SESSIONS_PAGE_SIZE, SESSIONS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <section className={styles.card} aria-labelledby="sessions-title">
      <h1 id="sessions-title" className={styles.title}>
        {t('nav.sessionHistory')}
      </h1>
      <DataTable
        query={query}
        paging={{
          page,
          pageSize: SESSIONS_PAGE_SIZE,
          onPage: setPage,
          labels: {
            nav: t('account.sessions.pagination'),
            previous: t('account.sessions.previous'),
            next: t('account.sessions.next'),
            page: (current, total) => t('account.sessions.page', { page: current, pages: total }),
          },
        }}
        empty={t('account.sessions.empty')}
        emptyClassName={styles.empty}
        caption={t('account.sessions.caption')}
        className={styles.table}
        rowKey={(session) => session.id}
        rowClassName={(session) => (session.current ? styles.current : undefined)}
        columns={[
          {
            header: t('account.sessions.device'),
            cell: (session) => (
              <>
                <span className={styles.device}>{describeDevice(session.userAgent)}</span>
                {session.current ? (
                  <span className={styles.thisDevice}>{t('account.sessions.thisDevice')}</span>
                ) : null}
              </>
            ),
          },
          { header: t('account.sessions.started'), cell: (session) => formatDateTime(session.createdAt) },
          { header: t('account.sessions.lastSeen'), cell: (session) => formatDateTime(session.lastSeenAt) },
          { header: t('account.sessions.ended'), cell: (session) => <EndCell session={session} /> },
          { header: t('account.sessions.ip'), cell: (session) => session.ip, className: styles.ip },
        ]}
      />
    </section>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../lib/ui/Pager.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
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
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SESSIONS_PAGE_SIZE));

  return (
    <section className={styles.card} aria-labelledby="sessions-title">
      <h1 id="sessions-title" className={styles.title}>
        {t('nav.sessionHistory')}
      </h1>
      {query.isPending ? <Spinner /> : null}
      {query.data && items.length === 0 ? (
        <p className={styles.empty}>{t('account.sessions.empty')}</p>
      ) : null}
      {items.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('account.sessions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.sessions.device')}</th>
              <th scope="col">{t('account.sessions.started')}</th>
              <th scope="col">{t('account.sessions.lastSeen')}</th>
              <th scope="col">{t('account.sessions.ended')}</th>
              <th scope="col">{t('account.sessions.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((session) => (
              <tr key={session.id} className={session.current ? styles.current : undefined}>
                <td data-label={t('account.sessions.device')}>
                  <span className={styles.device}>{describeDevice(session.userAgent)}</span>
                  {session.current ? (
                    <span className={styles.thisDevice}>{t('account.sessions.thisDevice')}</span>
                  ) : null}
                </td>
                <td data-label={t('account.sessions.started')}>{formatDateTime(session.createdAt)}</td>
                <td data-label={t('account.sessions.lastSeen')}>{formatDateTime(session.lastSeenAt)}</td>
                <td data-label={t('account.sessions.ended')}>
                  <EndCell session={session} />
                </td>
                <td data-label={t('account.sessions.ip')} className={styles.ip}>
                  {session.ip}
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
          nav: t('account.sessions.pagination'),
          previous: t('account.sessions.previous'),
          next: t('account.sessions.next'),
          page: (current, total) => t('account.sessions.page', { page: current, pages: total }),
        }}
      />
    </section>
  );
}

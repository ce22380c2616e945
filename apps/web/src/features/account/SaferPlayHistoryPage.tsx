import type { HistoryAmounts, SaferPlayHistory } from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLira } from '../../lib/money.ts';
import { Button } from '../../lib/ui/Button.tsx';
import dataTable from '../../lib/ui/DataTable.module.css';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { fetchHistory } from './saferPlay.ts';
import styles from './AccountPage.module.css';
import playStyles from './SaferPlayPage.module.css';

/*
 * /dashboard/safer-play/history (issue #26): the player's own last 12 Türkiye calendar months — stakes,
 * wins, deposits, withdrawals paid out, net — and the year's totals as the table's last row, so a
 * player sees in one place what play has cost them. Amounts come from the ledger (GET
 * saferplay/history); the bonus part of stakes and wins is told under the total. On a phone each month
 * is a card of labelled lines (DataTable's phoneCards), so nothing scrolls sideways at 390 px.
 */

/** 'YYYY-MM' as the month's name and year in the interface language ("Mart 2026", "March 2026"). */
function monthName(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}

function Split({ cash, bonus }: { cash: number; bonus: number }) {
  const { t } = useTranslation();
  return (
    <span className={playStyles.amount}>
      {formatLira(cash + bonus)}
      {bonus !== 0 ? (
        <span className={playStyles.bonusPart}>
          {t('saferPlay.history.bonusPart', { amount: formatLira(bonus) })}
        </span>
      ) : null}
    </span>
  );
}

function Cells({ amounts }: { amounts: HistoryAmounts }) {
  const { t } = useTranslation();
  return (
    <>
      <td data-label={t('saferPlay.history.stakes')}>
        <Split {...amounts.stakes} />
      </td>
      <td data-label={t('saferPlay.history.wins')}>
        <Split {...amounts.wins} />
      </td>
      <td data-label={t('saferPlay.history.deposits')}>{formatLira(amounts.deposits)}</td>
      <td data-label={t('saferPlay.history.withdrawals')}>{formatLira(amounts.withdrawals)}</td>
      <td data-label={t('saferPlay.history.net')} className={amounts.net < 0 ? playStyles.loss : undefined}>
        {formatLira(amounts.net)}
      </td>
    </>
  );
}

function HistoryTable({ history }: { history: SaferPlayHistory }) {
  const { t, i18n } = useTranslation();
  return (
    <table className={`${dataTable.table} ${dataTable.phoneCards}`}>
      <caption className={dataTable.caption}>
        {t('saferPlay.history.caption', { currency: history.currency })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('saferPlay.history.month')}</th>
          <th scope="col">{t('saferPlay.history.stakes')}</th>
          <th scope="col">{t('saferPlay.history.wins')}</th>
          <th scope="col">{t('saferPlay.history.deposits')}</th>
          <th scope="col">{t('saferPlay.history.withdrawals')}</th>
          <th scope="col">{t('saferPlay.history.net')}</th>
        </tr>
      </thead>
      <tbody>
        {history.months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className={playStyles.rowHead}>
              {monthName(month.month, i18n.language)}
            </th>
            <Cells amounts={month} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={playStyles.total}>
          <th scope="row" className={playStyles.rowHead}>
            {t('saferPlay.history.year')}
          </th>
          <Cells amounts={history.year} />
        </tr>
      </tfoot>
    </table>
  );
}

export function SaferPlayHistoryPage() {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ['saferPlay', 'history'],
    queryFn: ({ signal }) => fetchHistory(signal),
  });

  return (
    <section className={styles.card} aria-labelledby="play-history-title">
      <h1 id="play-history-title" className={styles.title}>
        {t('saferPlay.history.title')}
      </h1>
      <p className={styles.note}>{t('saferPlay.history.intro')}</p>
      <p className={playStyles.text}>{t('saferPlay.history.explain')}</p>
      {history.isPending ? <Spinner /> : null}
      {history.isError ? (
        <div role="alert">
          <p>{t('saferPlay.history.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('saferPlay.history.retry')}
          </Button>
        </div>
      ) : null}
      {history.data ? <HistoryTable history={history.data} /> : null}
      <p>
        <Link className={playStyles.link} to="/dashboard/safer-play">
          {t('saferPlay.history.back')}
        </Link>
      </p>
    </section>
  );
}

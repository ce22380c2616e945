import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { formatLira } from '../../lib/money.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Pager } from '../../lib/ui/Pager.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { formatDateTime } from '../account/index.ts';
import { fetchRounds, ROUNDS_PAGE_SIZE, ROUNDS_QUERY_KEY, type OriginalsRound } from './api.ts';
import { checkRound, type RoundCheck } from './verification.ts';
import { Verdict } from './Verdict.tsx';
import dataTable from '../../lib/ui/DataTable.module.css';
import styles from './ProvablyFair.module.css';
import { useOriginalsText } from './texts.ts';

/*
 * The player's Lale Originals rounds, newest first, paged; each with a Verify that recomputes it in the
 * browser once its seed pair is revealed.
 */

export function RoundsPanel() {
  const { t } = useOriginalsText();
  const [page, setPage] = useState(0);
  const rounds = useQuery({
    queryKey: [...ROUNDS_QUERY_KEY, page],
    queryFn: ({ signal }) => fetchRounds(page, signal),
    placeholderData: keepPreviousData,
  });
  const items = rounds.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((rounds.data?.total ?? 0) / ROUNDS_PAGE_SIZE));

  return (
    <section id="rounds" className={styles.card} aria-labelledby="fair-rounds-title">
      <h2 id="fair-rounds-title" className={styles.cardTitle}>
        {t('rounds.title')}
      </h2>
      {rounds.isPending ? <Spinner /> : null}
      {rounds.isError ? (
        <div className={styles.failed}>
          <p>{t('rounds.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void rounds.refetch()}>
            {t('rounds.retry')}
          </Button>
        </div>
      ) : null}
      {rounds.data && items.length === 0 ? <p className={styles.muted}>{t('rounds.empty')}</p> : null}
      {items.length > 0 ? (
        <table className={`${dataTable.table} ${dataTable.phoneCards}`}>
          <caption className={dataTable.caption}>{t('rounds.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rounds.game')}</th>
              <th scope="col">{t('rounds.nonce')}</th>
              <th scope="col">{t('rounds.bet')}</th>
              <th scope="col">{t('rounds.win')}</th>
              <th scope="col">{t('rounds.time')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('rounds.verify')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((round) => (
              // Keyed by the seed too: a rotation reveals it, and an old "rotate first" answer must go.
              <RoundRow key={`${round.roundId}:${round.serverSeed ?? ''}`} round={round} />
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        labels={{
          nav: t('rounds.pagination'),
          previous: t('rounds.previous'),
          next: t('rounds.next'),
          page: (current, total) => t('rounds.page', { page: current, pages: total }),
        }}
      />
    </section>
  );
}

function RoundRow({ round }: { round: OriginalsRound }) {
  const { t, locale } = useOriginalsText();
  // The verdict follows the round as the list now has it: asked just after a seed rotation, before the
  // list has read the revealed seed, it said "rotate your seed" and kept saying it (issue #27, CI run).
  const [asked, setAsked] = useState(false);
  const check: RoundCheck | null = useMemo(
    () => (asked ? checkRound(round, locale) : null),
    [asked, round, locale],
  );
  const resultId = `round-${round.roundId}-check`;
  return (
    <Fragment>
      <tr className={styles.roundRow}>
        <td data-label={t('rounds.game')} className={styles.gameName}>
          {round.gameName}
        </td>
        <td data-label={t('rounds.nonce')} className={styles.number}>
          {round.nonce}
        </td>
        <td data-label={t('rounds.bet')} className={styles.number}>
          {formatLira(round.stake)}
        </td>
        <td data-label={t('rounds.win')} className={round.win > 0 ? styles.winAmount : styles.number}>
          {formatLira(round.win)}
        </td>
        <td data-label={t('rounds.time')}>{formatDateTime(round.createdAt)}</td>
        <td className={styles.verifyCell}>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('rounds.verifyLabel', { game: round.gameName, nonce: round.nonce })}
            aria-controls={resultId}
            onClick={() => setAsked(true)}
          >
            {t('rounds.verify')}
          </Button>
        </td>
      </tr>
      <tr className={check ? styles.checkRow : styles.checkRowEmpty}>
        <td colSpan={6} id={resultId} role="status">
          {check ? <CheckResult check={check} /> : null}
        </td>
      </tr>
    </Fragment>
  );
}

function CheckResult({ check }: { check: RoundCheck }) {
  const { t } = useOriginalsText();
  switch (check.kind) {
    case 'hidden':
      return <p className={styles.notice}>{t('rounds.hidden')}</p>;
    case 'open':
      return <p className={styles.notice}>{t('rounds.open')}</p>;
    case 'unsupported':
      return <p className={styles.notice}>{t('rounds.unsupported')}</p>;
    case 'badChoices':
      return <Verdict ok={false}>{t('rounds.badChoices', { problem: check.problem })}</Verdict>;
    case 'checked': {
      const ok = check.hashMatches && check.outcomeMatches;
      return (
        <div className={styles.checkResult}>
          <Verdict ok={ok}>{ok ? t('rounds.matches') : t('rounds.differs')}</Verdict>
          <p>{t('rounds.recomputed', { text: check.text })}</p>
          {check.storedText ? <p>{t('rounds.storedWas', { text: check.storedText })}</p> : null}
          {check.hashMatches ? null : <p>{t('rounds.badHash')}</p>}
        </div>
      );
    }
  }
}

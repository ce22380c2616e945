import type { RealityCheck } from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { Button } from '../../lib/ui/Button.tsx';
import shell from '../../lib/ui/dialog/DialogShell.module.css';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { fetchRealityCheck, REALITY_CHECK_KEY } from './realityCheck.ts';
import './texts.ts'; // before the overlay renders
import styles from './RealityCheck.module.css';

/*
 * The reality check (issue #26): a modal over everything — the play modal's frame included, which
 * cannot be drawn into, so the overlay covers it and the frame gets no input — with the figures of this
 * moment since sign-in, fetched when it opens. It cannot be dismissed (no close button, Escape and
 * clicks outside do nothing): the player answers "continue" or "stop".
 */

/** Cents-exact difference of two decimals (what a column's net is). */
const minus = (a: number, b: number) => Math.round((a - b) * 100) / 100;

function Elapsed({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return (
    <>
      {hours > 0
        ? t('saferPlay.realityCheck.elapsed', { hours, minutes })
        : t('saferPlay.realityCheck.elapsedMinutes', { minutes })}
    </>
  );
}

function Figures({ check }: { check: RealityCheck }) {
  const { t } = useTranslation();
  const net = {
    cash: minus(check.wins.cash, check.stakes.cash),
    bonus: minus(check.wins.bonus, check.stakes.bonus),
  };
  const row = (label: string, amounts: { cash: number; bonus: number }, total: number, id?: string) => (
    <tr className={id ? styles.netRow : undefined}>
      <th scope="row">{label}</th>
      <td>{formatLira(amounts.cash)}</td>
      <td>{formatLira(amounts.bonus)}</td>
      <td id={id} className={total < 0 ? styles.loss : undefined}>
        {formatLira(total)}
      </td>
    </tr>
  );
  return (
    <>
      <p className={styles.elapsed}>
        {t('saferPlay.realityCheck.elapsedLabel')}:{' '}
        <strong data-testid="reality-check-elapsed">
          <Elapsed seconds={check.elapsedSeconds} />
        </strong>
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('saferPlay.realityCheck.cash')}</th>
            <th scope="col">{t('saferPlay.realityCheck.bonus')}</th>
            <th scope="col">{t('saferPlay.realityCheck.total')}</th>
          </tr>
        </thead>
        <tbody>
          {row(
            t('saferPlay.realityCheck.stakes'),
            check.stakes,
            minus(check.stakes.cash + check.stakes.bonus, 0),
          )}
          {row(t('saferPlay.realityCheck.wins'), check.wins, minus(check.wins.cash + check.wins.bonus, 0))}
          {row(t('saferPlay.realityCheck.net'), net, check.net, 'reality-check-net')}
        </tbody>
      </table>
    </>
  );
}

export default function RealityCheckDialog({
  onContinue,
  onStop,
}: {
  onContinue: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  // Each opening asks afresh: the figures are those of the moment the check is shown.
  const [openedAt] = useState(() => Date.now());
  const figures = useQuery({
    queryKey: [...REALITY_CHECK_KEY, 'shown', openedAt],
    queryFn: ({ signal }) => fetchRealityCheck(signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const keep = (event: Event) => event.preventDefault();

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={`${shell.overlay} ${styles.overlay}`} />
        <Dialog.Content
          aria-modal="true"
          className={`${shell.content} ${shell.medium} ${styles.content}`}
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
        >
          <div className={shell.panel}>
            <div className={shell.inner}>
              <div className={shell.header}>
                <Dialog.Title className={shell.title}>{t('saferPlay.realityCheck.title')}</Dialog.Title>
                <Dialog.Description className={shell.description}>
                  {t('saferPlay.realityCheck.description')}
                </Dialog.Description>
              </div>
              {figures.data ? (
                <Figures check={figures.data} />
              ) : figures.isError ? (
                <p role="alert">{failureMessage(figures.error)}</p>
              ) : (
                <p className={styles.pending}>
                  <Spinner inline /> {t('saferPlay.realityCheck.loading')}
                </p>
              )}
              <div className={styles.actions}>
                <Button variant="secondary" onClick={onStop}>
                  {t('saferPlay.realityCheck.stop')}
                </Button>
                <Button variant="primary" onClick={onContinue}>
                  {t('saferPlay.realityCheck.continue')}
                </Button>
              </div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import styles from './AccountPage.module.css';

/**
 * The frame of a limits page (deposit limits; loss and wager limits): its title and introduction, the
 * spinner while the limits load, a retry when they could not, and `children` with the limits once there.
 */
export function LimitsFrame<T>({
  id,
  heading,
  intro,
  limits,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  limits: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {heading}
      </h1>
      <p className={styles.note}>{intro}</p>
      {limits.isPending ? <Spinner /> : null}
      {limits.isError ? (
        <div className={styles.empty}>
          <p>{t('depositLimits.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void limits.refetch()}>
            {t('depositLimits.retry')}
          </Button>
        </div>
      ) : null}
      {limits.data === undefined ? null : children(limits.data)}
    </section>
  );
}

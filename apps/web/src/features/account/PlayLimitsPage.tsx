import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { LimitCard } from './LimitCard.tsx';
import { confirmPlayLimit, fetchPlayLimits, setPlayLimit, type PlayLimitKind } from './playLimits.ts';
import styles from './AccountPage.module.css';
import limitStyles from './DepositLimitsPage.module.css';

/*
 * /dashboard/play-limits (issue #26): the loss and wager limits, each daily, weekly and monthly, by the
 * deposit limits' rules and with their cards (LimitCard). What the window holds is the server's count —
 * the same the wager gate judges a stake by.
 */
export const PLAY_LIMITS_QUERY_KEY = ['saferPlay', 'limits'] as const;
const KINDS: PlayLimitKind[] = ['loss', 'wager'];

export function PlayLimitsPage() {
  const { t } = useTranslation();
  const limits = useQuery({
    queryKey: PLAY_LIMITS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPlayLimits(signal),
  });

  return (
    <section className={styles.card} aria-labelledby="play-limits-title">
      <h1 id="play-limits-title" className={styles.title}>
        {t('playLimits.title')}
      </h1>
      <p className={styles.note}>{t('playLimits.intro')}</p>
      {limits.isPending ? <Spinner /> : null}
      {limits.isError ? (
        <div className={styles.empty}>
          <p>{t('depositLimits.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void limits.refetch()}>
            {t('depositLimits.retry')}
          </Button>
        </div>
      ) : null}
      {limits.data
        ? KINDS.map((kind) => (
            <section key={kind} className={limitStyles.kind} aria-labelledby={`play-limits-${kind}`}>
              <h2 id={`play-limits-${kind}`} className={limitStyles.kindTitle}>
                {t(`playLimits.kind.${kind}`)}
              </h2>
              <div className={limitStyles.periods}>
                {limits.data
                  .filter((limit) => limit.kind === kind)
                  .map((limit) => (
                    <LimitCard
                      key={limit.period}
                      limit={limit}
                      heading={t(`playLimits.card.${kind}.${limit.period}`)}
                      headingLevel={3}
                      newLimitLabel={t(`playLimits.newLimit.${kind}.${limit.period}`)}
                      usedLabel={t(`playLimits.used.${kind}`, {
                        window: t(`depositLimits.window.${limit.period}`),
                      })}
                      send={(next) =>
                        next === 'confirm'
                          ? confirmPlayLimit(kind, limit.period)
                          : setPlayLimit(kind, limit.period, next)
                      }
                      onChanged={() => limits.refetch()}
                    />
                  ))}
              </div>
            </section>
          ))
        : null}
    </section>
  );
}

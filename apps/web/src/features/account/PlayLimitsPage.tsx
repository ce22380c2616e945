import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LimitCard } from './LimitCard.tsx';
import { LimitsFrame } from './LimitsFrame.tsx';
import { confirmPlayLimit, fetchPlayLimits, setPlayLimit, type PlayLimitKind } from './playLimits.ts';
import { asCardLimit, confirmSessionLimit, fetchSessionLimits, setSessionLimit } from './sessionLimits.ts';
import limitStyles from './DepositLimitsPage.module.css';

/*
 * /dashboard/play-limits (issue #26): the loss and wager limits, each daily, weekly and monthly, by the
 * deposit limits' rules and with their cards (LimitCard). What the window holds is the server's count —
 * the same the wager gate judges a stake by. Below them, the session-time limits (minutes signed in).
 */
export const PLAY_LIMITS_QUERY_KEY = ['saferPlay', 'limits'] as const;
export const SESSION_LIMITS_QUERY_KEY = ['saferPlay', 'sessionLimits'] as const;
const KINDS: PlayLimitKind[] = ['loss', 'wager'];

export function PlayLimitsPage() {
  const { t } = useTranslation();
  const limits = useQuery({
    queryKey: PLAY_LIMITS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPlayLimits(signal),
  });
  const sessionLimits = useQuery({
    queryKey: SESSION_LIMITS_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionLimits(signal),
  });

  return (
    <LimitsFrame
      id="play-limits-title"
      heading={t('playLimits.title')}
      intro={t('playLimits.intro')}
      limits={limits}
    >
      {(data) => [
        ...KINDS.map((kind) => (
          <section key={kind} className={limitStyles.kind} aria-labelledby={`play-limits-${kind}`}>
            <h2 id={`play-limits-${kind}`} className={limitStyles.kindTitle}>
              {t(`playLimits.kind.${kind}`)}
            </h2>
            <div className={limitStyles.periods}>
              {data
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
        )),
        <section key="session" className={limitStyles.kind} aria-labelledby="play-limits-session">
          <h2 id="play-limits-session" className={limitStyles.kindTitle}>
            {t('playLimits.kind.session')}
          </h2>
          <p className={limitStyles.kindIntro}>{t('playLimits.sessionIntro')}</p>
          <div className={limitStyles.periods}>
            {(sessionLimits.data ?? []).map((limit) => (
              <LimitCard
                key={limit.period}
                unit="minutes"
                limit={asCardLimit(limit)}
                heading={t(`playLimits.card.session.${limit.period}`)}
                headingLevel={3}
                newLimitLabel={t(`playLimits.newLimit.session.${limit.period}`)}
                usedLabel={t('playLimits.used.session', {
                  window: t(`depositLimits.window.${limit.period}`),
                })}
                send={(next) =>
                  next === 'confirm' ? confirmSessionLimit(limit.period) : setSessionLimit(limit.period, next)
                }
                onChanged={() => sessionLimits.refetch()}
              />
            ))}
          </div>
        </section>,
      ]}
    </LimitsFrame>
  );
}

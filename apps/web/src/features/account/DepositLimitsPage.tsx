import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDepositLimit, fetchDepositLimits, setDepositLimit } from './depositLimits.ts';
import { LimitCard } from './LimitCard.tsx';
import { LimitsFrame } from './LimitsFrame.tsx';
import limitStyles from './DepositLimitsPage.module.css';

/*
 * /dashboard/deposit-limits (responsible gambling, issue #11): the daily, weekly and monthly limits with
 * what is used and what remains, a waiting change with the moment it can be confirmed (and the button
 * once it can: issue #26, a loosening never applies on its own), an amount to set and a remove button
 * per period. The server decides what applies at once (a decrease) and what waits 24 hours and the
 * player's confirmation (an increase, a removal) and says so in its message, shown as a toast.
 */
export const DEPOSIT_LIMITS_QUERY_KEY = ['customer', 'depositLimits'] as const;

export function DepositLimitsPage() {
  const { t } = useTranslation();
  const limits = useQuery({
    queryKey: DEPOSIT_LIMITS_QUERY_KEY,
    queryFn: ({ signal }) => fetchDepositLimits(signal),
  });

  return (
    <LimitsFrame
      id="deposit-limits-title"
      heading={t('depositLimits.title')}
      intro={t('depositLimits.intro')}
      limits={limits}
    >
      {(data) => (
        <div className={limitStyles.periods}>
          {data.map((limit) => (
            <LimitCard
              key={limit.period}
              limit={limit}
              heading={t(`depositLimits.period.${limit.period}`)}
              newLimitLabel={t(`depositLimits.newLimit.${limit.period}`)}
              usedLabel={t('depositLimits.used', { window: t(`depositLimits.window.${limit.period}`) })}
              send={(next) =>
                next === 'confirm' ? confirmDepositLimit(limit.period) : setDepositLimit(limit.period, next)
              }
              onChanged={() => limits.refetch()}
            />
          ))}
        </div>
      )}
    </LimitsFrame>
  );
}

import { TRIAL_BONUS_CLAIM_CLOSE_DELAY_MS } from '@lale/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportFailure } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { openLiveChat } from '../../lib/liveChat.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { useLater } from '../../lib/useTimers.ts';
import { fireConfetti } from './confetti.ts';
import { claimTrialBonus } from './trialBonus.ts';
import styles from './Celebration.module.css';

/**
 * The celebration after registering (spec §2, §4). With a trial bonus on offer it asks to claim it
 * ('Yes': claim, confetti, close 1 s later); without one it offers Deposit and Live Chat.
 * The dialog around it supplies the 'Congratulations!' title.
 */
export function Celebration({ amount, onClose }: { amount: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useLater();
  const [claiming, setClaiming] = useState(false);
  const offersBonus = amount > 0;

  useEffect(() => fireConfetti(), []);

  const claim = async () => {
    setClaiming(true);
    try {
      await claimTrialBonus();
      fireConfetti();
      later(onClose, TRIAL_BONUS_CLAIM_CLOSE_DELAY_MS);
    } catch (error) {
      reportFailure(error);
      setClaiming(false);
    }
  };

  return (
    <div className={styles.celebration}>
      <div className={styles.medal} aria-hidden="true">
        <svg viewBox="0 0 64 64">
          <path d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z" />
        </svg>
      </div>
      <p className={styles.message}>
        {offersBonus ? t('FAST_REGISTER_DONE', { amount: formatLira(amount) }) : t('REGISTER_DONE')}
      </p>
      <div className={styles.actions}>
        {offersBonus ? (
          <Button
            variant="gold"
            size="large"
            onClick={() => void claim()}
            disabled={claiming}
            aria-busy={claiming || undefined}
          >
            {claiming ? <Spinner inline /> : null}
            {t('celebration.yes')}
          </Button>
        ) : (
          <>
            <Button
              variant="primary"
              size="large"
              onClick={() => {
                void navigate('/dashboard/deposit');
                onClose();
              }}
            >
              {t('celebration.deposit')}
            </Button>
            <Button variant="secondary" size="large" onClick={openLiveChat}>
              {t('celebration.liveChat')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

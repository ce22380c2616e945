import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../lib/ui/Button.tsx';
import { ComingSoon } from '../../lib/ui/ComingSoon.tsx';
import { DepositMoneyModal } from '../cashier/index.ts';
import { decodeGameParam } from './gameParam.ts';
import styles from './GamePage.module.css';

/**
 * /casino/play/{game}: names the game already; the play frame arrives with the casino issue. Its top
 * bar's Deposit opens the 'Deposit Money' modal (spec §2), so the player tops up without leaving.
 */
export function GamePage() {
  const { t } = useTranslation();
  const { game } = useParams();
  const [depositing, setDepositing] = useState(false);
  const name = decodeGameParam(game)?.name;
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Button variant="primary" size="small" onClick={() => setDepositing(true)}>
          {t('header.deposit')}
        </Button>
      </div>
      <ComingSoon title={typeof name === 'string' && name !== '' ? name : undefined} />
      <DepositMoneyModal open={depositing} onClose={() => setDepositing(false)} />
    </div>
  );
}

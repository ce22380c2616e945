import { TransactionType } from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLira } from '../../lib/money.ts';
import { useSession } from '../../lib/session.ts';
import { fetchKycStatus, kycStatusQueryKey } from './api.ts';
import { CashierScreen } from './CashierScreen.tsx';
import styles from './Cashier.module.css';

/** /dashboard/deposit (spec §2): the deposit methods as tiles. */
export function DepositPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="deposit-title">
      <div className={styles.hero}>
        <div>
          <h1 id="deposit-title" className={styles.title}>
            {t('nav.deposit')}
          </h1>
          <p className={styles.lead}>{t('cashier.depositLead')}</p>
          <p className={styles.lead}>
            <Link to="/dashboard/play-limits" className={styles.limitsLink}>
              {t('cashier.limitsLink')}
            </Link>
          </p>
        </div>
      </div>
      <CashierScreen type={TransactionType.Deposit} />
    </section>
  );
}

/** /dashboard/withdraw (spec §2): the withdraw methods as tiles, with the balance that can be taken out. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const balance = useSession((state) => state.balance);
  return (
    <section className={styles.page} aria-labelledby="withdraw-title">
      <div className={styles.hero}>
        <div>
          <h1 id="withdraw-title" className={styles.title}>
            {t('nav.withdraw')}
          </h1>
          <p className={styles.lead}>{t('cashier.withdrawLead')}</p>
        </div>
        <dl className={styles.balance}>
          <dt>{t('cashier.withdrawable')}</dt>
          <dd>{formatLira(balance)}</dd>
        </dl>
      </div>
      <IdentityNeeded />
      <CashierScreen type={TransactionType.Withdraw} />
    </section>
  );
}

/**
 * Withdrawals need a verified identity (issue #26): said before the player picks a method, with the
 * way to the verification page (the server's refusal names it too).
 */
function IdentityNeeded() {
  const { t } = useTranslation();
  const canWithdraw = useQuery({
    queryKey: kycStatusQueryKey,
    queryFn: ({ signal }) => fetchKycStatus(signal),
    select: (status) => status.canWithdraw,
  });
  if (canWithdraw.data !== false) return null;
  return (
    <p className={styles.identity}>
      {t('cashier.identityNeeded')}{' '}
      <Link className={styles.identityLink} to="/dashboard/verification">
        {t('cashier.identityLink')}
      </Link>
    </p>
  );
}

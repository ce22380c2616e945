import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import type { TextKey } from '../../lib/routing.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { fetchProfile, type CustomerProfile } from './api.ts';
import { formatDateTime, formatDay } from './format.ts';
import badgeStyles from './phone/PhoneProfileDialog.module.css';
import styles from './AccountPage.module.css';

/** /dashboard/account: personal information (GET customer/profile), read-only, with the phone status. */
const ROWS: [TextKey, (p: CustomerProfile) => string][] = [
  ['account.profile.name', (p) => p.name],
  ['account.profile.surname', (p) => p.surname],
  ['account.profile.username', (p) => p.username],
  ['account.profile.usercode', (p) => p.usercode],
  ['account.profile.email', (p) => p.email],
  ['account.profile.birthDate', (p) => formatDay(p.birthDate)],
  ['account.profile.country', (p) => p.country],
  ['account.profile.createdAt', (p) => formatDateTime(p.createdAt)],
];

export function AccountInfoPage() {
  const { t } = useTranslation();
  const openDialog = useSession((state) => state.openDialog);
  // The store knows a verification done in this tab before the profile is fetched again.
  const verifiedHere = useSession((state) => state.smsVerified);
  const profile = useQuery({
    queryKey: ['customer', 'profile'],
    queryFn: ({ signal }) => fetchProfile(signal),
  });
  const data = profile.data;
  const verified = Boolean(data?.smsVerified || verifiedHere);

  return (
    <section className={styles.card} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('nav.account')}
      </h1>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        <div className={styles.empty}>
          <p>{t('account.profile.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('account.profile.retry')}
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <dl className={styles.details}>
            {ROWS.map(([label, value]) => (
              <div key={label} className={styles.detail}>
                <dt>{t(label)}</dt>
                <dd>{value(data) || '—'}</dd>
              </div>
            ))}
            <div className={[styles.detail, styles.phoneRow].join(' ')}>
              <dt>{t('account.profile.phone')}</dt>
              <dd className={styles.phone}>
                <span>+{data.phone}</span>
                <span className={[badgeStyles.badge, verified ? badgeStyles.ok : badgeStyles.no].join(' ')}>
                  {verified ? t('profilePhone.verified') : t('profilePhone.notVerified')}
                </span>
                <Button variant="secondary" size="small" onClick={() => openDialog('phoneVerification')}>
                  {t('account.profile.verifyPhone')}
                </Button>
              </dd>
            </div>
          </dl>
          <p className={styles.note}>{t('account.profile.readOnly')}</p>
        </>
      ) : null}
    </section>
  );
}

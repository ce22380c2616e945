import { useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { ManualVerifier } from './ManualVerifier.tsx';
import { RoundsPanel } from './RoundsPanel.tsx';
import { SeedsPanel } from './SeedsPanel.tsx';
import { SharedRoundVerifier } from './SharedRoundVerifier.tsx';
import { SHARED_SECTION } from './sharedRounds.ts';
import styles from './ProvablyFair.module.css';
import { useOriginalsText } from './texts.ts';

/**
 * /casino/provably-fair (issue #14): how Lale Originals' rounds are drawn, the player's seed pairs and
 * rounds with a Verify per round (recomputed in the browser), a calculator for any round, and one for
 * the shared (hash-chain) rounds of the scheduled games. Visitors
 * get the explanation and the calculator; the seeds and rounds need a session.
 */
export function ProvablyFairPage() {
  const { t } = useOriginalsText();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const sections = [
    ...(isLoggedIn
      ? [
          { id: 'seeds', label: t('seeds.title') },
          { id: 'rounds', label: t('rounds.title') },
        ]
      : []),
    { id: 'how', label: t('how.title') },
    { id: 'verifier', label: t('manual.title') },
    { id: SHARED_SECTION, label: t('shared.title') },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <nav aria-label={t('contents')}>
          <ul className={styles.contents}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {isLoggedIn ? (
        <>
          <SeedsPanel />
          <RoundsPanel />
        </>
      ) : (
        <VisitorNotice />
      )}
      <HowItWorks />
      <ManualVerifier />
      <SharedRoundVerifier />
    </div>
  );
}

function VisitorNotice() {
  const { t } = useOriginalsText();
  const openDialog = useSession((state) => state.openDialog);
  return (
    <section className={`${styles.card} ${styles.visitor}`} aria-labelledby="fair-visitor-title">
      <div>
        <h2 id="fair-visitor-title" className={styles.cardTitle}>
          {t('visitor.title')}
        </h2>
        <p className={styles.muted}>{t('visitor.text')}</p>
      </div>
      <Button onClick={() => openDialog('login')}>{t('visitor.login')}</Button>
    </section>
  );
}

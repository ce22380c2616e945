import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { openLiveChat } from '../../lib/liveChat.ts';
import { Button } from '../../lib/ui/Button.tsx';
import styles from './ContentPages.module.css';
import '../../lib/i18n/contentPages.ts';

/** Under the content pages: the two ways to reach a person (spec §1: live chat and a call-back). */
export function HelpCard() {
  const { t } = useTranslation();
  const openDialog = useSession((state) => state.openDialog);
  return (
    <aside className={styles.help} aria-labelledby="content-help">
      <div>
        <h2 id="content-help" className={styles.helpTitle}>
          {t('content.pages.helpTitle')}
        </h2>
        <p className={styles.helpText}>{t('content.pages.helpText')}</p>
      </div>
      <div className={styles.helpActions}>
        <Button variant="secondary" onClick={openLiveChat}>
          {t('content.pages.liveChat')}
        </Button>
        <Button variant="primary" onClick={() => openDialog('callRequest')}>
          {t('content.pages.callRequest')}
        </Button>
      </div>
    </aside>
  );
}

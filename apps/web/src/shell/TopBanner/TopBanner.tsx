import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { ShellIcon } from '../icons.tsx';
import styles from './TopBanner.module.css';
import { isTopBannerRead, markTopBannerRead } from './topBannerFlag.ts';
import { Tooltip } from '../../lib/ui/tooltip/Tooltip.tsx';

/**
 * Spec §2 top banner: only on home, only when the settings name a current domain. It tells the player
 * the current address (baseDomain) and the one to use if it is blocked (nextDomain). Dismissing it, or
 * moving on to another page after it was shown, sets `topNotifyRead` so it does not come back.
 */
export function TopBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const baseDomain = useSiteSettings((state) => state.domains.current);
  const nextDomain = useSiteSettings((state) => state.domains.next);
  const [dismissed, setDismissed] = useState(isTopBannerRead);
  const [seen, setSeen] = useState(false);
  const onHome = pathname === '/';
  const visible = onHome && !dismissed && Boolean(baseDomain);

  // Adjusting state during render (React's documented pattern): shown once, then left → dismissed.
  if (visible && !seen) setSeen(true);
  if (seen && !onHome && !dismissed) setDismissed(true);

  useEffect(() => {
    if (dismissed && seen) markTopBannerRead();
  }, [dismissed, seen]);

  if (!visible) return null;
  const text = nextDomain
    ? t('shell.topBanner.text', { baseDomain, nextDomain })
    : t('shell.topBanner.textCurrentOnly', { baseDomain });

  return (
    <aside className={styles.banner} aria-label={t('shell.topBanner.label')}>
      <div className={styles.inner}>
        <span className={styles.iconWrap}>
          <ShellIcon name="megaphone" className={styles.icon} />
        </span>
        <p className={styles.text}>{text}</p>
        <Tooltip content={t('shell.topBanner.dismiss')}>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('shell.topBanner.dismiss')}
            onClick={() => setDismissed(true)}
          >
            <ShellIcon name="close" />
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}

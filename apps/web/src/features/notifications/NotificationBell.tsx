import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from './format.ts';
import { Icon } from './icons.tsx';
import styles from './NotificationBell.module.css';
import { useUnreadCount } from './useNotifications.ts';
import { Tooltip } from '../../lib/ui/tooltip/Tooltip.tsx';

/*
 * The bell of the logged-in header (spec §2, §4), desktop and mobile: unread badge ('9+' from 9), a
 * shake whenever the count changes, and the panel. The panel (radix Dialog, list, detail) is its own
 * chunk, loaded on the first open, so the header's first JavaScript carries only the bell.
 */
const NotificationPanel = lazy(() => import('./NotificationPanel.tsx'));

/** How long the shake class stays on; matches the animation in the CSS module. */
export const SHAKE_MS = 800;

/** True for SHAKE_MS after every change of `count` (the first value does not count as a change). */
function useShake(count: number): { shaking: boolean; round: number } {
  const [seen, setSeen] = useState(count);
  const [round, setRound] = useState(0);
  const [shaking, setShaking] = useState(false);
  // Adjusting state during render (React's documented pattern) instead of an effect that sets state.
  if (count !== seen) {
    setSeen(count);
    setRound(round + 1);
    setShaking(true);
  }
  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking, round]);
  return { shaking, round };
}

export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const { shaking, round } = useShake(count);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  const name = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <>
      <Tooltip content={name}>
        <button
          type="button"
          className={[className, styles.bell, shaking ? styles.shake : ''].filter(Boolean).join(' ')}
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-shaking={shaking || undefined}
        >
          {/* A new key restarts the CSS animation when the count changes again mid-shake. */}
          <Icon key={round} name="bell" className={styles.icon} />
          {count > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {badgeText(count)}
            </span>
          ) : null}
        </button>
      </Tooltip>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

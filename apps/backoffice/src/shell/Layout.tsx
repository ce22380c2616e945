import { Suspense, useCallback } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { STAFF_IDLE_MINUTES } from '@lale/contracts';
import { usePaymentsLive } from '../features/payments/paymentsApi.ts';
import { useIdleTimeout } from '../lib/idle.ts';
import { useCan } from '../lib/permissions.ts';
import { signOut, useSession } from '../lib/session.ts';
import { Button } from '../ui/Button.tsx';
import styles from './Layout.module.css';
import { allowedNavItems } from './navigation.ts';

/*
 * The signed-in frame: brand, top bar (who is signed in, sign out), side navigation with only what
 * the role may open, and the screen. Without a session it sends the member to sign-in, remembering
 * where they were going.
 */
export function Layout() {
  const { status, session } = useSession();
  const location = useLocation();
  const can = useCan();
  const seconds = session?.idleTimeoutSeconds ?? STAFF_IDLE_MINUTES * 60;
  const onIdle = useCallback(() => {
    void signOut(`You were signed out after ${Math.round(seconds / 60)} minutes without activity.`);
  }, [seconds]);
  useIdleTimeout(status === 'signedIn' ? seconds : null, onIdle);
  usePaymentsLive(status === 'signedIn' && can('payments.view'));

  if (status === 'unknown') return <p className={styles.loading}>Loading…</p>;
  if (status === 'signedOut' || !session) {
    return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <span className={styles.brand}>Lale back office</span>
        <span className={styles.member}>
          <span>{session.staff.displayName}</span>
          <span className={styles.role}>{session.staff.role}</span>
        </span>
        <Button small onClick={() => void signOut()}>
          Sign out
        </Button>
      </header>
      <nav className={styles.nav} aria-label="Back office">
        <ul className={styles.navList}>
          {allowedNavItems(can).map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className={styles.navLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

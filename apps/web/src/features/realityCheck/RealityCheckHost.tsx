import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import {
  dueAt,
  fetchRealityCheck,
  readContinued,
  REALITY_CHECK_KEY,
  rememberContinued,
} from './realityCheck.ts';
import styles from './RealityCheck.module.css';

// The overlay and its texts are their own chunk: most visits never show one.
const RealityCheckDialog = lazy(() => import('./RealityCheckDialog.tsx'));

/**
 * On every page (the layout mounts it), the game's page too: for a signed-in player with an interval,
 * a browser timer until the next check is due, then the overlay, which stays until answered. Its
 * answer restarts the interval from that moment; "stop" also leaves the game for the home page.
 */
export function RealityCheckHost() {
  const navigate = useNavigate();
  const token = useSession((state) => state.auth?.token ?? null);
  const { data } = useQuery({
    queryKey: [...REALITY_CHECK_KEY, token],
    queryFn: ({ signal }) => fetchRealityCheck(signal),
    enabled: token !== null,
    staleTime: Infinity,
  });
  const signedInAt = token ? data?.signedInAt : undefined;
  const interval = data?.intervalMinutes ?? null;
  const [continuedAt, setContinuedAt] = useState<number | null>(null);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!signedInAt || interval === null || due) return;
    const at = dueAt(signedInAt, interval, continuedAt ?? readContinued(signedInAt));
    const id = window.setTimeout(() => setDue(true), Math.max(0, at - Date.now()));
    return () => window.clearTimeout(id);
  }, [signedInAt, interval, continuedAt, due]);

  if (!due || !signedInAt || interval === null) return null;

  const answered = () => {
    const now = Date.now();
    rememberContinued(signedInAt, now);
    setContinuedAt(now);
    setDue(false);
  };

  return (
    <Suspense
      fallback={
        // Blocks the page (and a game's frame) while the overlay's chunk loads.
        <div className={styles.loading}>
          <Spinner />
        </div>
      }
    >
      <RealityCheckDialog
        onContinue={answered}
        onStop={() => {
          answered();
          void navigate('/');
        }}
      />
    </Suspense>
  );
}

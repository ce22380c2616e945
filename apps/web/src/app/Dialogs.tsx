import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../lib/ui/Spinner.tsx';
import { useSession } from '../lib/session.ts';
import styles from './Dialogs.module.css';

/*
 * The account dialogs are a separate chunk (forms, masks, radix): it is loaded the first time any
 * dialog opens and then stays mounted, so the home page's first JavaScript stays small.
 */
const DialogsHost = lazy(() => import('./DialogsHost.tsx'));

export function Dialogs() {
  const anyOpen = useSession((state) => state.activeDialog !== null);
  const [wanted, setWanted] = useState(anyOpen);
  // Adjusting state during render (React's documented pattern): once wanted, always mounted.
  if (anyOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner />
        </div>
      }
    >
      <DialogsHost />
    </Suspense>
  );
}

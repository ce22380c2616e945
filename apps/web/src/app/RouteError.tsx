import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { page } from '../lib/page.ts';
import { Button } from '../lib/ui/Button.tsx';
import styles from './RouteError.module.css';

/**
 * Shown inside the layout when a page cannot load — usually a route chunk that went missing after a
 * deploy, which a reload fixes. The header and footer stay usable.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>{t('routeError.text')}</p>
      <Button variant="primary" onClick={() => page.reload()}>
        {t('routeError.retry')}
      </Button>
    </section>
  );
}

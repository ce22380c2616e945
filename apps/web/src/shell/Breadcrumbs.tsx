import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { crumbOf } from '../lib/routing.ts';
import styles from './Breadcrumbs.module.css';
import { mergeCrumbs, useCrumbStore } from './crumbs.ts';

/**
 * Breadcrumbs (spec §2): one crumb per matched route that declares one, then the custom entries the
 * page added (`useExtraCrumbs`), rebuilt on every navigation. Slash-separated, every crumb clickable,
 * the last one highlighted as the current page. Hidden on the home page, where it would only say "Home".
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const extra = useCrumbStore((state) => state.extra);
  const routeCrumbs = useMatches().flatMap((match) => {
    const crumb = crumbOf(match.handle);
    return crumb ? [{ label: t(crumb.labelKey), url: match.pathname }] : [];
  });
  const trail = mergeCrumbs(routeCrumbs, extra);
  if (trail.length < 2) return null;

  return (
    <nav className={styles.breadcrumbs} aria-label={t('a11y.breadcrumb')} data-chrome>
      <ol className={styles.list}>
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.url} className={styles.item}>
              <Link
                to={crumb.url}
                className={isLast ? styles.current : styles.link}
                aria-current={isLast ? 'page' : undefined}
              >
                {crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { crumbOf } from '../lib/routing.ts';
import styles from './Breadcrumbs.module.css';

/**
 * Breadcrumbs from route data (spec §2): one crumb per matched route that declares one, rebuilt on
 * every navigation, separated by slashes, the last one highlighted as the current page.
 * Hidden on the home page, where the trail would only say "Home".
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches().flatMap((match) => {
    const crumb = crumbOf(match.handle);
    return crumb ? [{ label: t(crumb.labelKey), url: match.pathname }] : [];
  });
  // Index routes repeat their parent's path; keep one crumb per url.
  const unique = crumbs.filter(
    (crumb, index) => crumbs.findIndex((other) => other.url === crumb.url) === index,
  );
  if (unique.length < 2) return null;

  return (
    <nav className={styles.breadcrumbs} aria-label={t('a11y.breadcrumb')}>
      <ol className={styles.list}>
        {unique.map((crumb, index) => {
          const isLast = index === unique.length - 1;
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

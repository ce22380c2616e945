import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../lib/ui/Button.tsx';
import prose from '../../lib/ui/Prose.module.css';
import { useExtraCrumbs } from '../../shell/crumbs.ts';
import { contentPath, findContent, useContentCategories } from './content.ts';
import styles from './ContentPages.module.css';
import '../../lib/i18n/contentPages.ts';

/**
 * /pages/{id} (spec §2): the item's title and HTML body from the bootstrap, its title added to the
 * breadcrumbs, and the other pages of its category beside it. An unknown id says so plainly.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const found = findContent(useContentCategories(), id);
  useExtraCrumbs(found ? [{ label: found.item.title, url: contentPath(found.item.id) }] : []);

  if (!found) {
    return (
      <section className={styles.missing} aria-labelledby="content-missing">
        <h1 id="content-missing" className={styles.missingTitle}>
          {t('content.pages.notFoundTitle')}
        </h1>
        <p className={styles.lead}>{t('content.pages.notFoundText')}</p>
        <Link to="/pages" className={buttonClass('secondary')}>
          {t('content.pages.backToList')}
        </Link>
      </section>
    );
  }

  const { item, category } = found;
  const siblings = category.contentList;
  return (
    <div className={styles.reading}>
      <article className={styles.article} aria-labelledby="content-title">
        <p className={styles.eyebrow}>{category.name}</p>
        <h1 id="content-title" className={styles.articleTitle}>
          {item.title}
        </h1>
        <div
          className={prose.prose}
          // Operator HTML, sanitised by the API when it is saved (allowed tags only, no scripts,
          // handlers or styles), so it is rendered as it arrives.
          dangerouslySetInnerHTML={{ __html: item.description }}
        />
      </article>
      {siblings.length > 1 ? (
        <nav className={styles.siblings} aria-label={category.name}>
          <ul className={styles.links}>
            {siblings.map((sibling) => (
              <li key={sibling.id}>
                <Link
                  to={contentPath(sibling.id)}
                  className={styles.link}
                  aria-current={sibling.id === item.id ? 'page' : undefined}
                >
                  <span>{sibling.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

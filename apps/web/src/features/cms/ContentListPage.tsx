import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPath, useContentCategories } from './content.ts';
import { HelpCard } from './HelpCard.tsx';
import styles from './ContentPages.module.css';
import '../../lib/i18n/contentPages.ts';

/** /pages (spec §2): every bootstrap category with links to its pages, and a way to reach support. */
export function ContentListPage() {
  const { t } = useTranslation();
  const categories = useContentCategories().filter((category) => category.contentList.length > 0);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('content.pages.title')}</h1>
        <p className={styles.lead}>{t('content.pages.lead')}</p>
      </div>
      {categories.length === 0 ? <p className={styles.empty}>{t('content.pages.empty')}</p> : null}
      <div className={styles.categories}>
        {categories.map((category) => (
          <section key={category.id} className={styles.category} aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`} className={styles.categoryName}>
              {category.name}
            </h2>
            <ul className={styles.links}>
              {category.contentList.map((item) => (
                <li key={item.id}>
                  <Link to={contentPath(item.id)} className={styles.link}>
                    <span>{item.title}</span>
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M9 5l7 7-7 7" />
                    </svg>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <HelpCard />
    </div>
  );
}

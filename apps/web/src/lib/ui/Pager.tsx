import { Button } from './Button.tsx';
import styles from './Pager.module.css';

/** The navigation's name, the two buttons, and the page line for (page + 1, pages). */
export type PagerLabels = {
  nav: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
};

/**
 * Previous / "page N of M" / next under a paged list (DataTable's history lists, the Originals' panels).
 * Hidden when everything fits on one page; the page line is announced when it changes. `page` counts
 * from 0.
 */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={labels.nav}>
      <Button variant="secondary" size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span aria-live="polite">{labels.page(page + 1, pages)}</span>
      <Button variant="secondary" size="small" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}

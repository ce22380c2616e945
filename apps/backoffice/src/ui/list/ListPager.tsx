import { Button } from '../Button.tsx';
import styles from './DataList.module.css';
import { PAGE_SIZES } from './listParams.ts';

/** Previous / next and the page size; the rows shown are said in words for screen readers too. */
export function ListPager({
  skip,
  take,
  total,
  onChange,
}: {
  skip: number;
  take: number;
  total: number;
  onChange: (skip: number, take: number) => void;
}) {
  const first = total === 0 ? 0 : skip + 1;
  const last = Math.min(skip + take, total);
  return (
    <nav className={styles.tools} aria-label="Pages">
      <span>
        Rows {first}–{last} of {total}
      </span>
      <span className={styles.pager}>
        <label>
          Rows per page{' '}
          <select value={take} onChange={(event) => onChange(0, Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button small disabled={skip === 0} onClick={() => onChange(Math.max(0, skip - take), take)}>
          Previous
        </Button>
        <Button small disabled={skip + take >= total} onClick={() => onChange(skip + take, take)}>
          Next
        </Button>
      </span>
    </nav>
  );
}

import styles from './Tabs.module.css';

export type TabItem = { key: string; label: string };

/*
 * A tab row: which tab is open lives in the URL (the caller's search param), so a reload or a shared
 * link opens the same tab. Tab panels are rendered by the caller with `tabPanelProps`.
 */
export function Tabs({
  label,
  items,
  current,
  onSelect,
}: {
  label: string;
  items: readonly TabItem[];
  current: string;
  onSelect: (key: string) => void;
}) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`tab-${item.key}`}
          aria-selected={item.key === current}
          aria-controls={`tabpanel-${item.key}`}
          className={styles.tab}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(key: string) {
  return { role: 'tabpanel', id: `tabpanel-${key}`, 'aria-labelledby': `tab-${key}` } as const;
}

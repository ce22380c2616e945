import { Fragment, type ReactNode } from 'react';
import styles from './Page.module.css';

/** A screen: its one <h1>, an optional line under it and actions on the right. */
export function Page({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A titled block of a screen (its <h2> makes the heading outline). */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.panelTitle}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Tiles({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.tiles} aria-label={label} role="list">
      {children}
    </ul>
  );
}

export function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <li className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
    </li>
  );
}

/** Label and value pairs (a profile, a payment's details). */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

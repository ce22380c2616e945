import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { PathIcon, SHELL_ICONS } from '../icons.tsx';
import { MENU_ICONS } from './menuIcons.ts';
import { isActiveEntry, type MenuItem } from './menuItems.ts';
import styles from './SideMenu.module.css';

type Props = {
  item: MenuItem;
  /** Closes the menu after a link is followed (spec §2: clicking an entry closes the menu). */
  onNavigate: () => void;
  /** Runs an entry with an app key or game data. */
  onAction: (item: MenuItem) => void;
};

function EntryContent({ item, trailing }: { item: MenuItem; trailing?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PathIcon d={MENU_ICONS[item.icon]} className={styles.entryIcon} />
      <span className={styles.entryTitle}>{t(item.titleKey)}</span>
      {item.badgeKey ? <span className={styles.badge}>{t(item.badgeKey)}</span> : null}
      {trailing}
    </>
  );
}

/** One entry: a link, an action button, or a button that shows and hides its children. */
export function MenuEntry({ item, onNavigate, onAction }: Props) {
  const { pathname } = useLocation();
  const childrenId = useId();
  // Spec §3 Menu item isOpen: a parent starts open when the page on screen is one of its children.
  const [open, setOpen] = useState(() => isActiveEntry(item, pathname));

  if (item.children) {
    return (
      <li>
        <button
          type="button"
          className={styles.entry}
          aria-expanded={open}
          aria-controls={childrenId}
          onClick={() => setOpen(!open)}
        >
          <EntryContent
            item={item}
            trailing={<PathIcon d={SHELL_ICONS.chevron} className={styles.chevron} />}
          />
        </button>
        <ul id={childrenId} className={styles.children} hidden={!open}>
          {item.children.map((child) => (
            <MenuEntry key={child.id} item={child} onNavigate={onNavigate} onAction={onAction} />
          ))}
        </ul>
      </li>
    );
  }

  if (item.url !== undefined) {
    return (
      <li>
        <NavLink
          to={item.url}
          end
          className={({ isActive }) => [styles.entry, isActive ? styles.active : ''].join(' ')}
          onClick={onNavigate}
        >
          <EntryContent item={item} />
        </NavLink>
      </li>
    );
  }

  return (
    <li>
      <button type="button" className={styles.entry} onClick={() => onAction(item)}>
        <EntryContent item={item} />
      </button>
    </li>
  );
}

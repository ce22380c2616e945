import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { FollowMe } from './FollowMe.tsx';
import { MenuEntry } from './MenuEntry.tsx';
import { MENU_GROUPS, visibleMenuGroups, type MenuGroup, type MenuItem } from './menuItems.ts';
import styles from './SideMenu.module.css';
import { useEntryAction } from './useEntryAction.ts';
import '../menuTexts.ts';

type Props = {
  /** Called when an entry was used: the drawer closes (the docked menu stays). */
  onDone: () => void;
};

function Group({
  group,
  onDone,
  onAction,
}: { group: MenuGroup } & Props & { onAction: (item: MenuItem) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t(group.titleKey)}
      </h2>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <MenuEntry key={item.id} item={item} onNavigate={onDone} onAction={onAction} />
        ))}
      </ul>
    </section>
  );
}

/** The side menu's body (spec §2): the four groups, the language dropdown and 'Follow Me'. */
export function SideMenuContent({ onDone }: Props) {
  const { t } = useTranslation();
  const runEntry = useEntryAction(onDone);
  const frames = useBootstrap().data?.sportsFrameList;
  const groups = useMemo(
    () => visibleMenuGroups(MENU_GROUPS, new Set((frames ?? []).map((frame) => frame.provider))),
    [frames],
  );
  return (
    <>
      <nav className={styles.nav} aria-label={t('shell.menu.nav')}>
        {groups.map((group) => (
          <Group key={group.id} group={group} onDone={onDone} onAction={runEntry} />
        ))}
      </nav>
      <div className={styles.language}>
        <LanguageSwitch placeholder={t('shell.menu.languagePlaceholder')} className={styles.languageSwitch} />
      </div>
      <FollowMe />
    </>
  );
}

import { FOLLOW_ME_LINKS, type AppLink, type FollowMeLink } from '@lale/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { isWebUrl } from '../externalUrl.ts';
import { PathIcon } from '../icons.tsx';
import { FOLLOW_ME_ICONS } from './followMeIcons.ts';
import styles from './SideMenu.module.css';
import { Tooltip } from '../../lib/ui/tooltip/Tooltip.tsx';
import '../menuTexts.ts';

/** Spec §2: the 'Follow Me' link elements are created this long after the menu view starts. */
export const FOLLOW_ME_DELAY_MS = 1000;

export type FollowMeEntry = { name: FollowMeLink; url: string };

/**
 * The app-setting links (bootstrap appLinkList, keyed by name) for the 'Follow Me' platforms, in spec
 * order. Only web addresses are used: an operator typo like 'javascript:' never becomes a link.
 */
export function followMeLinks(appLinks: readonly AppLink[]): FollowMeEntry[] {
  return FOLLOW_ME_LINKS.flatMap((name) => {
    const url = appLinks.find((link) => link.name.toLowerCase() === name)?.url;
    return isWebUrl(url) ? [{ name, url }] : [];
  });
}

export function FollowMe() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: bootstrap } = useBootstrap();
  const links = followMeLinks(bootstrap?.appLinkList ?? []);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), FOLLOW_ME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (links.length === 0) return null;

  return (
    <section className={styles.followMe} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t('shell.menu.followMe')}
      </h2>
      <ul className={styles.followList}>
        {links.map(({ name, url }) => (
          <li key={name}>
            {ready ? (
              <Tooltip content={FOLLOW_ME_ICONS[name].label}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.followLink}
                  aria-label={`${FOLLOW_ME_ICONS[name].label} (${t('a11y.newTab')})`}
                  data-follow={name}
                >
                  <PathIcon d={FOLLOW_ME_ICONS[name].path} />
                </a>
              </Tooltip>
            ) : (
              // Same size as the link, so nothing moves when the links arrive.
              <span className={styles.followPlaceholder} aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

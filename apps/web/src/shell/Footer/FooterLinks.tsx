import { SITE_OPTION_KEYS } from '@lale/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { isWebUrl } from '../externalUrl.ts';
import { ShellIcon } from '../icons.tsx';
import styles from './Footer.module.css';

/** Spec §2: the footer links one content page per item of the bootstrap category with this id. */
export const FOOTER_CATEGORY_ID = 2;

/** The content pages of the footer category, titled as the operator wrote them. */
export function FooterPages() {
  const headingId = useId();
  const { data: bootstrap } = useBootstrap();
  // A copy stored by an older release may lack the list.
  const category = (bootstrap?.categoryList ?? []).find((item) => item.id === FOOTER_CATEGORY_ID);
  if (!category || category.contentList.length === 0) return null;
  return (
    <nav className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {category.name}
      </h2>
      <ul className={styles.linkList}>
        {category.contentList.map((item) => (
          <li key={item.id}>
            <Link to={`/pages/${item.id}`} className={styles.textLink}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** WhatsApp and Telegram from the site options, and the call-request form (spec §1). */
export function FooterContact() {
  const { t } = useTranslation();
  const headingId = useId();
  const whatsapp = useSiteSettings((state) => state.options[SITE_OPTION_KEYS.whatsapp]);
  const telegram = useSiteSettings((state) => state.options[SITE_OPTION_KEYS.telegram]);
  const openDialog = useSession((state) => state.openDialog);
  const channels = [
    { key: 'whatsapp', url: whatsapp, label: t('footer.whatsapp') },
    { key: 'telegram', url: telegram, label: t('footer.telegram') },
  ] as const;

  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('footer.contact')}
      </h2>
      <ul className={styles.linkList}>
        {channels.map((channel) =>
          isWebUrl(channel.url) ? (
            <li key={channel.key}>
              <a
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.contactLink}
                aria-label={`${channel.label} (${t('a11y.newTab')})`}
              >
                <ShellIcon name={channel.key} className={styles.contactIcon} />
                {channel.label}
              </a>
            </li>
          ) : null,
        )}
        <li>
          <button type="button" className={styles.contactLink} onClick={() => openDialog('callRequest')}>
            <ShellIcon name="phone" className={styles.contactIcon} />
            {t('footer.callRequest')}
          </button>
        </li>
      </ul>
    </section>
  );
}

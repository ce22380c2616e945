import type { Notification } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { formatNotificationTime, iconFor } from './format.ts';
import { Icon } from './icons.tsx';
import styles from './NotificationList.module.css';

/** The rows of the panel: type icon, title, local time; unread ones stand out and say so. */
export function NotificationList({
  items,
  onOpen,
}: {
  items: readonly Notification[];
  onOpen: (item: Notification) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={[styles.row, item.isRead ? '' : styles.unread].filter(Boolean).join(' ')}
            onClick={() => onOpen(item)}
          >
            <span className={styles.iconWrap}>
              <Icon name={iconFor(item.type)} className={styles.icon} />
            </span>
            <span className={styles.text}>
              <span className={styles.title}>{item.title}</span>
              <time className={styles.time} dateTime={item.timeStamp}>
                {formatNotificationTime(item.timeStamp)}
              </time>
            </span>
            {item.isRead ? null : (
              <span className={styles.dot}>
                <span className={styles.visuallyHidden}>{t('notifications.unread')}</span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

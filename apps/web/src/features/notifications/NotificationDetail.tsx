import type { Notification } from '@lale/contracts';
import { formatNotificationTime, iconFor } from './format.ts';
import { Icon } from './icons.tsx';
import styles from './NotificationDetail.module.css';

/** One notification in full: icon, title, time and the note (plain text; line breaks kept). */
export function NotificationDetail({ notification }: { notification: Notification }) {
  return (
    <article className={styles.detail}>
      <div className={styles.top}>
        <span className={styles.iconWrap}>
          <Icon name={iconFor(notification.type)} className={styles.icon} />
        </span>
        <div>
          <h3 className={styles.title}>{notification.title}</h3>
          <time className={styles.time} dateTime={notification.timeStamp}>
            {formatNotificationTime(notification.timeStamp)}
          </time>
        </div>
      </div>
      <p className={styles.note}>{notification.note}</p>
    </article>
  );
}

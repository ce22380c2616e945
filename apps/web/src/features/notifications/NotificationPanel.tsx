import type { Notification } from '@lale/contracts';
import { Dialog } from 'radix-ui';
import { Tooltip } from '../../lib/ui/tooltip/Tooltip.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { Icon } from './icons.tsx';
import { NotificationDetail } from './NotificationDetail.tsx';
import { NotificationList } from './NotificationList.tsx';
import styles from './NotificationPanel.module.css';
import { useMarkRead, useNotifications } from './useNotifications.ts';

/*
 * Spec §2 notifications panel: the list, and on tap the detail with a back arrow. A radix Dialog gives
 * focus trap, Escape and the title; CSS makes it a 582 px panel under the bell on desktop and a
 * full-height bottom sheet under 900 px. Closing it returns to the list next time.
 */
type Props = { open: boolean; onClose: () => void };

export default function NotificationPanel({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkRead();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The detail follows the cache, so it shows the read state once the server agreed.
  const selected = data?.find((item) => item.id === selectedId) ?? null;

  function openItem(item: Notification): void {
    setSelectedId(item.id);
    if (!item.isRead) markRead.mutate(item.id);
  }

  function close(): void {
    setSelectedId(null);
    onClose();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.head}>
            {selected ? (
              <Tooltip content={t('notifications.back')}>
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={() => setSelectedId(null)}
                  aria-label={t('notifications.back')}
                >
                  <Icon name="back" className={styles.headIcon} />
                </button>
              </Tooltip>
            ) : null}
            <Dialog.Title className={styles.title}>{t('notifications.title')}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('common.close')}>
              <Icon name="close" className={styles.headIcon} />
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            {selected ? (
              <NotificationDetail notification={selected} />
            ) : isPending ? (
              <div className={styles.centre}>
                <Spinner />
              </div>
            ) : isError ? (
              <div className={styles.centre}>
                <p>{t('notifications.loadFailed')}</p>
                <button type="button" className={styles.retry} onClick={() => void refetch()}>
                  {t('notifications.retry')}
                </button>
              </div>
            ) : data.length === 0 ? (
              <p className={styles.empty}>{t('notifications.empty')}</p>
            ) : (
              <NotificationList items={data} onOpen={openItem} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

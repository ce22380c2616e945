import { Page } from '../../ui/Page.tsx';
import { NotificationForm } from './NotificationForm.tsx';

/*
 * Notifications (issue #27, content.edit): write to one player, a segment or every active player.
 * Each receiving player gets their own notification on the site, in the language they browse in.
 */
export function NotificationsPage() {
  return (
    <Page
      title="Notifications"
      subtitle="Write to one player, a segment or every active player. It shows in each player’s notifications on the site."
    >
      <NotificationForm />
    </Page>
  );
}

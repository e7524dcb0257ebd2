import { Notifications } from '@mantine/notifications';
import { opsNotifications } from '../lib/notify';

/** Where the 'ops' notifications appear. Loaded after the first paint: notices queue in the store until then. */
export function NotificationsHost() {
  return <Notifications store={opsNotifications} position="top-right" />;
}

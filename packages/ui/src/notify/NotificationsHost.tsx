import { Notifications } from '@mantine/notifications';
import { opsNotifications } from './notify';

/**
 * Where the 'ops' notifications appear. Loaded after the first paint: notices queue in the store
 * until then. Bottom right: at the top they covered the top bar's controls and a dialog's close
 * button for the five seconds they stay.
 */
export function NotificationsHost() {
  return <Notifications store={opsNotifications} position="bottom-right" />;
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { opsNotifications } from './notify';

const NotificationsHost = lazy(() => import('./NotificationsHost').then((m) => ({ default: m.NotificationsHost })));

let needed = false;

/** True from the first notice on: until then the container's code is not even downloaded. */
function hasEverNotified(): boolean {
  if (!needed) {
    const { notifications, queue } = opsNotifications.getState();
    needed = notifications.length + queue.length > 0;
  }
  return needed;
}

/** Mounts the 'ops' notifications container once there is something to show. */
export function NotificationsSlot() {
  const show = useSyncExternalStore(opsNotifications.subscribe, hasEverNotified, hasEverNotified);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

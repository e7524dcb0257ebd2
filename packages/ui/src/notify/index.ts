/** Notices in the 'ops' stack: notify, the refused/failed/done wordings, and where they appear. */
export { notify, notifyGroup, opsNotifications } from './notify';
export { notifyDone, notifyFailed, notifyRefused } from './notices';
export { NotificationsSlot } from './NotificationsSlot';
// Mounted by NotificationsSlot on the first notice (loaded then); tests render it directly.
export { NotificationsHost } from './NotificationsHost';

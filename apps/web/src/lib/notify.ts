import type { ReactNode } from 'react';
import { createNotificationsStore, notifications } from '@mantine/notifications';
import { publicMessages } from '@pubdesk/contract';

/** The spec's notification group: every console notice goes to the 'ops' group's own stack. */
export const notifyGroup = publicMessages.app.notifyGroup;
export const opsNotifications = createNotificationsStore();

interface Notice {
  title?: string;
  message: ReactNode;
}

// Mantine's close button is an icon: without a name a screen reader announces a bare 'button'.
const closeButtonProps = { 'aria-label': publicMessages.app.closeNotice };

function show(color: 'green' | 'red' | 'blue' | 'yellow', { title, message }: Notice): void {
  notifications.show({ title, message, color, autoClose: 5000, closeButtonProps, 'data-group': notifyGroup }, opsNotifications);
}

export const notify = {
  success: (notice: Notice) => show('green', notice),
  error: (notice: Notice) => show('red', notice),
  info: (notice: Notice) => show('blue', notice),
  warning: (notice: Notice) => show('yellow', notice),
};

import type { ReactNode } from 'react';
import { createNotificationsStore, notifications } from '@mantine/notifications';
import { publicMessages } from '@pubdesk/contract';

/** The spec's notification group: every console notice goes to the 'ops' group's own stack. */
export const notifyGroup = publicMessages.app.notifyGroup;
export const opsNotifications = createNotificationsStore();

interface Notice {
  title?: string;
  message: ReactNode;
  /**
   * What `message` says, as plain text, when it is not a string (a list of the server's messages):
   * it tells a repeat of this notice from another one. Without it such a notice never replaces one.
   */
  text?: string;
}

type Color = 'green' | 'red' | 'blue' | 'yellow';

// Mantine's close button is an icon: without a name a screen reader announces a bare 'button'.
const closeButtonProps = { 'aria-label': publicMessages.app.closeNotice };

/**
 * The notice on screen for each wording (colour, title and text). The same failure again (Save
 * pressed three times against a server that cannot be reached) takes the place of the notice
 * already shown instead of stacking a copy under it: the old one slides out, the new one is
 * announced again and stays its full five seconds.
 */
const onScreen = new Map<string, string>();
let shown = 0;

function wordingOf(color: Color, { title, message, text }: Notice): string | null {
  const words = typeof message === 'string' ? message : message == null ? '' : text;
  return words === undefined ? null : [color, title ?? '', words].join('\n');
}

function show(color: Color, notice: Notice): void {
  const wording = wordingOf(color, notice);
  const previous = wording === null ? undefined : onScreen.get(wording);
  if (previous) notifications.hide(previous, opsNotifications);
  shown += 1;
  const id = `notice-${shown}`;
  if (wording !== null) onScreen.set(wording, id);
  const onClose = () => {
    if (wording !== null && onScreen.get(wording) === id) onScreen.delete(wording);
  };
  const { title, message } = notice;
  notifications.show(
    { id, title, message, color, autoClose: 5000, closeButtonProps, onClose, 'data-group': notifyGroup },
    opsNotifications,
  );
}

export const notify = {
  success: (notice: Notice) => show('green', notice),
  error: (notice: Notice) => show('red', notice),
  info: (notice: Notice) => show('blue', notice),
  warning: (notice: Notice) => show('yellow', notice),
};

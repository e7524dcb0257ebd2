import { createElement, type ReactNode } from 'react';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { notify } from '../lib/notify';
import { ErrorList } from './ErrorList';

/** A refused call: the screen's failure title over the server's answer (its field errors or detail). */
export function notifyRefused(title: MessageKey, error: unknown): void {
  notify.error({ title: t(title), message: createElement(ErrorList, { error }) });
}

/** A call that failed where the screen says so in its own words, under a title when the screen has one. */
export function notifyFailed(message: ReactNode, title?: MessageKey): void {
  notify.error({ title: title ? t(title) : undefined, message });
}

/** A call that worked: the screen's success text, under a title when the screen has one. */
export function notifyDone(message: string, title?: MessageKey): void {
  notify.success({ title: title ? t(title) : undefined, message });
}

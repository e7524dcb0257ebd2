import { createElement } from 'react';
import { ErrorList } from '../../components/ErrorList';
import { t, type MessageKey } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/** A success notice with the spec's text. */
export function notifyDone(message: string): void {
  notify.success({ message });
}

/** A failure notice: the spec's text ('Faild to ... record') over the server's answer. */
export function notifyFailed(title: MessageKey, error: unknown): void {
  notify.error({ title: t(title), message: createElement(ErrorList, { error }) });
}

import { createElement, type ReactNode } from 'react';
import { t, type MessageKey } from '../i18n';
import { notify } from './notify';
import { ErrorList, errorLines } from '../forms/ErrorList';
import { errorsBesides } from '../forms/form-errors';

/**
 * A refused call: the screen's failure title over the server's answer (its field errors or detail).
 * This notice is the failure's one report: a form does not list the answer again, it only shows
 * each field's own message beside the field. A form that does names those fields in
 * `besideFields`, and the notice lists the rest (the title alone when nothing is left).
 */
export function notifyRefused(title: MessageKey, error: unknown, besideFields?: readonly string[]): void {
  const rest = besideFields ? errorsBesides(error, besideFields) : error;
  notify.error({
    title: t(title),
    message: rest ? createElement(ErrorList, { error: rest }) : null,
    text: rest
      ? errorLines(rest)
          .map((line) => `${line.field ?? ''}: ${line.text}`)
          .join('\n')
      : '',
  });
}

/**
 * A call that failed where the screen says so in its own words, under a title when the screen has
 * one; `text` is what a message that is not a string says (see `notify`).
 */
export function notifyFailed(message: ReactNode, title?: MessageKey, text?: string): void {
  notify.error({ title: title ? t(title) : undefined, message, text });
}

/** A call that worked: the screen's success text, under a title when the screen has one. */
export function notifyDone(message: string, title?: MessageKey): void {
  notify.success({ title: title ? t(title) : undefined, message });
}

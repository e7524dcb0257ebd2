import { t } from '@pubdesk/ui/i18n';
import { notify, notifyDone, notifyRefused } from '@pubdesk/ui/notify';

/** 'Key copied to clipboard', titled 'Clipboard'. */
export function notifyCopied(): void {
  notifyDone(t('apiKeys.copied'), 'apiKeys.copiedTitle');
}

/** 'Failed to copy Key' is a warning. */
export function warnCopyFailed(): void {
  notify.warning({ title: t('apiKeys.copiedTitle'), message: t('apiKeys.copyFailed') });
}

/** A refused reveal (say, the key's user lost access): the server's answer. */
export function notifyRevealFailed(error: unknown): void {
  notifyRefused('apiKeys.revealFailed', error);
}

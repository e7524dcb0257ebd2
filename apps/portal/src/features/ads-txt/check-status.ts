import type { AdsTxtCheck } from '@pubdesk/contract';
import { formatDateTime } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';

/** How the last check reads, and its colour: green all there, orange lines missing, gray unread or never checked. */
export function checkStatus(check: AdsTxtCheck | null): { text: string; color: 'green' | 'orange' | 'gray' } {
  if (check === null) return { text: t('portalAdsTxt.neverChecked'), color: 'gray' };
  const time = formatDateTime(check.checked_at);
  const { url, expected, http_status: status } = check;
  if (check.outcome === 'failed') {
    const reason = t(`portalAdsTxt.reasons.${check.reason ?? 'unreachable'}`, { status: status ?? '' });
    return { text: t('portalAdsTxt.failed', { time, url, reason }), color: 'gray' };
  }
  if (check.outcome === 'absent') return { text: t('portalAdsTxt.absent', { time, url, status: status ?? 404 }), color: 'orange' };
  const missing = check.missing ?? 0;
  if (missing === 0) return { text: t('portalAdsTxt.allPresent', { time, url, expected }), color: 'green' };
  return { text: t('portalAdsTxt.someMissing', { time, url, missing, expected }), color: 'orange' };
}

import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyFailed, notifyRefused } from '@pubdesk/ui/notify';
import { publicPlayerUrl, usePurgeCache } from './players.api';

/** Copy link: the player's public URL to the clipboard ('Link Copied to clipboard' / 'Failed to copy link'). */
export async function copyPlayerLink(id: number): Promise<void> {
  try {
    await navigator.clipboard.writeText(publicPlayerUrl(id));
    notifyDone(t('players.linkCopied'));
  } catch {
    notifyFailed(t('players.linkCopyFailed'));
  }
}

/** Clear cache: purges the player's public config ('Successfully cleared cache.' / 'Failed to clear cache.'). */
export function useClearCache() {
  const purge = usePurgeCache();
  return (id: number) =>
    purge.mutate(
      { url: publicPlayerUrl(id) },
      {
        onSuccess: () => notifyDone(t('players.cacheCleared')),
        onError: (error) => notifyRefused('players.cacheFailed', error),
      },
    );
}

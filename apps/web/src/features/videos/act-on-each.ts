import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

/**
 * Runs one call per selected video (the API moves, restores or deletes one video a request) and
 * tells the outcome once: the success text, or the failure title over the first refusal.
 * Resolves with the ids that went through, so they leave the selection.
 */
export async function actOnEach(
  ids: readonly number[],
  call: (id: number) => Promise<unknown>,
  notices: { done: MessageKey; failed: MessageKey },
): Promise<number[]> {
  const outcomes = await Promise.allSettled(ids.map((id) => call(id)));
  const done = ids.filter((_, index) => outcomes[index]?.status === 'fulfilled');
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) notifyRefused(notices.failed, refused.reason);
  else notifyDone(t(notices.done));
  return done;
}

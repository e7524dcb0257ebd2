import type { MessageKey } from '@pubdesk/ui/i18n';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyFailed } from '@pubdesk/ui/notify';
import { useRequestDataRefresh, useRequestPlacementRefresh, useRequestWebsiteRefresh } from './statistics.api';

export type RefreshTarget = { data: number } | { placement_group: number } | { website: number };

const failures: Record<'data' | 'placement' | 'website', MessageKey> = {
  data: 'statistics.requestDataFailed',
  placement: 'statistics.requestPlacementFailed',
  website: 'statistics.requestWebsiteFailed',
};

/**
 * A row's refresh request: queued on the server, which answers a token; the notice titled
 * 'Track token' shows it. A refusal shows the request's own failure text.
 */
export function useRefreshRequest() {
  const data = useRequestDataRefresh();
  const placement = useRequestPlacementRefresh();
  const website = useRequestWebsiteRefresh();
  return {
    pending: data.isPending || placement.isPending || website.isPending,
    request(target: RefreshTarget, date: string) {
      const kind = 'data' in target ? 'data' : 'placement_group' in target ? 'placement' : 'website';
      const callbacks = {
        onSuccess: (answer: { token: string }) => notifyDone(answer.token, 'statistics.trackToken'),
        onError: () => notifyFailed(t(failures[kind])),
      };
      if ('data' in target) data.mutate({ body: { data: target.data, date } }, callbacks);
      else if ('placement_group' in target) placement.mutate({ body: { placement_group: target.placement_group, date } }, callbacks);
      else website.mutate({ body: { website: target.website, date } }, callbacks);
    },
  };
}

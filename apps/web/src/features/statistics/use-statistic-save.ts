import type { Statistic } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyFailed } from '@pubdesk/ui/notify';
import { payloadFromForm, type StatisticFormValues } from './statistic-form';
import { useCreateStatistic, useUpdateStatistic } from './statistics.api';

/**
 * Saving a statistic creates (no row yet) or updates it: 'Statistics created successfuly with ID'
 * with the new id, or 'Statistics updated successfuly'; a refusal says 'Failed to create
 * statistics' (on update too, as the product does) and the server's field errors show in the form.
 */
export function useStatisticSave(dataId: number, existing: Statistic | null, onSaved: (saved: Statistic) => void) {
  const create = useCreateStatistic();
  const update = useUpdateStatistic(existing?.id ?? 0);
  const mutation = existing ? update : create;
  const failed = () => notifyFailed(t('statistics.failed'));
  return {
    submitting: mutation.isPending,
    errors: fieldErrors(mutation.error),
    failure: mutation.error,
    save(values: StatisticFormValues) {
      const payload = payloadFromForm(values);
      if (existing) {
        update.mutate(payload, {
          onSuccess: (saved) => {
            notifyDone(t('statistics.updated'));
            onSaved(saved);
          },
          onError: failed,
        });
      } else {
        create.mutate(
          { ...payload, placement_group_data_id: dataId },
          {
            onSuccess: (saved) => {
              notifyDone(`${t('statistics.created')} ${saved.id}`);
              onSaved(saved);
            },
            onError: failed,
          },
        );
      }
    },
  };
}

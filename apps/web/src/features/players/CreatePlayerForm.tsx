import { useNavigate } from 'react-router';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout, SaveFailure, useFields } from '@pubdesk/ui/forms';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { BasicFields, type BasicValues } from '@pubdesk/ui/player-editor';
import { useCreatePlayer } from './players.api';

/** 'Create new player' on a website: the name, type and status; every part starts from its defaults. */
export function CreatePlayerForm({ websiteId }: { websiteId: number }) {
  const navigate = useNavigate();
  const { values, set } = useFields<BasicValues>({ name: '', player_type: 'instream', status: 'pending' });
  const create = useCreatePlayer();
  const submit = () =>
    create.mutate(
      { ...values, website_id: websiteId },
      {
        onSuccess: (player) => {
          notifyDone(t('players.created'));
          navigate(`/players/${player.id}?website=${websiteId}`, { replace: true });
        },
        onError: (error) => notifyRefused('players.createFailed', error),
      },
    );
  return (
    <FormLayout title={t('players.createTitle')} submitLabel={t('common.save')} onSubmit={submit} submitting={create.isPending}>
      <BasicFields values={values} set={set} errors={fieldErrors(create.error)} />
      <SaveFailure error={create.error} />
    </FormLayout>
  );
}

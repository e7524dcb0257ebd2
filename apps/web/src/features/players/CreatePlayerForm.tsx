import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { playerStatuses, playerTypes, type Player } from '@pubdesk/contract';
import { FormLayout } from '../../components/FormLayout';
import { notifyDone, notifyRefused } from '../../components/notices';
import { SaveFailure } from '../../components/SaveFailure';
import { StatusRadios } from '../../components/StatusRadios';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { ChoiceField } from './player-fields';
import { useCreatePlayer } from './players.api';

/** 'Create new player' on a website: the name, type and status; every part starts from its defaults. */
export function CreatePlayerForm({ websiteId }: { websiteId: number }) {
  const navigate = useNavigate();
  const { values, set, text } = useFields<Pick<Player, 'name' | 'player_type' | 'status'>>({
    name: '',
    player_type: 'instream',
    status: 'pending',
  });
  const create = useCreatePlayer();
  const errors = fieldErrors(create.error);
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
      <TextInput label={t('common.name')} {...text('name')} error={errors.name} required data-autofocus />
      <ChoiceField
        label={t('players.playerType')}
        values={playerTypes}
        value={values.player_type}
        onChange={(v) => set('player_type', v)}
        error={errors.player_type}
      />
      <StatusRadios
        label={t('common.status')}
        statuses={playerStatuses}
        value={values.status}
        onChange={(v) => set('status', v)}
        error={errors.status}
      />
      <SaveFailure error={create.error} />
    </FormLayout>
  );
}

import { SimpleGrid, TextInput } from '@mantine/core';
import { playerStatuses, playerTypes, type Player } from '@pubdesk/contract';
import { FormLayout } from '../../components/FormLayout';
import { notifyDone, notifyRefused } from '../../components/notices';
import { SaveFailure } from '../../components/SaveFailure';
import { StatusRadios } from '../../components/StatusRadios';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { ChoiceField } from './player-fields';
import { useUpdatePlayer } from './players.api';

/** The player's name, type and status ('Successfully updated the player name.'). */
export function BasicForm({ player, readOnly }: { player: Player; readOnly: boolean }) {
  const { values, set, text } = useFields({ name: player.name, player_type: player.player_type, status: player.status });
  const update = useUpdatePlayer(player.id);
  const errors = fieldErrors(update.error);
  const submit = () =>
    update.mutate(values, {
      onSuccess: () => notifyDone(t('players.nameUpdated')),
      onError: (error) => notifyRefused('players.nameFailed', error),
    });
  return (
    <FormLayout
      title={t('players.basic')}
      submitLabel={t('common.save')}
      onSubmit={submit}
      submitting={update.isPending}
      readOnly={readOnly}
    >
      <TextInput label={t('common.name')} {...text('name')} error={errors.name} required disabled={readOnly} />
      <SimpleGrid cols={2}>
        <ChoiceField
          label={t('players.playerType')}
          values={playerTypes}
          value={values.player_type}
          onChange={(v) => set('player_type', v)}
          error={errors.player_type}
          disabled={readOnly}
        />
      </SimpleGrid>
      <StatusRadios
        label={t('common.status')}
        statuses={playerStatuses}
        value={values.status}
        onChange={(v) => set('status', v)}
        error={errors.status}
      />
      <SaveFailure error={update.error} />
    </FormLayout>
  );
}

import type { Player } from '@pubdesk/contract';
import { fieldErrors } from '../api/api-client';
import { t } from '../i18n';
import { notifyDone, notifyRefused } from '../notify/notices';
import { SaveFailure } from '../forms/SaveFailure';
import { useFields } from '../forms/use-fields';
import { BasicFields, type BasicValues } from './BasicFields';
import { optionSections } from './option-sections';
import { OptionsForm } from './OptionsCard';
import { useUpdatePlayer } from './players.api';

/** Basic settings: the player's name, type and status ('Successfully updated the player name.'). */
export function BasicForm({ player, readOnly }: { player: Player; readOnly: boolean }) {
  const { values, set } = useFields<BasicValues>({ name: player.name, player_type: player.player_type, status: player.status });
  const update = useUpdatePlayer(player.id);
  const submit = () =>
    update.mutate(values, {
      onSuccess: () => notifyDone(t('players.nameUpdated')),
      onError: (error) => notifyRefused('players.nameFailed', error),
    });
  return (
    <OptionsForm
      id={optionSections.basic.id}
      title={t('players.basic')}
      onSubmit={submit}
      submitting={update.isPending}
      readOnly={readOnly}
    >
      <BasicFields values={values} set={set} errors={fieldErrors(update.error)} readOnly={readOnly} />
      <SaveFailure error={update.error} />
    </OptionsForm>
  );
}

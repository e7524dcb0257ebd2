import { TextInput } from '@mantine/core';
import { playerStatuses, playerTypes, type Player } from '@pubdesk/contract';
import { t } from '../i18n';
import { StatusRadios } from '../forms/StatusRadios';
import { ChoiceField } from './player-fields';

export type BasicValues = Pick<Player, 'name' | 'player_type' | 'status'>;

interface BasicFieldsProps {
  values: BasicValues;
  set: <K extends keyof BasicValues>(name: K, value: BasicValues[K]) => void;
  errors: Record<string, string>;
  readOnly?: boolean;
}

/** A player's name, type and status: the Create new player form and the Basic settings. */
export function BasicFields({ values, set, errors, readOnly }: BasicFieldsProps) {
  return (
    <>
      <TextInput
        label={t('common.name')}
        value={values.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
        required
        disabled={readOnly}
        data-autofocus
      />
      <ChoiceField
        label={t('players.playerType')}
        values={playerTypes}
        value={values.player_type}
        onChange={(v) => set('player_type', v)}
        error={errors.player_type}
        disabled={readOnly}
      />
      <StatusRadios
        label={t('common.status')}
        statuses={playerStatuses}
        value={values.status}
        onChange={(v) => set('status', v)}
        error={errors.status}
      />
    </>
  );
}

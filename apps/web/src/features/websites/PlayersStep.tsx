import { TextInput } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { RepeatRows } from '../../components/RepeatRows';
import type { RowsState } from '../../components/use-rows';
import type { FieldMessages } from './wizard-errors';
import { emptyPlayer, type PlayerRow } from './wizard-values';

interface PlayersStepProps {
  rows: RowsState<PlayerRow>;
  errors?: Record<number, FieldMessages>;
}

/** Wizard step 5: players to create (their settings are edited on the Players screen). */
export function PlayersStep({ rows, errors }: PlayersStepProps) {
  return (
    <RepeatRows
      rows={rows.rows}
      rowLabel={(n) => t('websites.player', { n })}
      addLabel={t('websites.addPlayer')}
      emptyText={t('websites.noRows')}
      onAdd={() => rows.add(emptyPlayer())}
      onRemove={rows.remove}
    >
      {(row, index) => (
        <TextInput
          label={t('websites.playerName')}
          required
          value={row.name}
          onChange={(event) => rows.patch(row.key, { name: event.currentTarget.value })}
          error={errors?.[index]?.name}
        />
      )}
    </RepeatRows>
  );
}

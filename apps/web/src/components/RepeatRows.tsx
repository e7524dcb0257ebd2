import type { ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import type { Keyed } from './rows';

interface RepeatRowsProps<T extends Keyed> {
  rows: T[];
  /** The legend of row n (1-based), e.g. 'Placement group 2'. */
  rowLabel: (n: number) => string;
  addLabel: string;
  emptyText: string;
  onAdd: () => void;
  onRemove: (key: number) => void;
  children: (row: T, index: number) => ReactNode;
}

/** Rows of fields, each in its own fieldset with a remove button, and an add-another button. */
export function RepeatRows<T extends Keyed>({ rows, rowLabel, addLabel, emptyText, onAdd, onRemove, children }: RepeatRowsProps<T>) {
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const legend = rowLabel(index + 1);
        return (
          <Fieldset key={row.key} legend={legend} variant="filled" p="sm">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap="xs" style={{ flex: 1 }} miw={0}>
                {children(row, index)}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('common.remove', { item: legend })}
                onClick={() => onRemove(row.key)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

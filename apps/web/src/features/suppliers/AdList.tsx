import { ActionIcon, Code, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Ad } from '@pubdesk/contract';
import { ListState } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';

interface AdListProps {
  ads: Ad[];
  loading: boolean;
  deletingId: number | null;
  /** Absent without the delete permission: no delete buttons. */
  onDelete?: (id: number) => void;
}

/** A supplier's ads.txt lines, each with a delete button where deleting is allowed. */
export function AdList({ ads, loading, deletingId, onDelete }: AdListProps) {
  return (
    <ListState loading={loading} empty={ads.length === 0} emptyText={t('suppliers.adsEmpty')}>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('suppliers.adsListLabel')}>
        {ads.map((ad) => (
          <Group key={ad.id} component="li" justify="space-between" wrap="nowrap" gap="xs" px="xs" py={2}>
            <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
              <Code>{ad.text}</Code>
            </Text>
            {onDelete ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('suppliers.adDeleteLabel', { text: ad.text })}
                loading={deletingId === ad.id}
                onClick={() => onDelete(ad.id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
      </Stack>
    </ListState>
  );
}

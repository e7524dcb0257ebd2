import { useId, useState, type DragEvent } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import type { LibraryVideo } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { FieldError } from '@pubdesk/ui/forms';
import { moved, movedDown, movedUp, removedAt } from './playlist-order';

interface PlaylistOrderProps {
  videos: number[];
  /** The website's videos by id, for their names. */
  known: ReadonlyMap<number, LibraryVideo>;
  onChange: (videos: number[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * A playlist's videos in play order. A video is dragged to its place (native drag and drop), or
 * moved one step with its Move up / Move down buttons, which keyboards and screen readers reach.
 */
export function PlaylistOrder({ videos, known, onChange, error, disabled }: PlaylistOrderProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const labelId = useId();
  const nameOf = (id: number) => known.get(id)?.name ?? `#${id}`;
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onChange(moved(videos, dragged, index));
    setDragged(null);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('videos.playlist')}
      </Text>
      <Stack component="ol" aria-labelledby={labelId} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {videos.map((id, index) => {
          const name = nameOf(id);
          return (
            <Group
              component="li"
              key={id}
              gap="xs"
              wrap="nowrap"
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                // Firefox starts a drag only with data set.
                event.dataTransfer.setData('text/plain', name);
                setDragged(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => setDragged(null)}
              px="xs"
              py={4}
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-sm)',
                cursor: disabled ? undefined : 'grab',
                opacity: dragged === index ? 0.5 : 1,
              }}
            >
              <IconGripVertical size={14} aria-hidden />
              <Text size="sm" style={{ flex: 1 }} lineClamp={1}>
                {`${index + 1}. ${name}`}
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('videos.moveUp', { name })}
                disabled={disabled || index === 0}
                onClick={() => onChange(movedUp(videos, index))}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('videos.moveDown', { name })}
                disabled={disabled || index === videos.length - 1}
                onClick={() => onChange(movedDown(videos, index))}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                color="red"
                aria-label={t('videos.removeFromPlaylist', { name })}
                disabled={disabled}
                onClick={() => onChange(removedAt(videos, index))}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <FieldError>{error}</FieldError>
    </Stack>
  );
}

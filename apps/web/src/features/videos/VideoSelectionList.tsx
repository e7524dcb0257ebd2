import type { ReactNode } from 'react';
import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import type { LibraryVideo } from '@pubdesk/contract';
import { ListState } from '@pubdesk/ui/table';
import { Pager } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { pageCheck, toggled, withPage } from './selection';
import { VideoCard } from './VideoCard';
import { videosPageSize } from './videos.api';

interface VideoSelectionListProps {
  videos: LibraryVideo[];
  count: number;
  loading: boolean;
  emptyText: string;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** Beside check-all: the tab's search box and buttons. */
  toolbar: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
}

/** The Videos and Trash tabs' body: check-all and the tab's buttons, the cards with their checkboxes, and the pager (10 a page). */
export function VideoSelectionList(props: VideoSelectionListProps) {
  const { videos, count, loading, emptyText, selected, onSelect, toolbar, page, onPageChange } = props;
  const ids = videos.map((video) => video.id);
  const check = pageCheck(selected, ids);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Checkbox
          label={t('videos.checkAll')}
          checked={check === 'all'}
          indeterminate={check === 'some'}
          disabled={ids.length === 0}
          onChange={(event) => onSelect(withPage(selected, ids, event.currentTarget.checked))}
        />
        <Group gap="xs">{toolbar}</Group>
      </Group>
      <ListState loading={loading} empty={videos.length === 0} emptyText={emptyText}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm">
          {videos.map((video) => (
            <VideoCard
              key={video.id}
              video={video}
              selection={{ checked: selected.includes(video.id), onChange: (checked) => onSelect(toggled(selected, video.id, checked)) }}
            />
          ))}
        </SimpleGrid>
      </ListState>
      <Pager page={page} count={count} limit={videosPageSize} onChange={onPageChange} />
    </Stack>
  );
}

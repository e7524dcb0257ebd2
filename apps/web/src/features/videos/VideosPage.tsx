import { useState } from 'react';
import { Card, Grid, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { parseId } from '../../components/parse-id';
import { WebsiteCaption } from '../../components/WebsiteCaption';
import { useWebsiteParam } from '../../components/website-param';
import { ColourLabels } from './ColourLabels';
import { PlaylistTab } from './PlaylistTab';
import { TrashTab } from './TrashTab';
import { UploadForm } from './UploadForm';
import { VideosTab } from './VideosTab';
import { videosPath } from './paths';
import { WebsitePicker } from './WebsitePicker';

type Tab = 'videos' | 'playlist' | 'trash';

/**
 * /videos/:id?website=W, 'Content': a website's video library in three tabs (Videos, PlayList,
 * Trash) beside the 'Upload New Videos' form. The id is a playlist open in the editor. Without a
 * website, a picker.
 */
export function VideosPage() {
  const websiteId = useWebsiteParam();
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(id === null ? 'videos' : 'playlist');
  const [draft, setDraft] = useState<number[] | null>(null);
  const canUpload = useCan('players.add_video');
  const title = (
    <Title order={1} size="h2">
      {t('videos.title')}
    </Title>
  );

  if (websiteId === null) {
    return (
      <Stack gap="md">
        {title}
        <WebsitePicker />
      </Stack>
    );
  }

  const createPlaylist = (videos: number[]) => {
    setDraft(videos);
    setTab('playlist');
    if (id !== null) navigate(videosPath(websiteId));
  };
  const closeEditor = () => {
    setDraft(null);
    navigate(videosPath(websiteId));
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        {title}
        <WebsiteCaption id={websiteId} />
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder radius="md" padding="md">
            <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'videos')} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="videos">{t('videos.videosTab')}</Tabs.Tab>
                <Tabs.Tab value="playlist">{t('videos.playlistTab')}</Tabs.Tab>
                <Tabs.Tab value="trash">{t('videos.trashTab')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="videos">
                <VideosTab websiteId={websiteId} onCreatePlaylist={createPlaylist} />
              </Tabs.Panel>
              <Tabs.Panel value="playlist">
                <PlaylistTab
                  websiteId={websiteId}
                  editingId={id}
                  // A playlist opened from its card takes the editor's place.
                  draft={id === null ? draft : null}
                  onClose={closeEditor}
                  onCreated={(playlist) => {
                    setDraft(null);
                    navigate(videosPath(websiteId, playlist.id), { replace: true });
                  }}
                  onDeleted={(deleted) => {
                    if (deleted === id) navigate(videosPath(websiteId), { replace: true });
                  }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="trash">
                <TrashTab websiteId={websiteId} />
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            {canUpload ? <UploadForm websiteId={websiteId} /> : null}
            <ColourLabels />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

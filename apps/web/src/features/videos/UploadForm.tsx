import { useState } from 'react';
import { FileInput, Select, Textarea, TextInput } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout, useFields } from '@pubdesk/ui/forms';
import { notifyRefused } from '@pubdesk/ui/notify';
import { appendedVideos } from './playlist-form';
import { emptyUploadDetails, type UploadDetails } from './upload-metadata';
import { UploadProgress } from './UploadProgress';
import { useVideoUpload } from './use-video-upload';
import { VideoDropzone } from './VideoDropzone';
import { useCategories, usePlaylistList, useUpdatePlaylist, useUploadPoster } from './videos.api';

/** Poster images the server takes. */
const posterTypes = 'image/png,image/jpeg,image/gif,image/webp';

interface UploadFormValues extends UploadDetails {
  /** A playlist the new video joins, last. */
  playlist: number | null;
  poster: File | null;
}

const emptyForm: UploadFormValues = { ...emptyUploadDetails, playlist: null, poster: null };
const idOf = (value: string | null) => (value ? Number(value) : null);

/**
 * 'Upload New Videos': a video file and its details, uploaded resumably with a progress bar. Once
 * the server has the video, the poster (if one was chosen) is sent with it, and the video joins
 * the chosen playlist; the form then empties for the next one.
 */
export function UploadForm({ websiteId }: { websiteId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const { values, set, text, reset } = useFields<UploadFormValues>(emptyForm);
  const upload = useVideoUpload();
  const categories = useCategories();
  const playlists = usePlaylistList(websiteId);
  const appendTo = useUpdatePlaylist();
  const poster = useUploadPoster();
  const uploading = upload.phase === 'uploading';

  const choose = (chosen: File) => {
    setFile(chosen);
    setMissingFile(false);
    upload.reset();
  };

  const submit = async () => {
    if (!file) {
      setMissingFile(true);
      return;
    }
    const { playlist, poster: posterFile, ...details } = values;
    const videoId = await upload.start({ file, websiteId, details });
    if (videoId === null) return;
    setFile(null);
    reset(emptyForm);
    if (posterFile) {
      poster.mutate({ id: videoId, file: posterFile }, { onError: (error) => notifyRefused('videos.posterFailed', error) });
    }
    const target = playlists.data?.results.find((p) => p.id === playlist);
    if (target) {
      appendTo.mutate(
        { params: { id: target.id }, body: { videos: appendedVideos(target, videoId) } },
        { onError: (error) => notifyRefused('videos.playlistSaveFailed', error) },
      );
    }
  };

  return (
    <FormLayout title={t('videos.uploadNew')} submitLabel={t('videos.upload')} onSubmit={() => void submit()} submitting={uploading}>
      <VideoDropzone file={file} onFile={choose} disabled={uploading} error={missingFile ? t('common.required') : undefined} />
      <TextInput label={t('videos.videoTitle')} {...text('title')} disabled={uploading} />
      <Textarea label={t('videos.description')} autosize minRows={2} maxRows={6} {...text('description')} disabled={uploading} />
      <TextInput label={t('videos.tags')} {...text('tags')} disabled={uploading} />
      <Select
        label={t('videos.category')}
        placeholder={t('common.none')}
        data={(categories.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.category === null ? null : String(values.category)}
        onChange={(value) => set('category', idOf(value))}
        clearable
        disabled={uploading}
      />
      <TextInput label={t('videos.channel')} {...text('channel')} disabled={uploading} />
      <Select
        label={t('videos.playlist')}
        placeholder={t('common.none')}
        data={(playlists.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={values.playlist === null ? null : String(values.playlist)}
        onChange={(value) => set('playlist', idOf(value))}
        clearable
        disabled={uploading}
      />
      <FileInput
        label={t('videos.posterFile')}
        accept={posterTypes}
        value={values.poster}
        onChange={(chosen) => set('poster', chosen)}
        clearable
        disabled={uploading}
      />
      <UploadProgress upload={upload} onCancel={upload.cancel} />
    </FormLayout>
  );
}

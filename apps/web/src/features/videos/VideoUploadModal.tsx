import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { emptyUploadDetails } from './upload-metadata';
import { UploadProgress } from './UploadProgress';
import { useVideoUpload } from './use-video-upload';
import { VideoDropzone } from './VideoDropzone';
import { SubmitForm } from '@pubdesk/ui/forms';

interface VideoUploadModalProps {
  websiteId: number;
  onClose: () => void;
}

/**
 * 'Upload video' from the video browser: drop or choose a file, which moves on to the details
 * step (its title), then Upload with the progress bar. The new video joins the browser's list.
 */
export function VideoUploadModal({ websiteId, onClose }: VideoUploadModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const upload = useVideoUpload();
  const uploading = upload.phase === 'uploading';

  const submit = async () => {
    if (!file) return;
    const videoId = await upload.start({ file, websiteId, details: { ...emptyUploadDetails, title } });
    if (videoId !== null) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('videos.uploadVideo')}>
      {file === null ? (
        <VideoDropzone file={null} onFile={setFile} />
      ) : (
        <SubmitForm onSubmit={() => void submit()} noValidate>
          <Stack gap="sm">
            <VideoDropzone file={file} onFile={setFile} disabled={uploading} />
            <TextInput
              label={t('videos.videoTitle')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              disabled={uploading}
              data-autofocus
            />
            <UploadProgress upload={upload} onCancel={upload.cancel} />
            <Group justify="flex-end">
              <Button type="submit" loading={uploading}>
                {t('videos.upload')}
              </Button>
            </Group>
          </Stack>
        </SubmitForm>
      )}
    </Modal>
  );
}

import { Card, Stack, Text, Title } from '@mantine/core';
import type { Whitelabel, WhitelabelImageField } from '@pubdesk/contract';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { useUploadWhitelistImage } from './whitelabel.api';
import { ImageUpload } from '../../components/ImageUpload';
import { notifyDone, notifyRefused } from '../../components/notices';

const images: { field: WhitelabelImageField; label: MessageKey }[] = [
  { field: 'logo', label: 'whitelabel.logo' },
  { field: 'logo_dark', label: 'whitelabel.logoDark' },
  { field: 'favicon', label: 'whitelabel.favicon' },
];

/** Logo, dark logo and favicon uploads of a saved entry (multipart PATCH, one field each). */
export function WhitelabelImages({ entry }: { entry: Whitelabel }) {
  const upload = useUploadWhitelistImage(entry.id);

  const send = (field: WhitelabelImageField, file: File) => {
    upload.mutate(
      { field, file },
      {
        onSuccess: () => notifyDone(t('whitelabel.logoUploaded')),
        onError: (error) => notifyRefused('whitelabel.failedTitle', error),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('whitelabel.images')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('whitelabel.images')}
        </Title>
        {images.map(({ field, label }) => (
          <ImageUpload
            key={field}
            label={t(label)}
            src={entry[field]}
            uploading={upload.isPending && upload.variables.field === field}
            disabled={upload.isPending}
            onFile={(file) => send(field, file)}
          />
        ))}
        <Text size="xs" c="dimmed">
          {t('whitelabel.imageHint')}
        </Text>
      </Stack>
    </Card>
  );
}

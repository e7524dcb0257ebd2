import { Text } from '@mantine/core';
import type { Whitelabel, WhitelabelImageField } from '@pubdesk/contract';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { useUploadWhitelistImage } from './whitelabel.api';
import { ImageUpload } from '@pubdesk/ui/forms';
import { SectionCard } from '@pubdesk/ui/shell';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

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
    <SectionCard title={t('whitelabel.images')}>
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
    </SectionCard>
  );
}

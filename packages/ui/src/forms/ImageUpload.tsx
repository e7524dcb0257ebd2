import { useRef } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { t } from '../i18n';

/** Types the server accepts for whitelabel images. */
export const imageAccept = 'image/png,image/jpeg,image/svg+xml,image/webp,image/x-icon,image/vnd.microsoft.icon,.ico';

interface ImageUploadProps {
  label: string;
  src: string | null;
  uploading: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** One image of an entry: its preview and an Upload button. */
export function ImageUpload({ label, src, uploading, disabled, onFile }: ImageUploadProps) {
  const resetRef = useRef<() => void>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    // Clear the picker so that choosing the same file again uploads it again.
    resetRef.current?.();
    onFile(file);
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={4} miw={0}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {src ? (
          <Image src={src} alt={label} h={32} w="auto" maw={180} fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            {t('whitelabel.noImage')}
          </Text>
        )}
      </Stack>
      <FileButton onChange={pick} accept={imageAccept} disabled={disabled} resetRef={resetRef}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconUpload size={14} />}
            loading={uploading}
            disabled={disabled}
            aria-label={t('whitelabel.uploadLabel', { image: label })}
          >
            {t('whitelabel.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { t } from '../i18n';

interface ConfirmDeleteProps {
  /** The accessible name of the trash button, e.g. 'Delete Homepage tag'. */
  label: string;
  /** What is deleted, named in the question. */
  name: string;
  onConfirm: () => void;
  loading?: boolean;
  /** The screen's own question, instead of 'Are You Sure ??' naming the record. */
  question?: string;
}

/** A trash button that asks 'Are You Sure ??' before deleting. */
export function ConfirmDelete({ label, name, onConfirm, loading, question }: ConfirmDeleteProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={open} loading={loading}>
        <IconTrash size={16} />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('common.confirmTitle')} centered size="sm">
        <Stack gap="md">
          <Text size="sm">{question ?? t('common.confirmDelete', { name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

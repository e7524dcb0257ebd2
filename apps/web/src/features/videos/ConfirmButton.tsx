import { Button, Group, Modal, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { t } from '@pubdesk/ui/i18n';
import { notify } from '@pubdesk/ui/notify';

interface ConfirmButtonProps {
  label: string;
  /** Why it cannot go ahead now ('you should select video first'), shown instead of the question; null when it can. */
  refusal?: string | null;
  onConfirm: () => void;
  loading?: boolean;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
}

/**
 * A library button that asks 'Are You Sure ??' (Yes / No) before it acts: Remove, Restore and
 * Delete Video, and a playlist's cancel. With nothing to act on it alerts instead (spec section 5).
 */
export function ConfirmButton({ label, refusal, onConfirm, loading, color, variant = 'light' }: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const onClick = () => {
    if (refusal) notify.warning({ message: refusal });
    else open();
  };
  return (
    <>
      <Button size="xs" variant={variant} color={color} loading={loading} onClick={onClick}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={t('videos.areYouSure')} centered size="xs">
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('videos.no')}
          </Button>
          <Button
            color={color}
            onClick={() => {
              close();
              onConfirm();
            }}
            data-autofocus
          >
            {t('videos.yes')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

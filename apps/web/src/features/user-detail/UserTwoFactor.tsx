import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@pubdesk/contract';
import { fullName } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { useUserScreenAccess } from './user-access';
import { useResetUserTwoFactor, useUserTwoFactor } from './user-detail.api';

/**
 * The user card's "Two-factor authentication: On/Off" (a line of its list), and Reset 2FA (turns it off, after a
 * confirmation) for who may change the user, on someone else's screen only.
 */
export function UserTwoFactor({ user }: { user: User }) {
  const status = useUserTwoFactor(user.id);
  const { resetTwoFactor } = useUserScreenAccess(user.id);
  if (!status.data) return null;
  const { enabled } = status.data;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4}>
      <Text component="dt" size="sm" c="dimmed">
        {t('twoFactor.user.label')}
      </Text>
      <Group component="dd" m={0} gap="xs" wrap="nowrap">
        <Badge color={enabled ? 'green' : 'gray'} variant="light">
          {enabled ? t('twoFactor.user.on') : t('twoFactor.user.off')}
        </Badge>
        {enabled && resetTwoFactor ? <ResetTwoFactor user={user} /> : null}
      </Group>
    </Group>
  );
}

function ResetTwoFactor({ user }: { user: User }) {
  const [opened, { open, close }] = useDisclosure(false);
  const reset = useResetUserTwoFactor(user.id);
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: (answer) => {
        close();
        notifyDone(answer.detail);
      },
      onError: (error) => {
        close();
        notifyRefused('common.operationFailed', error);
      },
    });
  return (
    <>
      <Button size="compact-xs" variant="light" color="red" onClick={open}>
        {t('twoFactor.user.reset')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('twoFactor.user.resetTitle')} centered size="sm">
        <Stack gap="md">
          <Text size="sm">{t('twoFactor.user.resetConfirm', { name: fullName(user) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={reset.isPending} onClick={confirm}>
              {t('twoFactor.user.reset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

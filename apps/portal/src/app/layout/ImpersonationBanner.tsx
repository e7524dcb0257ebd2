import { Button, Group, Paper, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TokenUser } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { endImpersonation } from '../../lib/impersonation';

/** On every page of an impersonated session: whose view this is, and End. */
export function ImpersonationBanner({ user }: { user: TokenUser }) {
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const end = async () => {
    await endImpersonation();
    navigate('/ended', { replace: true });
  };
  return (
    <Paper
      role="region"
      aria-label={t('portal.impersonation.banner', { name })}
      bg="var(--mantine-color-yellow-light)"
      withBorder
      px="md"
      py="xs"
      mb="md"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 56px) + 4px)', zIndex: 5 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconEye size={18} aria-hidden />
          <Text fw={600}>{t('portal.impersonation.banner', { name })}</Text>
        </Group>
        <Button size="xs" color="dark" onClick={() => void end()}>
          {t('portal.impersonation.end')}
        </Button>
      </Group>
    </Paper>
  );
}

import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { logout } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';

/** /logout: revokes the session, then goes to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <Center mih="40vh">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('pages.loggingOut')}</Text>
      </Stack>
    </Center>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { t } from '../i18n';
import { BrandLogo } from '../branding/BrandLogo';
import { useBranding } from '../branding/branding-context';
import { ThemeToggle } from './ThemeToggle';

/** The frame of the signed-out pages: the label's logo, one card, terms and privacy links. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { branding } = useBranding();
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="flex-end" p="md">
        <ThemeToggle />
      </Group>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={440} gap="lg" component="main">
          <Center>
            <BrandLogo height={48} />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {children ?? <Outlet />}
          </Paper>
          <Group justify="center" gap="lg">
            {branding.terms_link ? (
              <Anchor href={branding.terms_link} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
                {t('auth.login.terms')}
              </Anchor>
            ) : null}
            {branding.privacy_link ? (
              <Anchor href={branding.privacy_link} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
                {t('auth.login.privacy')}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}

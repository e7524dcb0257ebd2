import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isSignedIn, useAuth } from '../auth/auth-store';
import { t } from '../i18n';

interface MessagePageProps {
  title: string;
  text: string;
  /** Where a signed-in user goes on: the app's home page and its link text. */
  home: { to: string; label: string };
  /** Another way on, instead of home or sign-in (a link to the other app). */
  children?: ReactNode;
}

/** A title, a sentence and a way on: to the app's home page when signed in, to sign-in otherwise. */
export function MessagePage({ title, text, home, children }: MessagePageProps) {
  const signedIn = isSignedIn(useAuth());
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {children ?? (
        <Anchor component={Link} to={signedIn ? home.to : '/login'}>
          {signedIn ? home.label : t('pages.toLogin')}
        </Anchor>
      )}
    </Stack>
  );
}

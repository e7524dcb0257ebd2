import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { TokenUser } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { fullName } from '@pubdesk/ui/format';

/** Picture (or initials), full name and verification badge of the signed-in user. */
export function UserBlock({ user }: { user: TokenUser }) {
  const name = fullName(user);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.profile_image} name={name} color="initials" alt={name} radius="xl" />
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        <Badge size="xs" variant="light" color={user.is_verified ? 'green' : 'gray'}>
          {user.is_verified ? t('users.verified') : t('users.notVerified')}
        </Badge>
      </Stack>
    </Group>
  );
}

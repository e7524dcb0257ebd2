import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { t } from '@pubdesk/ui/i18n';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { useEffectivePermissions } from './user-detail.api';

/** How many permissions the user has now (role defaults, groups and exceptions), and which. */
export function EffectivePermissionsCard({ userId }: { userId: number }) {
  const effective = useEffectivePermissions(userId);
  const [shown, { toggle }] = useDisclosure(false);
  const title = t('users.detail.effectiveTitle');

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {effective.data ? (
            <Button variant="subtle" size="xs" onClick={toggle} aria-expanded={shown}>
              {shown ? t('users.detail.effectiveHide') : t('users.detail.effectiveShow')}
            </Button>
          ) : null}
        </Group>
        {effective.data ? (
          <Text size="sm">
            {t('users.detail.effectiveCount', {
              count: effective.data.permissions.length,
              role: capitalizeUnderscored(effective.data.role),
            })}
          </Text>
        ) : null}
        {effective.data && shown ? (
          <Group gap={4}>
            {effective.data.permissions.map((codename) => (
              <Badge key={codename} variant="default" tt="none" fw={400}>
                {codename}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

import { SimpleGrid, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { SectionCard } from '@pubdesk/ui/shell';
import { additionalFields, additionalValue } from './user-detail';

/** Company name and URL, membership, interests and websites from profile.additional, read only. */
export function AdditionalTab({ additional }: { additional: Record<string, unknown> }) {
  return (
    <SectionCard title={t('users.detail.additional')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
        {additionalFields.map((field) => (
          <div key={field.key}>
            <Text component="dt" size="sm" c="dimmed">
              {t(field.label)}
            </Text>
            <Text component="dd" m={0} style={{ wordBreak: 'break-word' }}>
              {additionalValue(additional, field.key)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { recomputedDays } from './period-days';

/**
 * Before saving a share that starts before today: how many past days (from the start to
 * yesterday) the save recomputes. Nothing from today on.
 */
export function RecomputeWarning({ start, today }: { start: string; today: string }) {
  const count = recomputedDays(start, today);
  if (count === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Text size="sm" fw={600}>
        {count === 1 ? t('shares.recomputeOne') : t('shares.recomputeMany', { count })}
      </Text>
      <Text size="sm">{t('shares.recomputeDetail', { from: start })}</Text>
    </Alert>
  );
}

import { Badge, Tooltip } from '@mantine/core';
import { t } from '../i18n';

/** A day's (or a range's) complete flag: a complete one is the final report, the rest still an estimate. */
export function CompleteBadge({ complete }: { complete: boolean }) {
  return complete ? (
    <Tooltip label={t('statistics.finalReport')}>
      <Badge color="teal" variant="light" miw="max-content">
        {t('statistics.complete')}
      </Badge>
    </Tooltip>
  ) : (
    <Badge color="yellow" variant="light" miw="max-content">
      {t('statistics.uncomplete')}
    </Badge>
  );
}

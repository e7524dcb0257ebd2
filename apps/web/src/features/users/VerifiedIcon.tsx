import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconRosette, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';

/** A green check rosette for a verified account, a grey outline otherwise; named for screen readers. */
export function VerifiedIcon({ verified }: { verified: boolean }) {
  const label = verified ? t('users.verified') : t('users.notVerified');
  const Icon = verified ? IconRosetteDiscountCheckFilled : IconRosette;
  return (
    <Tooltip label={label}>
      <ThemeIcon variant="transparent" color={verified ? 'green' : 'gray'} size="sm" role="img" aria-label={label}>
        <Icon size={18} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}

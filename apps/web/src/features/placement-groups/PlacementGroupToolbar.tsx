import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPercentage, IconReportAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shareTypes, type ShareType } from '@pubdesk/contract';
import { useMyPermissions } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { useProductName } from '@pubdesk/ui/branding';
import { fillRatePermissions, shareMenuLabels, sharePermissions } from '../shares';
import { websiteReportPath } from '../statistics';

interface PlacementGroupToolbarProps {
  websiteId: number;
  onFillRate: () => void;
  onShares: (type: ShareType) => void;
}

/**
 * Site Report, Fill Rate, and the Shares menu ({product}, Network, and PMP for admins): each
 * kind only for those who may list it.
 */
export function PlacementGroupToolbar({ websiteId, onFillRate, onShares }: PlacementGroupToolbarProps) {
  const mine = useMyPermissions().data?.permissions ?? [];
  const product = useProductName();
  const types = shareTypes.filter((type) => mine.includes(sharePermissions[type].view));
  return (
    <Group gap="xs" role="toolbar" aria-label={t('placementGroups.toolbar')}>
      <Button
        component={Link}
        to={websiteReportPath(websiteId)}
        variant="default"
        size="xs"
        leftSection={<IconReportAnalytics size={14} />}
      >
        {t('placementGroups.siteReport')}
      </Button>
      {mine.includes(fillRatePermissions.view) ? (
        <Button variant="default" size="xs" leftSection={<IconPercentage size={14} />} onClick={onFillRate}>
          {t('shares.fillRateTitle')}
        </Button>
      ) : null}
      {types.length ? (
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} />}>
              {t('shares.title')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {types.map((type) => (
              <Menu.Item key={type} onClick={() => onShares(type)}>
                {t(shareMenuLabels[type], { product })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

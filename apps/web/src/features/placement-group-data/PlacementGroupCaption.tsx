import { Anchor, Group, Text } from '@mantine/core';
import type { PlacementGroup } from '@pubdesk/contract';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { WebsiteCaption } from '../websites/WebsiteCaption';

/** 'Placement group: Header slot' (linking to its edit form) and 'Website: Northwind News' under the title. */
export function PlacementGroupCaption({ id, group }: { id: number; group: PlacementGroup | undefined }) {
  return (
    <Group gap="md">
      <Text size="sm" c="dimmed">
        {group ? (
          <Anchor component={Link} to={`/placements_groups/${group.id}?website=${group.website_id}`} inherit>
            {t('placementGroupData.placementGroup', { name: group.name })}
          </Anchor>
        ) : (
          t('placementGroupData.placementGroup', { name: `#${id}` })
        )}
      </Text>
      {group ? <WebsiteCaption id={group.website_id} /> : null}
    </Group>
  );
}

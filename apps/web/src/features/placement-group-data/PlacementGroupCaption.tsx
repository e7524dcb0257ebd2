import { Anchor, Group, Text } from '@mantine/core';
import type { PlacementGroup } from '@pubdesk/contract';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { WebsiteCaption } from '../../components/WebsiteCaption';
import { placementGroupPath } from '../placement-groups';

/** 'Placement group: Header slot' (linking to its edit form) and 'Website: Northwind News' under the title. */
export function PlacementGroupCaption({ id, group }: { id: number; group: PlacementGroup | undefined }) {
  return (
    <Group gap="md">
      <Text size="sm" c="dimmed">
        {group ? (
          <Anchor component={Link} to={placementGroupPath(group.website_id, group.id)} inherit>
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

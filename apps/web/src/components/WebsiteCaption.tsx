import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { useWebsite } from '../lib/lookups';

/** 'Website: Northwind News' under a screen's title, linking to the website's edit form. */
export function WebsiteCaption({ id }: { id: number }) {
  const { data } = useWebsite(id);
  return (
    <Text size="sm" c="dimmed">
      <Anchor component={Link} to={`/websites/${id}`} inherit>
        {t('websites.caption', { name: data?.name ?? `#${id}` })}
      </Anchor>
    </Text>
  );
}

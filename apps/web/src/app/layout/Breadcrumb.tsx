import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { breadcrumbs } from './breadcrumb';

export function Breadcrumb() {
  const { pathname, search } = useLocation();
  const crumbs = breadcrumbs(pathname, search);
  return (
    <nav aria-label={t('nav.breadcrumb')}>
      <Breadcrumbs separator="/" mb="md">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={index} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ) : crumb.to === null ? (
            <Text key={index} size="sm">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={index} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

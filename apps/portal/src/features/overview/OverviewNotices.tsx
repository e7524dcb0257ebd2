import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '@pubdesk/ui/api';
import { useAuth, useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { useAdsTxtMissing, useBankAccount, usePendingWebsites } from './overview.api';

interface NoticeProps {
  title: string;
  text: string;
  /** The screen that fixes it. */
  link?: { to: string; label: string };
  color: string;
  icon: typeof IconInfoCircle;
}

function Notice({ title, text, link, color, icon: Icon }: NoticeProps) {
  return (
    <Alert color={color} title={title} icon={<Icon size={18} />} role="status">
      <Text size="sm">{text}</Text>
      {link ? (
        // The alert's own text colour reads on its tint (a link blue does not on the orange one); the underline marks the link.
        <Anchor component={Link} to={link.to} size="sm" fw={600} c="inherit" underline="always">
          {link.label}
        </Anchor>
      ) : null}
    </Alert>
  );
}

/**
 * What keeps the user's revenue from being earned or paid, each with a link to the screen that
 * fixes it: an account awaiting activation, websites pending approval, an ads.txt that lacks
 * lines (the server checks each website's file daily), no bank account number.
 */
export function OverviewNotices() {
  const user = useAuth().user;
  const awaiting = user?.role === 'pre_activation';
  const seesWebsites = useCan('websites.view_website');
  const pending = usePendingWebsites(seesWebsites);
  const adsTxt = useAdsTxtMissing(seesWebsites);
  const bank = useBankAccount(user?.id ?? null);
  const bankMissing = bank.data ? bank.data.account_number.trim() === '' : bank.error instanceof ApiError && bank.error.status === 404;
  const pendingCount = pending.data ?? 0;
  const adsTxtFirst = adsTxt.data?.first ?? null;
  const adsTxtCount = adsTxt.data?.count ?? 0;
  if (!awaiting && pendingCount === 0 && adsTxtCount === 0 && !bankMissing) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('portalOverview.notices')}>
      {awaiting ? (
        <Notice color="blue" icon={IconClockHour4} title={t('portalOverview.awaitingTitle')} text={t('portalOverview.awaitingText')} />
      ) : null}
      {pendingCount > 0 ? (
        <Notice
          color="yellow"
          icon={IconClockHour4}
          title={t('portalOverview.pendingTitle')}
          text={pendingCount === 1 ? t('portalOverview.pendingOne') : t('portalOverview.pendingMany', { count: pendingCount })}
          link={{ to: '/websites', label: t('portalOverview.toWebsites') }}
        />
      ) : null}
      {adsTxtCount > 0 && adsTxtFirst ? (
        <Notice
          color="orange"
          icon={IconAlertTriangle}
          title={t('portalOverview.adsTxtTitle')}
          text={
            adsTxtCount === 1
              ? t('portalOverview.adsTxtOne', {
                  website: adsTxtFirst.website_name,
                  missing: adsTxtFirst.missing ?? 0,
                  expected: adsTxtFirst.expected,
                })
              : t('portalOverview.adsTxtMany', { count: adsTxtCount })
          }
          link={{ to: adsTxtCount === 1 ? `/ads-txt?website=${adsTxtFirst.website}` : '/ads-txt', label: t('portalOverview.toAdsTxt') }}
        />
      ) : null}
      {bankMissing ? (
        <Notice
          color="orange"
          icon={IconAlertTriangle}
          title={t('portalOverview.bankTitle')}
          text={t('portalOverview.bankText')}
          link={{ to: '/profile', label: t('portalOverview.toBank') }}
        />
      ) : null}
    </Stack>
  );
}

import { useState } from 'react';
import { Select, SegmentedControl, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { parseId } from '../../components/parse-id';
import { optionsOf, usePlacementGroupChoices } from '../../lib/lookups';
import { ReportView } from './ReportView';
import type { ReportMode } from './statistics.api';

export const GroupReportPage = () => <ReportPage mode="group" />;
export const UserGroupReportPage = () => <ReportPage mode="userGroup" />;
export const WebsiteReportPage = () => <ReportPage mode="website" />;
export const UserWebsiteReportPage = () => <ReportPage mode="userWebsite" />;

/**
 * /statistics/group/:id, /statistics/user/group/:id, /statistics/website/:id,
 * /statistics/user/website/:id: one report card.
 */
function ReportPage({ mode }: { mode: ReportMode }) {
  const id = parseId(useParams().id);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('nav.reports')}
      </Title>
      {id === null ? null : mode === 'website' || mode === 'userWebsite' ? (
        <WebsiteReport websiteId={id} publisher={mode === 'userWebsite'} />
      ) : (
        <ReportView key={`${mode}-${id}`} mode={mode} id={id} />
      )}
    </Stack>
  );
}

/**
 * A website's report with the Website / Groups toggle: Website shows the website's days, Groups
 * one of its placement groups' (chosen beside the toggle). In the publisher's view both cards
 * show the revenue after every share (the user-website and user-group cards).
 */
export function WebsiteReport({ websiteId, publisher = false }: { websiteId: number; publisher?: boolean }) {
  const modes = publisher ? ({ website: 'userWebsite', group: 'userGroup' } as const) : ({ website: 'website', group: 'group' } as const);
  const [view, setView] = useState<'website' | 'groups'>('website');
  const groups = usePlacementGroupChoices(view === 'groups' ? websiteId : null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const chosen = groupId ?? groups.data?.results[0]?.id ?? null;
  const toggle = (
    <SegmentedControl
      value={view}
      onChange={(v) => setView(v as 'website' | 'groups')}
      data={[
        { value: 'website', label: t('statistics.showWebsite') },
        { value: 'groups', label: t('statistics.showGroups') },
      ]}
    />
  );
  if (view === 'website')
    return <ReportView key={`${modes.website}-${websiteId}`} mode={modes.website} id={websiteId} extraControls={toggle} />;
  const picker = (
    <>
      {toggle}
      <Select
        label={t('statistics.groups')}
        data={optionsOf(groups.data?.results)}
        value={chosen === null ? null : String(chosen)}
        onChange={(v) => setGroupId(v ? Number(v) : null)}
        allowDeselect={false}
        searchable
      />
    </>
  );
  return chosen === null ? picker : <ReportView key={`${modes.group}-${chosen}`} mode={modes.group} id={chosen} extraControls={picker} />;
}

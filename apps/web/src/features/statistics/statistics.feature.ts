import { IconReportAnalytics, IconSearch } from '@tabler/icons-react';
import { defineFeature, type RouteRecord } from '../../lib/feature';

const reports = () => import('./ReportsPage').then((m) => m.ReportsPage);
const reportPages = () => import('./ReportPage');

// What the reports' ids name: the publisher's cards (statistics/user/...) take the same ids as the staff's.
const placementGroup: RouteRecord = { path: '/api/placements_groups/{id}/' };
const website: RouteRecord = { path: '/api/websites/{id}/' };

/** The statistics search, the report cards, a data item's statistics and a new day of them. */
export const statisticsFeature = defineFeature({
  name: 'statistics',
  routes: [
    {
      path: 'search',
      screen: () => import('./SearchPage').then((m) => m.SearchPage),
      permission: 'statistics.view_statistic',
      crumb: 'common.search',
    },
    { path: 'reports', screen: reports, permission: 'statistics.view_statistic', crumb: 'nav.reports' },
    { path: 'statistics', screen: reports, permission: 'statistics.view_statistic' },
    {
      path: 'statistics/new',
      screen: () => import('./NewStatisticsPage').then((m) => m.NewStatisticsPage),
      permission: 'statistics.add_statistic',
      query: ['data'],
    },
    // The report screens show nothing without their id: their bare paths are no breadcrumb's target.
    {
      path: 'statistics/data/:id?',
      screen: () => import('./DataStatisticsPage').then((m) => m.DataStatisticsPage),
      permission: 'statistics.view_statistic',
      needsId: true,
      record: { path: '/api/placements_groups_data/data/{id}/' },
    },
    {
      path: 'statistics/group/:id?',
      screen: () => reportPages().then((m) => m.GroupReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
      record: placementGroup,
    },
    {
      path: 'statistics/user/group/:id?',
      screen: () => reportPages().then((m) => m.UserGroupReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
      record: placementGroup,
    },
    {
      path: 'statistics/website/:id?',
      screen: () => reportPages().then((m) => m.WebsiteReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
      record: website,
    },
    {
      path: 'statistics/user/website/:id?',
      screen: () => reportPages().then((m) => m.UserWebsiteReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
      record: website,
    },
  ],
  menu: [
    { label: 'common.search', to: '/search', icon: IconSearch, order: 20 },
    { label: 'nav.reports', to: '/reports', icon: IconReportAnalytics, order: 30 },
  ],
});

import { IconReportAnalytics, IconSearch } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

const reports = () => import('./ReportsPage').then((m) => m.ReportsPage);
const reportPages = () => import('./ReportPage');

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
    },
    {
      path: 'statistics/group/:id?',
      screen: () => reportPages().then((m) => m.GroupReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
    },
    {
      path: 'statistics/user/group/:id?',
      screen: () => reportPages().then((m) => m.UserGroupReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
    },
    {
      path: 'statistics/website/:id?',
      screen: () => reportPages().then((m) => m.WebsiteReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
    },
    {
      path: 'statistics/user/website/:id?',
      screen: () => reportPages().then((m) => m.UserWebsiteReportPage),
      permission: 'statistics.view_statistic',
      needsId: true,
    },
  ],
  menu: [
    { label: 'common.search', to: '/search', icon: IconSearch, order: 20 },
    { label: 'nav.reports', to: '/reports', icon: IconReportAnalytics, order: 30 },
  ],
});

import type { DashboardRow, QueryOf, RevenueSummary, YesterdayRow, statisticDashboardEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { cpmOf, formatMoney, toMicros, formatMicros } from '@pubdesk/contract';
import { addDays, dayIn } from '../../lib/report-days.js';
import { websiteScope } from '../assignments/index.js';
import { statisticDashboardRepo } from './statistics.dashboard.repo.js';
import { viewOf } from './statistics.service.js';
import type { RevenueView } from './statistics.view.js';

type GraphQuery = QueryOf<typeof statisticDashboardEndpoints.graph>;
type YesterdayQuery = QueryOf<typeof statisticDashboardEndpoints.yesterdayWebsites>;

/** How many days the dashboard's graph shows, through today. */
export const GRAPH_DAYS = 30;

/** `admin` is the gross (for those who may see it), `user` what publishers are paid. */
const viewFor = (auth: AuthContext, type: 'admin' | 'user'): RevenueView => (type === 'user' ? 'publisher' : viewOf(auth));

const percentChange = (now: string, before: string | null): number | null => {
  if (before === null || toMicros(before) === 0n) return null;
  const b = Number(toMicros(before));
  return Math.round(((Number(toMicros(now)) - b) / b) * 10_000) / 100;
};

/** The dashboard's revenue tiles, graph and yesterday tables; days are the reporting time zone's. */
export function statisticDashboardService(db: Db, reportTz: string) {
  const repo = statisticDashboardRepo(db);
  const today = () => dayIn(reportTz);

  return {
    async revenueSummary(auth: AuthContext): Promise<RevenueSummary> {
      const t = today();
      const figures = await repo.periods(websiteScope(auth), viewOf(auth), {
        today: [t, t],
        yesterday: [addDays(t, -1), addDays(t, -1)],
        seven_days: [addDays(t, -6), t],
        month: [`${t.slice(0, 8)}01`, t],
      });
      const tile = (f: { revenue: string; impressions: number }) => ({ revenue: formatMoney(f.revenue), impressions: f.impressions });
      return {
        today: tile(figures.today),
        yesterday: tile(figures.yesterday),
        seven_days: tile(figures.seven_days),
        month: tile(figures.month),
      };
    },

    async graph(auth: AuthContext, q: GraphQuery): Promise<DashboardRow[]> {
      const t = today();
      // One day more than shown: the first shown day's change needs the day before it.
      const days = await repo.days(websiteScope(auth), viewFor(auth, q.type), {
        from: addDays(t, -GRAPH_DAYS),
        to: t,
        website: q.website,
        format: q.group,
      });
      return days.slice(1).map((d, i) => ({
        date: d.date,
        impressions: Number(d.impressions),
        revenue: formatMoney(d.revenue),
        cpm: cpmOf(d.revenue, Number(d.impressions)),
        viewable_rate: Number(d.impressions) > 0 ? Math.round((Number(d.viewable_impressions) / Number(d.impressions)) * 10_000) / 100 : 0,
        website_id: q.website ?? null,
        placement_group_id: null,
        revenue_diff: formatMicros(toMicros(d.revenue) - toMicros(days[i]!.revenue)),
      }));
    },

    async yesterday(auth: AuthContext, by: 'website' | 'format', q: YesterdayQuery): Promise<{ count: number; results: YesterdayRow[] }> {
      const day = addDays(today(), -1);
      const { count, rows } = await repo.ranked(websiteScope(auth), viewFor(auth, q.type), by, day, addDays(day, -1), q);
      return {
        count,
        results: rows.map((r) => ({
          rank: r.rank,
          name: r.name,
          website: r.website,
          website_id: r.website_id,
          group_id: r.group_id,
          revenue: formatMoney(r.revenue),
          change: percentChange(r.revenue, r.before),
        })),
      };
    },
  };
}

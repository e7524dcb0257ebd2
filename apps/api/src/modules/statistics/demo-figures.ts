import { createHash } from 'node:crypto';
import { formatMicros } from '@pubdesk/contract';

/** A day's figures as a demand source reports them for one data item. */
export interface DayFigures {
  requests: number;
  impressions: number;
  viewable_impressions: number;
  clicks: number;
  /** The gross, a decimal string. */
  revenue: string;
}

/** A number in [0, 1) fixed by the words: the same data item and day always give the same figures. */
function unit(...words: Array<string | number>): number {
  return createHash('sha256').update(words.join(':')).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Plausible, deterministic figures: a few thousand requests, 55-95% filled, 40-80% viewable, a
 * click-through of 0.1-1.5% and a cpm of 0.40-3.40, varying by data item and day. The demo data
 * and the demo connector (imports) share it, so a refresh of a demo day changes nothing.
 */
export function demoFigures(dataId: number, date: string): DayFigures {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.8 : 1;
  const requests = Math.round((2_000 + unit(dataId, 'scale') * 8_000) * (0.85 + unit(dataId, date, 'r') * 0.3) * weekend);
  const impressions = Math.round(requests * (0.55 + unit(dataId, date, 'f') * 0.4));
  const viewable = Math.round(impressions * (0.4 + unit(dataId, date, 'v') * 0.4));
  const clicks = Math.round(impressions * (0.001 + unit(dataId, date, 'c') * 0.014));
  const cpmCents = 40 + Math.round(unit(dataId, 'cpm') * 200 + unit(dataId, date, 'p') * 100);
  // impressions x cpm / 1000, in micro-units: exact.
  const revenue = formatMicros((BigInt(impressions) * BigInt(cpmCents) * 10_000n) / 1000n);
  return { requests, impressions, viewable_impressions: viewable, clicks, revenue };
}

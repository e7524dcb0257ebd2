/** The statistics screens' URLs. */

/** A data item's statistics, a row a day. */
export const dataStatisticsPath = (dataId: number) => `/statistics/data/${dataId}`;

/** A data item's new day of statistics. */
export const newStatisticsPath = (dataId: number) => `/statistics/new?data=${dataId}`;

/** A placement group's report. */
export const groupReportPath = (placementGroupId: number) => `/statistics/group/${placementGroupId}`;

/** A website's report; `player` names the player it was opened from. */
export const websiteReportPath = (websiteId: number, { player }: { player?: number } = {}) =>
  `/statistics/website/${websiteId}${player === undefined ? '' : `?player=${player}`}`;

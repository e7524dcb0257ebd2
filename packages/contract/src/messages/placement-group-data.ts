import { commonMessages } from './common.js';
import { suppliersMessages } from './suppliers.js';

/** Texts of the placement group data screen (/placements_groups_data): a placement group's data items. */
export const placementGroupDataMessages = {
  title: 'Placement Group Data',
  placementGroup: 'Placement group: {name}',
  listTitle: 'Data',
  empty: 'No data for this placement group',
  newEntry: 'New data item',
  flag: 'Flag',
  flagLabels: {
    default: 'Default',
    uncomplete: 'Uncomplete',
  },
  /** The accessible name of the data type select, whose label is Type like the group type's. */
  dataTypeName: 'Data type',
  dfpPlacementId: 'DFP Placement ID',
  dfpAdunitId: 'DFP Ad Unit ID',
  /** The key and a metric are another data item's of the same demand source: a report row is paid once. */
  keyTaken: 'Another data item of this demand source is already paid by this ID for one of these metrics.',
  serveWith: 'Serve With',
  serveWithLabels: {
    none: commonMessages.none,
    advertiser_id: suppliersMessages.advertiserId,
  },
  supplier: 'Supplier',
  supplierPlaceholder: 'Select a demand source',
  noSupplier: 'No demand sources',
  metrics: 'Served metrics',
  // List columns and row actions.
  dfpId: 'DFP ID',
  reportTip: 'Report',
  reportLabel: 'Report of {name}',
  addStatisticsTip: 'Add statistics',
  addStatisticsLabel: 'Add statistics for {name}',
} as const;

/** Console texts of the placement group data screen (/placements_groups_data). */
export const groupDataMessages = {
  title: 'Placement Group Data',
  placementGroup: 'Placement group: {name}',
  listTitle: 'Data',
  empty: 'No data for this placement group',
  add: 'Add',
  edit: 'Edit',
  save: 'Save',
  newEntry: 'New data item',
  name: 'Name',
  /** The group type (ad format) select. */
  groupType: 'Type',
  flag: 'Flag',
  flagLabels: {
    default: 'Default',
    uncomplete: 'Uncomplete',
  },
  /** The data type select: the spec labels it 'Type' too; 'Data type' is its accessible name. */
  dataType: 'Type',
  dataTypeName: 'Data type',
  dfpPlacementId: 'DFP Placement ID',
  dfpAdunitId: 'DFP Ad Unit ID',
  serveWith: 'Serve With',
  serveWithLabels: {
    none: 'None',
    advertiser_id: 'Advertiser ID',
  },
  supplier: 'Supplier',
  supplierPlaceholder: 'Select a demand source',
  noSupplier: 'No demand sources',
  metrics: 'Served metrics',
  noMetrics: 'None',
  status: 'Status',
  // List columns and row actions.
  type: 'Type',
  dfpId: 'DFP ID',
  editTip: 'Edit',
  editLabel: 'Edit {name}',
  reportTip: 'Report',
  reportLabel: 'Report of {name}',
  addStatisticsTip: 'Add statistics',
  addStatisticsLabel: 'Add statistics for {name}',
} as const;

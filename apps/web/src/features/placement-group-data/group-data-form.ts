import { dataTypeLabels, type BodyIn, type PlacementGroupData, type placementGroupDataEndpoints } from '@pubdesk/contract';

type Data = PlacementGroupData;

/** The form's values: the group type and supplier selects hold their ids as text ('' for none). */
export interface GroupDataFormValues {
  name: string;
  group_id: string;
  flag: Data['flag'];
  type: Data['type'];
  dfp_placement_id: string;
  dfp_adunit_id: string;
  serve_with: Data['serve_with'];
  supplier_id: string;
  /** Ticked serve metric ids. */
  metrics: number[];
  status: Data['status'];
}

/** The body of a create or update; a select left empty is sent as null for the server to refuse. */
export type GroupDataPayload = Omit<Required<BodyIn<typeof placementGroupDataEndpoints.create>>, 'group_id' | 'supplier_id'> & {
  group_id: number | null;
  supplier_id: number | null;
};

/** A new data item starts with the placement group's own format as its group type. */
export function emptyGroupDataForm(groupTypeId: number | null): GroupDataFormValues {
  return {
    name: '',
    group_id: groupTypeId === null ? '' : String(groupTypeId),
    flag: 'default',
    type: 'placement',
    dfp_placement_id: '',
    dfp_adunit_id: '',
    serve_with: 'none',
    supplier_id: '',
    metrics: [],
    status: 'active',
  };
}

export function formFromGroupData(data: Data): GroupDataFormValues {
  return {
    name: data.name,
    group_id: String(data.group_id),
    flag: data.flag,
    type: data.type,
    dfp_placement_id: data.dfp_placement_id,
    dfp_adunit_id: data.dfp_adunit_id,
    serve_with: data.serve_with,
    supplier_id: String(data.supplier_id),
    metrics: [...data.metrics].sort((a, b) => a - b),
    status: data.status,
  };
}

const idOrNull = (text: string): number | null => (text ? Number(text) : null);

export function payloadFromForm(values: GroupDataFormValues, placementGroupId: number): GroupDataPayload {
  return {
    name: values.name.trim(),
    group_id: idOrNull(values.group_id),
    flag: values.flag,
    type: values.type,
    dfp_placement_id: values.dfp_placement_id.trim(),
    dfp_adunit_id: values.dfp_adunit_id.trim(),
    serve_with: values.serve_with,
    supplier_id: idOrNull(values.supplier_id),
    metrics: [...new Set(values.metrics)].sort((a, b) => a - b),
    status: values.status,
    placement_group_id: placementGroupId,
  };
}

/** Ticks or unticks one serve metric, keeping the ids ascending. */
export function toggleMetric(metrics: readonly number[], id: number, checked: boolean): number[] {
  const rest = metrics.filter((metric) => metric !== id);
  return checked ? [...rest, id].sort((a, b) => a - b) : rest;
}

/** The list's Type column: the data type's label upper-cased ('AD UNIT'). */
export function dataTypeText(type: Data['type']): string {
  return dataTypeLabels[type].toUpperCase();
}

/** The list's DFP ID column: the ad unit id of an ad unit, the placement id otherwise (either for a domain). */
export function dfpIdOf(data: Pick<Data, 'type' | 'dfp_placement_id' | 'dfp_adunit_id'>): string {
  if (data.type === 'ad_unit') return data.dfp_adunit_id;
  if (data.type === 'placement') return data.dfp_placement_id;
  return data.dfp_placement_id || data.dfp_adunit_id;
}

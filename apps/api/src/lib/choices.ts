import type { Choice, OptionsResponse } from '@pubdesk/contract';

/** The body of `OPTIONS` on a collection, in DRF's metadata shape. */
export function optionsResponse(name: string, fields: Record<string, readonly Choice[]>): OptionsResponse {
  const POST: OptionsResponse['actions']['POST'] = {};
  for (const [field, choices] of Object.entries(fields)) {
    POST[field] = { type: 'choice', required: true, choices: [...choices] };
  }
  return { name, actions: { POST } };
}

export const choicesOf = (values: readonly string[], label: (v: string) => string = capitalize): Choice[] =>
  values.map((value) => ({ value, display_name: label(value) }));

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

// A module of its own, like public.ts: the login page needs it without the whole catalogue.

/** Fills `{name}` placeholders. Unknown names are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

import { consoleMessages } from './console.js';
import { apiMessages } from './api.js';

/**
 * The message catalogue: every string a user reads, on screen or in an API `detail`.
 * Exact spec wording is kept, misspellings included ('Faild to login', 'Successfuly ...'),
 * because that is what the product shows. A translation is another object of this shape.
 * `{name}` placeholders are filled by `format()`.
 */
export const messages = { ...consoleMessages, api: apiMessages } as const;
export type Messages = typeof messages;

/** Fills `{name}` placeholders. Unknown names are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

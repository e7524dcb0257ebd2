import { z } from 'zod';
import { activeStatusSchema, intId, pageQuerySchema, percentSchema, requiredText, settingStatuses } from './common.js';
import { periodFields, periodQueryFields, periodStartInput, recomputationSchema } from './periods.js';

/*
 * Suppliers: demand sources with their shares (the first stage of the revenue waterfall) and
 * their ads.txt lines. A demand source's figures are read through an external API
 * (external-apis.ts); its lines in placement groups are in placement-group-data.ts.
 */

export const currencies = ['USD', 'EUR', 'CAD'] as const;
export const supplierTypes = ['manual', 'automatic'] as const;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  advertiser_id: z.string(),
  currency: z.enum(currencies),
  type: z.enum(supplierTypes),
  status: z.enum(settingStatuses),
  /** Daily time the figures are fetched, `HH:MM`, or null. */
  schedule: z.string().nullable(),
  api_id: z.number().int().nullable(),
  api: z.object({ id: z.number().int(), type: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

const timeFormat = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** `HH:MM` (seconds dropped), or null for none; the form sends '' for none. */
const schedule = z
  .string({ message: 'Enter a valid time (HH:MM).' })
  .trim()
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === '') return null;
    if (!timeFormat.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid time (HH:MM).' });
      return z.NEVER;
    }
    return v.slice(0, 5);
  });
const supplierFields = z.object({
  name: requiredText(200),
  advertiser_id: z.string().trim().max(100, 'Ensure this field has no more than 100 characters.'),
  currency: z.enum(currencies, { message: 'Select a valid choice.' }),
  type: z.enum(supplierTypes, { message: 'Select a valid choice.' }),
  status: activeStatusSchema,
  schedule,
  api_id: intId.nullable(),
});
export const supplierInputSchema = supplierFields.extend({
  advertiser_id: supplierFields.shape.advertiser_id.default(''),
  currency: supplierFields.shape.currency.default('USD'),
  type: supplierFields.shape.type.default('manual'),
  status: supplierFields.shape.status.default('active'),
  schedule: supplierFields.shape.schedule.default(null),
  api_id: supplierFields.shape.api_id.default(null),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;
export const supplierPatchSchema = supplierFields.partial();
export const supplierListQuerySchema = pageQuerySchema.extend({
  status: z.enum(settingStatuses).optional(),
  type: z.enum(supplierTypes).optional(),
});

// Supplier shares -------------------------------------------------------------------------------
/** The first stage of the revenue waterfall: what flows on from a demand source, per format. */
export const supplierShareSchema = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  share: z.string(),
  ...periodFields,
});
export type SupplierShare = z.infer<typeof supplierShareSchema>;
export const supplierShareInputSchema = z.object({ supplier_id: intId, group_id: intId, share: percentSchema, ...periodStartInput });
export const createdSupplierShareSchema = supplierShareSchema.extend({ recomputation: recomputationSchema });
export const supplierShareQuerySchema = pageQuerySchema.extend({ supplier: intId.optional(), ...periodQueryFields });

// Ads (ads.txt lines) ----------------------------------------------------------------------------
export const adSchema = z.object({ id: z.number().int(), text: z.string(), supplier_id: z.number().int(), created_at: z.string() });
export type Ad = z.infer<typeof adSchema>;

/**
 * One line of an ads.txt file (IAB Tech Lab ads.txt 1.1): a record
 * `domain, account id, DIRECT|RESELLER[, certification authority id]`, a variable
 * `name=value` (contact, subdomain, inventorypartnerdomain, ownerdomain, managerdomain), or a
 * comment starting with `#`. A record or variable may end with a `# comment`.
 * Returns the problem, or null when the line is valid.
 */
export function adsTxtLineProblem(line: string): string | null {
  const text = line.trim();
  if (text === '') return 'This line is empty.';
  if (text.length > 500) return 'Ensure this line has no more than 500 characters.';
  if (text.startsWith('#')) return null;
  const body = text.split('#')[0]!.trim();
  const variable = /^([A-Za-z]+)\s*=\s*(.+)$/.exec(body);
  if (variable && !body.includes(',')) {
    const key = variable[1]!.toLowerCase();
    if (!adsTxtVariables.includes(key)) return `Unknown variable "${variable[1]}"; use one of ${adsTxtVariables.join(', ')}.`;
    if ((key === 'subdomain' || key.endsWith('domain')) && !isDomain(variable[2]!.trim()))
      return `"${variable[2]!.trim()}" is not a domain name.`;
    return null;
  }
  const fields = body.split(',').map((f) => f.trim());
  if (fields.length < 3 || fields.length > 4) {
    return 'Expected "domain, account id, DIRECT or RESELLER" and an optional certification authority id.';
  }
  const [domain, account, relationship, authority] = fields as [string, string, string, string | undefined];
  if (!isDomain(domain)) return `"${domain}" is not a domain name (no scheme or path).`;
  if (!/^[A-Za-z0-9._:-]+$/.test(account)) return 'The account id may not be blank or contain spaces.';
  if (!/^(DIRECT|RESELLER)$/i.test(relationship)) return `The account type must be DIRECT or RESELLER, not "${relationship}".`;
  if (authority !== undefined && !/^[A-Za-z0-9]+$/.test(authority))
    return 'The certification authority id may only contain letters and digits.';
  return null;
}
/**
 * The canonical form of a valid line, so that one seller written two ways is one line: fields
 * separated by ', ', the domain lower-cased, DIRECT/RESELLER upper-cased, a trailing comment kept
 * as ' # ...'; variables as `name=value`; comment lines as they are.
 */
export function normalizeAdsTxtLine(line: string): string {
  const text = line.trim();
  if (text.startsWith('#')) return text;
  const hash = text.indexOf('#');
  const body = (hash >= 0 ? text.slice(0, hash) : text).trim();
  const comment = hash >= 0 ? ` # ${text.slice(hash + 1).trim()}` : '';
  const variable = /^([A-Za-z]+)\s*=\s*(.+)$/.exec(body);
  if (variable && !body.includes(',')) return `${variable[1]!.toLowerCase()}=${variable[2]!.trim()}${comment}`;
  const [domain, account, relationship, ...rest] = body.split(',').map((f) => f.trim());
  return [domain!.toLowerCase(), account, relationship!.toUpperCase(), ...rest].join(', ') + comment;
}

const adsTxtVariables = ['contact', 'subdomain', 'inventorypartnerdomain', 'ownerdomain', 'managerdomain'];
const isDomain = (v: string) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(v);

/** The multi-line text of the ads panel: one ad per non-empty line, with its line number. */
export function adLines(text: string): Array<{ line: number; text: string }> {
  return text
    .split(/\r?\n/)
    .map((t, i) => ({ line: i + 1, text: t.trim() }))
    .filter((l) => l.text !== '');
}

export const adInputSchema = z.object({
  text: z.string().superRefine((v, ctx) => {
    const problem = adsTxtLineProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  supplier_id: intId,
});
export const adsInputSchema = z
  .array(adInputSchema)
  .min(1, 'Enter at least one line.')
  .max(1000, 'Ensure there are no more than 1000 lines.');
export type AdInput = z.input<typeof adInputSchema>;
export const adListQuerySchema = pageQuerySchema.extend({ supplier: intId.optional() });
export const adsTxtQuerySchema = z.object({ supplier: intId.optional() });

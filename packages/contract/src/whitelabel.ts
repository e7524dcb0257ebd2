import { z } from 'zod';
import { intId, pageQuerySchema } from './common.js';

export const whitelabelStatuses = ['active', 'pending', 'suspended'] as const;
export const whitelabelStatusSchema = z.enum(whitelabelStatuses);

/**
 * A domain may be typed as a full URL ("https://ads.example.com/") or a bare host; the
 * server keeps the lower-cased host name, which is what /whitelist/check/ matches on.
 */
export const domainSchema = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(255)
  .transform((value, ctx) => {
    const host = hostFromDomain(value);
    if (!host) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid domain or URL.' });
      return z.NEVER;
    }
    return host;
  });

/** Host name of a URL or bare domain, lower-cased, without port; null when not a host. */
export function hostFromDomain(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol)) return null;
    const host = url.hostname.toLowerCase();
    if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(host) && !/^\d+\.\d+\.\d+\.\d+$/.test(host)) {
      return null;
    }
    return host;
  } catch {
    return null;
  }
}

const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Enter a valid URL.');

export const whitelabelSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  network: z.number().int().nullable(),
  network_name: z.string().nullable(),
  status: whitelabelStatusSchema,
  company_name: z.string(),
  logo: z.string().nullable(),
  logo_dark: z.string().nullable(),
  favicon: z.string().nullable(),
  terms_link: z.string(),
  privacy_link: z.string(),
  allow_signup: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const whitelabelCreateSchema = z.object({
  domain: domainSchema,
  network: intId.nullable().default(null),
  status: whitelabelStatusSchema.default('pending'),
  company_name: z.string().trim().max(200).default(''),
  terms_link: link.default(''),
  privacy_link: link.default(''),
  allow_signup: z.boolean().default(false),
});
export type WhitelabelCreate = z.input<typeof whitelabelCreateSchema>;

/** PATCH: only what is sent changes (no defaults here, or omitted fields would be reset). */
export const whitelabelUpdateSchema = z
  .object({
    domain: domainSchema,
    network: intId.nullable(),
    status: whitelabelStatusSchema,
    company_name: z.string().trim().max(200),
    terms_link: link,
    privacy_link: link,
    allow_signup: z.boolean(),
  })
  .partial();
export type WhitelabelUpdate = z.input<typeof whitelabelUpdateSchema>;

export const whitelabelListQuerySchema = pageQuerySchema.extend({
  status: whitelabelStatusSchema.optional(),
});

/** Multipart fields accepted by PATCH /whitelist/{id}/. */
export const whitelabelImageFields = ['logo', 'logo_dark', 'favicon'] as const;
export type WhitelabelImageField = (typeof whitelabelImageFields)[number];

export const whitelabelCheckRequestSchema = z.object({ domain: z.string().trim().min(1).max(500) });

export const brandingSchema = z.object({
  /** false when the domain is not an active white label: the main label's branding follows. */
  whitelisted: z.boolean(),
  main: z.boolean(),
  ...whitelabelSchema.pick({
    company_name: true,
    logo: true,
    logo_dark: true,
    favicon: true,
    terms_link: true,
    privacy_link: true,
    allow_signup: true,
  }).shape,
  /** The IANA zone the report days are cut in (REPORT_TZ): printouts and files name it. */
  report_time_zone: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const whitelabelStatusSummarySchema = z.object({
  total: z.number(),
  active: z.number(),
  pending: z.number(),
  suspended: z.number(),
  pending_list: z.array(whitelabelSchema),
});
export type WhitelabelStatusSummary = z.infer<typeof whitelabelStatusSummarySchema>;

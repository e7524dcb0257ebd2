import type { FastifyRequest } from 'fastify';
import {
  hostFromDomain,
  messages,
  whitelabelImageFields,
  format,
  type BodyOf,
  type Branding,
  type Whitelabel,
  type WhitelabelImageField,
  type WhitelabelStatusSummary,
  type whitelabelEndpoints,
} from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { uniqueFields } from '../../lib/field-checks.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { readImage, uploadLimits, type ImageUpload } from '../../lib/uploads.js';
import { uniqueKey } from '../../lib/storage/index.js';
import { seesEverything, userCondition } from '../assignments/index.js';
import { usersRepo } from '../users/index.js';
import { activeLabelsOf } from './active-labels.cache.js';
import { whitelabelRepo, type WhitelabelValues } from './whitelabel.repo.js';
import type { WhitelabelStatus } from './whitelabel.table.js';

/** The fields a create or an update sets (a PATCH sends only those to change). */
type Input = NonNullable<BodyOf<typeof whitelabelEndpoints.update>>;
type Create = BodyOf<typeof whitelabelEndpoints.create>;

const domainTaken = uniqueFields({ whitelist_domain_key: ['domain', messages.api.domainTaken] });

const imageColumn: Record<WhitelabelImageField, 'logo' | 'logoDark' | 'favicon'> = {
  logo: 'logo',
  logo_dark: 'logoDark',
  favicon: 'favicon',
};

export function whitelabelService(deps: Pick<Deps, 'db' | 'storage' | 'config'>) {
  const repo = whitelabelRepo(deps.db);
  const activeLabels = activeLabelsOf(deps.db, () => repo.active());
  const users = usersRepo(deps.db);

  /**
   * The columns of a write; its network must be one the caller may see (anyone else reads as no
   * network). An entry with no network is the platform's: only who sees everything makes one or
   * takes an entry out of its network; a scoped caller would lose it from sight as it wrote it.
   */
  async function toValues(auth: AuthContext, input: Input, creating: boolean): Promise<WhitelabelValues> {
    const noNetwork = input.network === null || (creating && input.network === undefined);
    if (noNetwork && !seesEverything(auth)) throw fieldError('network', messages.api.whitelabelNeedsNetwork);
    if (input.network != null) {
      const network = await users.findRow(input.network, userCondition(auth));
      if (!network || network.role !== 'network') throw fieldError('network', messages.api.notANetwork);
    }
    const values: WhitelabelValues = {};
    if (input.domain !== undefined) values.domain = input.domain;
    if (input.network !== undefined) values.networkId = input.network;
    if (input.status !== undefined) values.status = input.status;
    if (input.company_name !== undefined) values.companyName = input.company_name;
    if (input.terms_link !== undefined) values.termsLink = input.terms_link;
    if (input.privacy_link !== undefined) values.privacyLink = input.privacy_link;
    if (input.allow_signup !== undefined) values.allowSignup = input.allow_signup;
    return values;
  }

  /** The entry; with a caller, only if its network is one of theirs. */
  async function mustGet(id: number, auth?: AuthContext): Promise<Whitelabel> {
    const entry = await repo.get(id, auth);
    if (!entry) throw notFound();
    return entry;
  }

  /** The main label: branding from configuration. */
  function mainBranding(): Branding {
    return {
      whitelisted: false,
      main: true,
      company_name: deps.config.PRODUCT_NAME,
      logo: '/brand/logo.svg',
      logo_dark: '/brand/logo-dark.svg',
      favicon: '/brand/favicon.svg',
      terms_link: deps.config.PUBDESK_TERMS_URL,
      privacy_link: deps.config.PUBDESK_PRIVACY_URL,
      allow_signup: deps.config.PUBDESK_ALLOW_SIGNUP,
      report_time_zone: deps.config.REPORT_TZ,
    };
  }

  return {
    /** The entries of the caller's networks; an empty search is no search. */
    list: (auth: AuthContext, query: { search?: string; status?: WhitelabelStatus }, window: PageWindow) =>
      repo.list({ auth, search: query.search || undefined, status: query.status }, window),

    get: (auth: AuthContext, id: number) => mustGet(id, auth),

    async create(auth: AuthContext, input: Create): Promise<Whitelabel> {
      const values = await toValues(auth, input, true);
      const id = await repo.insert({ ...values, domain: input.domain }).catch(domainTaken);
      return mustGet(id);
    },

    /** Writes reach only the entries the caller sees (another network's is 404), as reads do. */
    async update(auth: AuthContext, id: number, input: Input): Promise<Whitelabel> {
      await mustGet(id, auth);
      const values = await toValues(auth, input, false);
      if (Object.keys(values).length) await repo.update(id, values).catch(domainTaken);
      return mustGet(id);
    },

    async delete(auth: AuthContext, id: number): Promise<void> {
      await mustGet(id, auth);
      const row = await repo.delete(id);
      if (!row) throw notFound();
      await Promise.all([row.logo, row.logoDark, row.favicon].filter((u): u is string => !!u).map((u) => deps.storage.remove(u)));
    },

    /** Multipart PATCH: any of logo, logo_dark and favicon; all are checked before any is stored. */
    async uploadImages(auth: AuthContext, id: number, request: FastifyRequest): Promise<Whitelabel> {
      await mustGet(id, auth);
      const before = await repo.findRow(id);
      if (!before) throw notFound();
      const maxBytes = deps.config.UPLOAD_MAX_MB * 1048576;
      const uploads: ImageUpload[] = [];
      for await (const part of request.parts(uploadLimits(maxBytes))) {
        if (part.type !== 'file') continue;
        if (!(whitelabelImageFields as readonly string[]).includes(part.fieldname)) {
          await part.toBuffer();
          throw fieldError(part.fieldname, format(messages.api.unknownField, { field: part.fieldname }));
        }
        uploads.push(await readImage(part, ['png', 'jpeg', 'gif', 'webp', 'svg', 'ico'], maxBytes));
      }
      if (uploads.length === 0) throw badRequest({ logo: [messages.api.noFile] });
      const values: WhitelabelValues = {};
      const replaced: string[] = [];
      const written: string[] = [];
      try {
        for (const upload of uploads) {
          const field = upload.field as WhitelabelImageField;
          const stored = await deps.storage.put(uniqueKey('whitelabel', upload.ext), upload.data, { contentType: upload.contentType });
          written.push(stored.url);
          values[imageColumn[field]] = stored.url;
          const old = before[imageColumn[field]];
          if (old) replaced.push(old);
        }
        await repo.update(id, values);
      } catch (error) {
        // Files no row names: the entry keeps its images as they were.
        await Promise.all(written.map((u) => deps.storage.remove(u).catch(() => undefined)));
        throw error;
      }
      await Promise.all(replaced.map((u) => deps.storage.remove(u)));
      return mustGet(id);
    },

    /** The white labels' logos the caller may reuse, as storage keys and URLs (a key is the URL's last two segments: `whitelabel/<file>`). */
    async logos(auth: AuthContext): Promise<Array<{ key: string; url: string }>> {
      const urls = [...new Set(await repo.logoUrls(auth))];
      return urls.map((url) => ({ key: url.split('/').slice(-2).join('/'), url }));
    },

    /** The dashboard's counts and newest pending entries, of the entries the caller's list shows. */
    async statusSummary(auth: AuthContext): Promise<WhitelabelStatusSummary> {
      const [counts, pendingList] = await Promise.all([repo.statusCounts(auth), repo.pending(auth, 10)]);
      return { total: counts.active + counts.pending + counts.suspended, ...counts, pending_list: pendingList };
    },

    /** The active white label served on the request's host, if any: its domain and network. */
    async activeLabel(requestHost: string): Promise<{ domain: string; networkId: number | null } | null> {
      const host = hostFromDomain(requestHost);
      const entry = host ? await activeLabels.byDomain(host) : null;
      return entry && { domain: entry.domain, networkId: entry.networkId };
    },

    /** Branding for the console served on `domain`: its active white label, or the main label. */
    async branding(domain: string): Promise<Branding> {
      const host = hostFromDomain(domain);
      const main = mainBranding();
      const entry = host ? await activeLabels.byDomain(host) : null;
      if (!entry) return main;
      return {
        whitelisted: true,
        main: deps.config.mainHost !== null && host === deps.config.mainHost,
        company_name: entry.companyName || main.company_name,
        logo: entry.logo ?? main.logo,
        logo_dark: entry.logoDark ?? entry.logo ?? main.logo_dark,
        favicon: entry.favicon ?? main.favicon,
        terms_link: entry.termsLink,
        privacy_link: entry.privacyLink,
        allow_signup: entry.allowSignup,
        report_time_zone: main.report_time_zone,
      };
    },
  };
}

export type WhitelabelService = ReturnType<typeof whitelabelService>;

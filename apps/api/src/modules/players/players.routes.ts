import {
  adScriptEndpoints,
  adTagEndpoints,
  blocklistEndpoints,
  companionPositions,
  contentEndpoints,
  formatEndpoints,
  formatPositions,
  formatTypes,
  monetizationEndpoints,
  platformSettingsEndpoints,
  playerEndpoints,
  playerSettingsEndpoints,
  scheduleEndpoints,
  styleEndpoints,
  type EndpointSpec,
  type PlayerStyle,
  type Permission,
  type ResultOf,
} from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notAuthenticated } from '../../lib/http-errors.js';
import type { App } from '../../lib/fastify-app.js';
import type { PageSize } from '../../lib/pagination.js';
import { adItemsService } from './ad-items.service.js';
import { logosService } from './logos.service.js';
import { partsService, type PartCreate, type PartQuery } from './parts.service.js';
import { playersService } from './players.service.js';
import { publicConfigRoutes } from './public-config.routes.js';
import type { PartKind } from './players.table.js';

/** The endpoints every part kind has, as the contract declares them (each with its own schemas). */
type Guarded = EndpointSpec & { access: { permission: Permission } };
interface PartEndpoints {
  list: Guarded;
  get: Guarded;
  create: Guarded;
  replace: Guarded;
  update: Guarded;
}
const idOf = (params: unknown) => (params as { id: number }).id;
/** The guard has already refused anonymous callers; this narrows the generic context's type. */
const caller = (auth: AuthContext | null): AuthContext => {
  if (!auth) throw notAuthenticated();
  return auth;
};

/**
 * The parts whose rows are large: a style's CSS is up to 20,000 characters (up to six bytes each
 * in JSON) and a blocklist up to 1,000 ids, so their pages carry at most 100 and 1,000 rows.
 */
const partPageSizes: Partial<Record<PartKind, PageSize>> = {
  style: { default: 50, max: 100 },
  blocklist: { default: 50, max: 1000 },
};

/**
 * Registers one part kind's list, get, create, PUT and PATCH (the style's PATCH is registered
 * with its upload). One service serves every kind, so its answers are typed loosely here; the
 * declared response schema checks each one before it is sent.
 */
function partRoutes<E extends PartEndpoints>(app: App, kind: PartKind, endpoints: E, options: { patch?: boolean } = {}) {
  const service = partsService(app.deps.db, kind);
  handleList(app, endpoints.list, partPageSizes[kind] ?? 50, ({ auth, query }, window) =>
    service.list(caller(auth), query as PartQuery, window),
  );
  handle<E['get']>(app, endpoints.get, async ({ auth, params }) => (await service.get(caller(auth), idOf(params))) as ResultOf<E['get']>);
  handle<E['create']>(
    app,
    endpoints.create,
    async ({ auth, body }) => (await service.create(caller(auth), body as PartCreate)) as ResultOf<E['create']>,
  );
  const update = async (auth: AuthContext, params: unknown, body: unknown) =>
    service.update(auth, idOf(params), (body ?? {}) as Record<string, unknown>);
  handle<E['replace']>(
    app,
    endpoints.replace,
    async ({ auth, params, body }) => (await update(caller(auth), params, body)) as ResultOf<E['replace']>,
  );
  if (options.patch !== false) {
    handle<E['update']>(
      app,
      endpoints.update,
      async ({ auth, params, body }) => (await update(caller(auth), params, body)) as ResultOf<E['update']>,
    );
  }
  return service;
}

/**
 * `/api/players/...`: players, their parts, the websites' ad tags and scripts, logos and the cache
 * purge. The video library under the same path is modules/videos, registered right after.
 */
export async function playersRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const players = playersService(db);
  const endpoints = playerEndpoints;

  handleList(app, endpoints.list, 50, ({ auth, query }, window) => players.list(auth, query, window));
  handle(app, endpoints.status, ({ auth }) => players.statusSummary(auth));
  handle(app, endpoints.get, ({ auth, params }) => players.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => players.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => players.update(auth, params.id, body));
  handle(app, endpoints.purge, ({ auth, body }) => players.purge(auth, body.url));
  await publicConfigRoutes(app);

  partRoutes(app, 'settings', playerSettingsEndpoints);
  partRoutes(app, 'platform_settings', platformSettingsEndpoints);
  partRoutes(app, 'monetization', monetizationEndpoints);
  partRoutes(app, 'schedule', scheduleEndpoints);
  partRoutes(app, 'content', contentEndpoints);
  partRoutes(app, 'format', formatEndpoints);
  const blocklists = partRoutes(app, 'blocklist', blocklistEndpoints);
  handle(app, blocklistEndpoints.remove, ({ auth, params }) => blocklists.remove(auth, params.id));
  partRoutes(app, 'style', styleEndpoints, { patch: false });
  const styles = partsService<PlayerStyle>(db, 'style');
  const logos = logosService(app.deps);
  // A multipart PATCH carries the logo; a JSON one the fields to change.
  handle(app, styleEndpoints.update, ({ auth, params, body, request }) =>
    request.isMultipart() ? logos.upload(auth, params.id, request) : styles.update(auth, params.id, body ?? {}),
  );
  handle(app, endpoints.logos, ({ auth }) => logos.assets(auth));
  handle(app, endpoints.pickLogo, ({ auth, body }) => logos.pick(auth, body));

  // DRF's OPTIONS metadata (the format choices): not a JSON read or write the kit declares.
  app.options(
    `/api${formatEndpoints.list.path}`,
    {
      config: allow(access.can(formatEndpoints.list.access.permission)),
      schema: { tags: [...formatEndpoints.list.tags], operationId: 'formatOptions', summary: 'List the choices of the player format form' },
    },
    async () =>
      optionsResponse('Format', {
        type: choicesOf(formatTypes),
        position: choicesOf(formatPositions),
        companion_position: choicesOf(companionPositions),
      }),
  );

  const ads = adItemsService(db);
  // An ad tag's URL is up to 4,000 characters: a page carries at most the pickers' 1,000.
  handleList(app, adTagEndpoints.list, { default: 50, max: 1000 }, ({ auth, query }, window) => ads.tags.list(auth, query, window));
  handle(app, adTagEndpoints.get, ({ auth, params }) => ads.tags.get(auth, params.id));
  handle(app, adTagEndpoints.create, ({ auth, body }) => ads.tags.create(auth, body));
  handleEach(app, [adTagEndpoints.replace, adTagEndpoints.update], ({ auth, params, body }) => ads.tags.update(auth, params.id, body));
  handle(app, adTagEndpoints.remove, ({ auth, params }) => ads.tags.remove(auth, params.id));
  handleList(app, adScriptEndpoints.list, 50, ({ auth, query }, window) => ads.scripts.list(auth, query, window));
  handle(app, adScriptEndpoints.get, ({ auth, params }) => ads.scripts.get(auth, params.id));
  handle(app, adScriptEndpoints.create, ({ auth, body }) => ads.scripts.create(auth, body));
  handleEach(app, [adScriptEndpoints.replace, adScriptEndpoints.update], ({ auth, params, body }) =>
    ads.scripts.update(auth, params.id, body),
  );
  handle(app, adScriptEndpoints.remove, ({ auth, params }) => ads.scripts.remove(auth, params.id));
}

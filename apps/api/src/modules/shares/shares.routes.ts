import type { FastifyRequest } from 'fastify';
import {
  fillRateInputSchema,
  fillRateSchema,
  idParamSchema,
  listSchema,
  shareInputSchema,
  shareSchema,
  shareTypes,
  websiteFilterQuerySchema,
  type PageQuery,
  type ShareType,
} from '@pubdesk/contract';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import type { App } from '../../app-types.js';
import type { AuthContext } from '../../plugins/auth.js';
import { access, allow, type Permission } from '../access/index.js';
import { fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import { usersRepo } from '../users/index.js';
import { websiteForWrite, websiteScope } from '../websites/index.js';
import { sharesRepo } from './shares.repo.js';

const websiteQuery = websiteFilterQuerySchema;

/** A website has a handful of shares per stage: they are read whole and paged in memory. */
const paged = <T>(request: FastifyRequest, query: PageQuery, all: T[]) => {
  const window = pageWindow(query, 50);
  return listResponse(request, window, all.length, all.slice(window.offset, window.offset + window.limit));
};

/** PMP shares are the admin's alone (spec section 6); the other stages are inventory work. */
const permissionsFor = (type: ShareType): Record<'view' | 'add' | 'delete', Permission> =>
  type === 'pmp'
    ? { view: 'shares.view_pmpshare', add: 'shares.add_pmpshare', delete: 'shares.delete_pmpshare' }
    : { view: 'shares.view_share', add: 'shares.add_share', delete: 'shares.delete_share' };

const duplicate = (error: unknown, what: string) =>
  isUniqueViolation(error) ? fieldError('group_id', `A ${what} for this group already exists on this website.`) : error;

export async function sharesRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const repo = sharesRepo(db);
  const groups = groupTypesRepo(db);

  const checkGroup = async (auth: AuthContext, groupId: number) => {
    if (!(await groups.existing([groupId], groupTypeScope(auth))).has(groupId)) {
      throw fieldError('group_id', `Invalid pk "${groupId}" - object does not exist.`);
    }
  };

  for (const type of shareTypes) {
    const perms = permissionsFor(type);
    const tags = ['shares'];
    const base = `/api/shares/${type}/`;

    app.get(
      base,
      { config: allow(access.can(perms.view)), schema: { tags, operationId: `list_${type}_shares`, querystring: websiteQuery, response: { 200: listSchema(shareSchema) } } },
      async (request) => paged(request, request.query, await repo.listShares(type, websiteScope(request.auth!), request.query.website)),
    );

    app.post(
      base,
      { config: allow(access.can(perms.add)), schema: { tags, operationId: `create_${type}_share`, body: shareInputSchema, response: { 201: shareSchema } } },
      async (request, reply) => {
        const auth = request.auth!;
        const b = request.body;
        await websiteForWrite(db, auth, b.website_id);
        await checkGroup(auth, b.group_id);
        let networkId: number | null = null;
        if (type === 'network') {
          if (b.network_id == null) throw fieldError('network_id', 'This field is required.');
          const network = await usersRepo(db).findRow(b.network_id);
          if (!network || network.role !== 'network') throw fieldError('network_id', 'Select a user with the network role.');
          networkId = b.network_id;
        }
        const [created] = await repo
          .insertShares([{ type, websiteId: b.website_id, groupId: b.group_id, share: b.share, networkId }])
          .catch((e: unknown) => {
            throw duplicate(e, 'share');
          });
        return reply.status(201).send(created!);
      },
    );

    app.delete(
      `${base}:id/`,
      { config: allow(access.can(perms.delete)), schema: { tags, operationId: `delete_${type}_share`, params: idParamSchema } },
      async (request, reply) => {
        if (!(await repo.findShare(type, request.params.id, websiteScope(request.auth!)))) throw notFound();
        await repo.deleteShare(request.params.id);
        return reply.status(204).send();
      },
    );
  }

  const tags = ['fill rates'];
  app.get(
    '/api/fill_rate/',
    { config: allow(access.can('shares.view_fillrate')), schema: { tags, operationId: 'listFillRates', querystring: websiteQuery, response: { 200: listSchema(fillRateSchema) } } },
    async (request) => paged(request, request.query, await repo.listFillRates(websiteScope(request.auth!), request.query.website)),
  );

  app.post(
    '/api/fill_rate/',
    { config: allow(access.can('shares.add_fillrate')), schema: { tags, operationId: 'createFillRate', body: fillRateInputSchema, response: { 201: fillRateSchema } } },
    async (request, reply) => {
      const auth = request.auth!;
      const b = request.body;
      await websiteForWrite(db, auth, b.website_id);
      await checkGroup(auth, b.group_id);
      const [created] = await repo.insertFillRates([{ websiteId: b.website_id, groupId: b.group_id, rate: b.rate }]).catch((e: unknown) => {
        throw duplicate(e, 'fill rate');
      });
      return reply.status(201).send(created!);
    },
  );

  app.delete(
    '/api/fill_rate/:id/',
    { config: allow(access.can('shares.delete_fillrate')), schema: { tags, operationId: 'deleteFillRate', params: idParamSchema } },
    async (request, reply) => {
      if (!(await repo.findFillRate(request.params.id, websiteScope(request.auth!)))) throw notFound();
      await repo.deleteFillRate(request.params.id);
      return reply.status(204).send();
    },
  );
}

import type { z } from 'zod';
import { listSchema } from './common.js';
import type { EndpointErrors } from './errors.js';
import type { Permission } from './permissions.js';

// The refusals a declaration names, and their bodies' schemas, come with the kit.

/**
 * Every endpoint is declared once, here in the contract: method, path, inputs, response, who may
 * call it and the query-cache entries it reads or changes. The API registers a declaration with
 * `handle()` (schema, access rule and OpenAPI filled from it); the console calls it through
 * `useEndpointQuery` / `useEndpointMutation`, typed from the same schemas.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; any signed-in user or API key (the service then checks ownership); or a
 * caller whose effective permissions hold the codename.
 */
export type EndpointAccess = 'public' | 'authenticated' | { permission: Permission };

export interface EndpointSpec {
  method: HttpMethod;
  /** The path under `/api`, with `:name` parameters: `/groups_types/:id/`. */
  path: `/${string}`;
  operationId: string;
  /** OpenAPI tags (the docs page groups by them). */
  tags: readonly string[];
  access: EndpointAccess;
  /**
   * Only the user's own signed-in session may do this (credentials, keys, payouts): API keys are
   * refused (403 `session_required`), and so are impersonated sessions (403 `impersonated_session`).
   */
  sessionOnly?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success body's schema; `null` for an empty answer (204). */
  response: z.ZodType | null;
  /** The success status; 200 by default, 201 for a create, 202 for work queued, 204 when `response` is null. */
  status?: 200 | 201 | 202 | 204;
  /**
   * The query-cache root this endpoint's answers live under (reads), or that a write makes
   * stale. Every read of one resource shares the root, so one write refreshes every screen
   * and dropdown showing it.
   */
  resource: string;
  /** Further roots a write makes stale (a website's change shows in its placement groups). */
  invalidates?: readonly string[];
  /** One line for the OpenAPI document and the docs page, starting with a verb: "List websites". */
  summary: string;
  /** The longer OpenAPI text: limits, side effects, who may not. */
  description?: string;
  /** Refusals beyond those derived from the declaration (409, 429, a 404 without a path id, ...): see `EndpointErrors`. */
  errors?: EndpointErrors;
  /** false for a POST not written to the audit log (a check that records its result, a chunk of an upload). */
  audit?: false;
  /**
   * A POST that only reads (token verification, the branding check): not audited, and not a
   * write to the caches either (it neither empties the access cache nor waits for other processes).
   */
  readsOnly?: true;
}

/** A declaration, kept with its literal types so both sides infer their payloads from it. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, after validation and coercion. */
export type ParamsOf<E extends EndpointSpec> = Out<E['params']>;
export type QueryOf<E extends EndpointSpec> = Out<E['query']>;
export type BodyOf<E extends EndpointSpec> = Out<E['body']>;
/** What the handler returns: the response schema's input (the serializer checks it). */
export type ResultOf<E extends EndpointSpec> = E['response'] extends z.ZodType ? z.input<E['response']> : void;

/** What a client sends and gets back. */
export type ParamsIn<E extends EndpointSpec> = In<E['params']>;
export type QueryIn<E extends EndpointSpec> = In<E['query']>;
export type BodyIn<E extends EndpointSpec> = In<E['body']>;
export type ResponseOf<E extends EndpointSpec> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;

/** The status a successful call answers with. */
export const successStatus = (e: EndpointSpec): 200 | 201 | 202 | 204 => e.status ?? (e.response === null ? 204 : 200);

/** Fills `:name` parameters of a declared path: `/groups_types/:id/` + {id: 3} = `/groups_types/3/`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

interface CrudSpec<
  Item extends z.ZodType,
  Input extends z.ZodType,
  Patch extends z.ZodType,
  Query extends z.ZodType,
  Params extends z.ZodType,
  Delete extends Permission | undefined,
> {
  resource: string;
  /** The collection path, ending in a slash: `/groups_types/`. */
  path: `/${string}/`;
  tags: readonly string[];
  /** Operation id stems: `{one: 'GroupType', many: 'GroupTypes'}` gives listGroupTypes, getGroupType, ... */
  names: { one: string; many: string };
  /** The resource in words, for the summaries: `{one: 'a group type', many: 'group types'}` gives "List group types", "Get a group type", ... */
  label: { one: string; many: string };
  item: Item;
  input: Input;
  patch: Patch;
  query: Query;
  /** The item path's parameters (usually `{id}`). */
  params: Params;
  permissions: { view: Permission; add: Permission; change: Permission; delete?: Delete };
  invalidates?: readonly string[];
}

/**
 * The usual five (or six) endpoints of a resource: list, get, create, replace (PUT), update
 * (PATCH) and, when a delete permission is named, delete. A resource with other shapes declares
 * those endpoints one by one with `endpoint()`.
 */
export function crudEndpoints<
  const Item extends z.ZodType,
  const Input extends z.ZodType,
  const Patch extends z.ZodType,
  const Query extends z.ZodType,
  const Params extends z.ZodType,
  const Delete extends Permission | undefined = undefined,
>(spec: CrudSpec<Item, Input, Patch, Query, Params, Delete>) {
  const { resource, path, tags, names, label, permissions, invalidates } = spec;
  const itemPath = `${path}:id/` as const;
  const write = { resource, tags, invalidates } as const;
  const endpoints = {
    list: endpoint({
      method: 'GET',
      path,
      operationId: `list${names.many}`,
      summary: `List ${label.many}`,
      tags,
      resource,
      access: { permission: permissions.view },
      query: spec.query,
      response: listSchema(spec.item),
    }),
    get: endpoint({
      method: 'GET',
      path: itemPath,
      operationId: `get${names.one}`,
      summary: `Get ${label.one}`,
      tags,
      resource,
      access: { permission: permissions.view },
      params: spec.params,
      response: spec.item,
    }),
    create: endpoint({
      method: 'POST',
      path,
      operationId: `create${names.one}`,
      summary: `Create ${label.one}`,
      ...write,
      access: { permission: permissions.add },
      body: spec.input,
      response: spec.item,
      status: 201,
    }),
    replace: endpoint({
      method: 'PUT',
      path: itemPath,
      operationId: `replace${names.one}`,
      summary: `Replace ${label.one}`,
      ...write,
      access: { permission: permissions.change },
      params: spec.params,
      body: spec.input,
      response: spec.item,
    }),
    update: endpoint({
      method: 'PATCH',
      path: itemPath,
      operationId: `update${names.one}`,
      summary: `Update ${label.one}`,
      ...write,
      access: { permission: permissions.change },
      params: spec.params,
      body: spec.patch,
      response: spec.item,
    }),
  };
  const remove = endpoint({
    method: 'DELETE',
    path: itemPath,
    operationId: `delete${names.one}`,
    summary: `Delete ${label.one}`,
    ...write,
    access: { permission: permissions.delete ?? permissions.change },
    params: spec.params,
    response: null,
  });
  type Remove = Delete extends Permission ? { remove: typeof remove } : object;
  return (permissions.delete ? { ...endpoints, remove } : endpoints) as typeof endpoints & Remove;
}

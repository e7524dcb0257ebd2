import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType, JSONSchema } from 'zod/v4/core';
import { errorBodySchema, fieldErrorsSchema } from '@pubdesk/contract';
import { refusalsOf } from '../lib/endpoint-errors.js';
import { prebuildInPool, sendPrebuilt, type Prebuilt } from '../lib/prebuilt.js';
import { pagePolicy } from './security-headers.js';

/**
 * The docs page's own policy (it replaces the console's on /api/docs): Swagger UI loads its
 * bundle from this origin and runs no inline script; its icons are data: SVGs, and "Try it out"
 * calls this origin.
 */
const docsPolicy = pagePolicy(["'self'", 'data:']);

type Schema = JSONSchema.BaseSchema;

/** `z.null()` in the OpenAPI 3.0 target: zod has no null type there, so it writes a nullable enum of null. */
const isNullBranch = (schema: Schema) => schema.nullable === true && schema.enum?.length === 1 && schema.enum[0] === null;

/**
 * OpenAPI 3.0 admits null only through `nullable` beside a `type`: a union that admits null has
 * no type of its own, so each of its branches admits it instead (as new objects: zod shares a
 * branch's schema between the places it is used).
 */
function admitNull(schema: Schema): Schema {
  if (schema.type === undefined && schema.anyOf) return { ...schema, anyOf: schema.anyOf.map(admitNull) };
  if (schema.type === undefined && schema.oneOf) return { ...schema, oneOf: schema.oneOf.map(admitNull) };
  return { ...schema, nullable: true };
}

/**
 * How zod's schemas read in the OpenAPI 3.0 document. fastify-type-provider-zod's own override
 * does the same, but leaves a nullable union as `{anyOf, nullable}` (no type: not valid 3.0),
 * which this one writes as a union of nullable branches:
 * - a union with a `z.null()` branch becomes its other branch made nullable, or its other
 *   branches, each made nullable; a nullable union (`z.union(...).nullable()`) likewise;
 * - an answer without a body (`z.undefined()`) has type null, which @fastify/swagger reads as
 *   "no content".
 */
function openApi30({ zodSchema, jsonSchema }: { zodSchema: $ZodType; jsonSchema: Schema }): void {
  const type = zodSchema._zod.def.type;
  if (type === 'union' && jsonSchema.anyOf) {
    const branches = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
    const others = branches.filter((branch) => !isNullBranch(branch));
    if (others.length === 0 || others.length === branches.length) {
      jsonSchema.anyOf = branches;
    } else if (others.length === 1) {
      delete jsonSchema.anyOf;
      Object.assign(jsonSchema, others[0], { nullable: true });
    } else {
      jsonSchema.anyOf = others;
      jsonSchema.nullable = true;
    }
  }
  if (type === 'undefined') jsonSchema.type = 'null';
  if (jsonSchema.nullable === true && jsonSchema.type === undefined && (jsonSchema.anyOf || jsonSchema.oneOf)) {
    delete jsonSchema.nullable;
    if (jsonSchema.anyOf) jsonSchema.anyOf = jsonSchema.anyOf.map(admitNull);
    if (jsonSchema.oneOf) jsonSchema.oneOf = jsonSchema.oneOf.map(admitNull);
  }
}

const routeSchemas = createJsonSchemaTransform({ zodToJsonConfig: { override: openApi30 } });

/** A contract schema as a component of the document (both error bodies are objects). */
const component = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0' }) as { type: 'object' };

/** The error bodies, each defined once (in the contract) and referenced by every operation's refusals. */
const errorComponents = {
  Error: component(errorBodySchema),
  FieldErrors: component(fieldErrorsSchema.meta({ description: 'Messages by field; `non_field_errors` for the input as a whole.' })),
};
const ref = (name: keyof typeof errorComponents) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The success answer of a route without a response schema: a declared endpoint's 204, or its file
 * (the ads.txt download, which its description tells of); a hand-registered route's JSON (the
 * OPTIONS choices). A schema of type null is @fastify/swagger's way of saying "no body".
 */
function successWithoutSchema(status: number | undefined): Record<number, unknown> {
  if (status === 204) return { 204: { type: 'null', description: 'No content.' } };
  if (status)
    return {
      [status]: { description: 'A file.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    };
  return { 200: { description: 'Success.' } };
}

/**
 * The route's schema as the document shows it: zod's schemas in JSON, a public route without the
 * bearer requirement, the success answer of a declared endpoint without a JSON body, and the
 * refusals it answers (see `refusalsOf`), unless it documents its own (the resumable uploads,
 * whose HEAD refusals have no body).
 */
const transform: SwaggerTransform = (document) => {
  const result = routeSchemas(document);
  const { route } = document;
  const schema = result.schema as Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> };
  if (schema.hide) return result;
  if (route.config?.access?.kind === 'public') schema.security = [];
  const response = (schema.response ??= {});
  if (!Object.keys(response).some((code) => code.startsWith('2')))
    Object.assign(response, successWithoutSchema(route.config?.docs?.status));
  if (Object.keys(response).some((code) => code.startsWith('4'))) return result;
  for (const [status, description] of Object.entries(refusalsOf(route))) {
    const body = status === '400' ? { anyOf: [ref('FieldErrors'), ref('Error')] } : ref('Error');
    response[status] = { description, content: { 'application/json': { schema: body } } };
  }
  return result;
};

/** OpenAPI document generated from the route schemas, and the docs page at /api/docs. */
export async function registerDocs(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${productName} API`, version: '2.0.0', description: 'Auth lives under /api/auth, the main API under /api.' },
      // The paths are written in full (/api/...): the API is served from the console's own origin.
      servers: [{ url: '/', description: 'This server (the console and the API share an origin).' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: errorComponents,
      },
      security: [{ bearer: [] }],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsPolicy });
  serveDocumentPrebuilt(app);
}

/** Swagger UI's own files (its bundle is 1.7 MB), by name, and the type each is sent as. */
const uiFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
const uiTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * The OpenAPI document (JSON and YAML) and Swagger UI's files as bytes built once, on the first
 * request, in every encoding: Swagger UI's own routes serialise and compress the 0.8 MB document
 * (20-25 ms of the event loop) and the compression plugin its 1.7 MB bundle (63 ms) on every
 * request, which anyone could ask for forty times a second. Found by the route the request
 * matched, so `/api/docs/json/` (the router ignores a trailing slash) is the same answer.
 */
function serveDocumentPrebuilt(app: FastifyInstance): void {
  const built = new Map<string, Promise<Prebuilt>>();
  const uiFiles = new Set(readdirSync(uiFolder));
  const documents: Record<string, { type: string; build: () => string }> = {
    '/api/docs/json': { type: 'application/json; charset=utf-8', build: () => JSON.stringify(app.swagger()) },
    '/api/docs/yaml': { type: 'application/x-yaml', build: () => app.swagger({ yaml: true }) },
  };
  /** What the request asks for, when it is one of those: a name to keep it by, its type and its bytes. */
  const fileOf = (route: string | undefined, params: unknown) => {
    const document = route ? documents[route] : undefined;
    if (document) return { name: route!, type: document.type, bytes: async () => Buffer.from(document.build()) };
    const name = route === '/api/docs/static/*' ? (params as { '*'?: string })['*'] : undefined;
    const type = name && uiFiles.has(name) ? uiTypes[path.extname(name)] : undefined;
    return type ? { name: name!, type, bytes: () => readFile(path.join(uiFolder, name!)) } : null;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const file = fileOf(request.routeOptions.url, request.params);
    if (!file) return;
    let prebuilt = built.get(file.name);
    if (!prebuilt) {
      prebuilt = file.bytes().then((bytes) => prebuildInPool(bytes));
      built.set(file.name, prebuilt);
      // A failed build is not kept: the next request tries again.
      prebuilt.catch(() => built.delete(file.name));
    }
    return sendPrebuilt(request, reply, await prebuilt, file.type, { 'cache-control': 'no-cache' });
  });
}

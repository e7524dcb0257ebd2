import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
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

/**
 * The OpenAPI document (JSON and YAML) as bytes built once, on the first request, in every
 * encoding: Swagger UI's own routes serialise and compress the 0.8 MB document on every request,
 * 20-25 ms of the event loop each, which anyone could ask for forty times a second. The routes
 * never change while the process runs, so neither does the document.
 */
function serveDocumentPrebuilt(app: FastifyInstance): void {
  const documents = new Map<string, Promise<Prebuilt>>();
  const formats: Record<string, { type: string; build: () => string }> = {
    '/api/docs/json': { type: 'application/json; charset=utf-8', build: () => JSON.stringify(app.swagger()) },
    '/api/docs/yaml': { type: 'application/x-yaml', build: () => app.swagger({ yaml: true }) },
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?', 1)[0]!;
    const format = formats[path];
    if (!format) return;
    let document = documents.get(path);
    if (!document) {
      document = prebuildInPool(Buffer.from(format.build()));
      documents.set(path, document);
      // A failed build is not kept: the next request tries again.
      document.catch(() => documents.delete(path));
    }
    return sendPrebuilt(request, reply, await document, format.type, { 'cache-control': 'no-cache' });
  });
}

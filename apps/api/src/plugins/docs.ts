import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { pagePolicy } from './security-headers.js';

/**
 * The docs page's own policy (it replaces the console's on /api/docs): Swagger UI loads its
 * bundle from this origin and runs no inline script; its icons are data: SVGs, and "Try it out"
 * calls this origin.
 */
const docsPolicy = pagePolicy(["'self'", 'data:']);

/** OpenAPI document generated from the route schemas, and the docs page at /api/docs. */
export async function registerDocs(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${productName} API`, version: '2.0.0', description: 'Auth lives under /api/auth, the main API under /api.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsPolicy });
}

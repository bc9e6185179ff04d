import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The API documentation: Swagger UI for people at /api/docs, the OpenAPI description it reads at
 * /api/docs/json (and /api/docs/yaml), generated from the route schemas (openapi.ts).
 */
export async function docsRoutes(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No call to swagger.io's validator badge: the page works offline and under our CSP.
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
}

import type { FastifyInstance } from 'fastify';

/** The OpenAPI description of the whole API, generated from the route schemas. */
export async function docsRoutes(app: FastifyInstance) {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

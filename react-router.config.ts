import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (decision 016): every page a route module of web/routes.ts,
 * rendered on the server by server/plugins/web.ts (the API and the pages in one Fastify process).
 * WEB_BUILD_DIR lets the browser suite build into a folder of its own run.
 */
export default {
  appDirectory: 'web',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist/web',
  ssr: true,
  // React Router 8's changes, each declined for now: it says so for every flag left unset, at every
  // build and typegen. Opting in is a change of its own (middleware changes the load context's type).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;

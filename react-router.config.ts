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
} satisfies Config;

// The shape of the code, checked (docs/decisions/017-code-shape-checks.md): typescript-eslint's
// recommended rules, React's rules of hooks, and the import boundaries between the parts.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** Files of the web app that only the server runs: never in the browser's bundle (their tests run on the server's test database). */
const SERVER_ONLY_WEB = ['web/**/*.server.ts', 'web/**/*.server.tsx', 'web/**/*.server.test.ts'];
/**
 * Route modules (React Router framework mode): each page's `web/routes/<route-name>/route.tsx`. Their
 * loaders and actions run on the server, and the framework's build takes them, and what only they
 * use, out of the browser's bundle. They may import `*.server.ts` modules for that; nothing else of
 * web/ may (a page's other files in its folder go to the browser as they are).
 */
const ROUTE_MODULES = ['web/routes/*/route.tsx', 'web/root.tsx'];
/** The parts that several pages share; a page's own parts live in its route folder. */
const SHARED_PARTS = ['web/features/**', 'web/components/**', 'web/lib/**', 'web/app/**'];

const serverCode = {
  target: './web',
  from: './server',
  message: 'Browser code never imports server/: reach it from a route module through a web/**/*.server.ts module.',
};
const serverOnlyModules = {
  target: './web',
  from: './web/**/*.server.{ts,tsx}',
  message: 'A *.server.ts module is for the server only: import it from route modules (web/routes/*/route.tsx, web/root.tsx) or other *.server.ts modules.',
};
const pages = {
  target: SHARED_PARTS.map((glob) => './' + glob.replace('/**', '')),
  from: ['./web/routes', './web/root.tsx'],
  message: 'Shared parts never import a page: the route folders compose them, not the other way round.',
};
const webFromServer = {
  target: './server',
  from: './web',
  message: 'The server never imports web/: it serves the built app (dist/web) and shares only common/.',
};
const sidesFromCommon = {
  target: './common',
  from: ['./server', './web'],
  message: 'common/ is shared by both sides and imports neither.',
};

/**
 * One zone per route folder, from the folders present when eslint starts: a page's folder imports
 * nothing of another's. What two pages share lives in web/features/<area>/ or web/components/, and
 * the rules both read in server/modules/<area>/.
 */
const routeFolders = readdirSync(`${import.meta.dirname}/web/routes`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const routeZones = routeFolders.map((folder) => ({
  target: `./web/routes/${folder}`,
  from: './web/routes',
  except: [`./${folder}`],
  message: 'A route folder never imports another: move what both use to web/features/<area>/ or web/components/.',
}));

const boundaries = (...zones) => ({ 'import-x/no-restricted-paths': ['error', { zones }] });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.e2e/', '.ci/results/', 'test-results/', 'playwright-report/', 'bench/results/', 'data/', '.react-router/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Unused names are tsc's job (noUnusedLocals, noUnusedParameters); a `_` prefix marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['common/**'], rules: boundaries(sidesFromCommon) },
  { files: ['server/**'], rules: boundaries(webFromServer) },
  { files: ['web/**'], ignores: [...SERVER_ONLY_WEB, ...ROUTE_MODULES, ...SHARED_PARTS], rules: boundaries(serverCode, serverOnlyModules, ...routeZones) },
  { files: SHARED_PARTS, ignores: SERVER_ONLY_WEB, rules: boundaries(serverCode, serverOnlyModules, pages) },
  // A shared server-only module reaches server/, but no page more than the other shared parts do.
  { files: SHARED_PARTS.flatMap((part) => SERVER_ONLY_WEB.map((glob) => glob.replace('web/**', part))), rules: boundaries(pages) },
  { files: ROUTE_MODULES, ignores: SERVER_ONLY_WEB, rules: boundaries(serverCode, ...routeZones) },
  // A page's server side (and its tests) reaches server/, but no other route folder.
  { files: SERVER_ONLY_WEB.map((glob) => glob.replace('web/**', 'web/routes/**')), rules: boundaries(...routeZones) },
);

import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SSR_MODULE } from './common/prerender.ts';

const apiProxy = { '/api': 'http://localhost:3000' };

/**
 * Once the browser build is written, renders the public pages into it (decision 009): builds
 * web/prerender.tsx for Node (every dependency bundled, in production mode so that emotion's
 * class names are the browser's) into {outDir}/.ssr/, where the server finds it to draw the
 * signed-in pages (decision 015), and lets it write {outDir}/.prerendered/.
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let written = false;
  return {
    name: 'ogs-prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (config.build.ssr || !written) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      await build({
        configFile: false,
        root: config.root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [withoutThemeVariables(), react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: path.join(config.root, 'prerender.tsx'),
          outDir: path.join(outDir, SSR_MODULE[0]),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: SSR_MODULE[1] } },
        },
      });
      // A query of its own: a second build in one process must not get the first one's module.
      const moduleUrl = `${pathToFileURL(path.join(outDir, ...SSR_MODULE)).href}?build=${Date.now()}`;
      const prerender = (await import(moduleUrl)) as { writePrerenderedPages(outDir: string): Promise<void> };
      await prerender.writePrerenderedPages(outDir);
    },
  };
}

/**
 * MUI's createTheme also brings createThemeWithVars, for themes with CSS variables or colour
 * schemes: about 3.5 KB gzip of the first load of every page, never called for our theme (one
 * palette, no cssVariables). Its import from createTheme gets a stand-in that says so if that
 * ever changes; every other use of it (extendTheme, CssVarsProvider) keeps the real module.
 */
function withoutThemeVariables(): Plugin {
  const stubId = '\0ogs-create-theme-with-vars';
  return {
    name: 'ogs-without-theme-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createThemeWithVars.mjs' && importer?.replaceAll('\\', '/').endsWith('/@mui/material/styles/createTheme.mjs')) return stubId;
      return null;
    },
    load(id) {
      if (id !== stubId) return null;
      return `export default function createThemeWithVars() {
  throw new Error('This build leaves out MUI theme CSS variables and colour schemes (vite.config.ts): remove withoutThemeVariables() to use them.');
}`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [withoutThemeVariables(), react(), prerenderPublicPages()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // The server caches everything under /assets/ for a year, which is only safe for hashed names.
    assetsDir: 'assets',
    // Lets the bundle-budget bench list exactly the chunks each route loads.
    manifest: true,
    // Every browser the site supports preloads modules natively: no polyfill in the first load.
    modulePreload: { polyfill: false },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});

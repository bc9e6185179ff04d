import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const apiProxy = { '/api': 'http://localhost:3000' };

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [withoutThemeVariables(), reactRouter()],
  publicDir: 'web/public',
  // One copy of emotion and MUI in the server build, bundled: left to Node, @mui/* would get an
  // emotion context of its own and no CSS would reach the server-rendered HTML.
  ssr: { noExternal: [/^@emotion\//, /^@mui\//] },
  build: {
    // Every browser the site supports preloads modules natively: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // The browser's build: React, React DOM and React Router in one chunk. Every page loads all
    // three; one file compresses better than their parts spread over shared chunks (decision 028).
    // The server's build is one file: a dynamic import there (a form's schema, loaded later in the
    // browser) has nothing to split off, so it is inlined.
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
              ],
            },
          },
        },
  },
  server: { proxy: apiProxy },
}));

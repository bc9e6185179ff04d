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

const nodeModule = (paths: string) => new RegExp(`node_modules[\\\\/](?:${paths})(?:[\\\\/]|\\.mjs$)`);

/**
 * What the root and the layouts draw on every page: emotion, MUI's styling and theme, and the
 * components of the headers, cards and buttons. Named one by one: a whole package here would
 * bring what only some pages load later (MUI's Select, Menu, Grid) into every first load.
 */
const EVERY_PAGE_UI = nodeModule(
  [
    '@emotion',
    'stylis',
    'clsx',
    'react-is',
    'hoist-non-react-statics',
    '@babel[\\\\/]runtime',
    '@mui[\\\\/](?:styled-engine|private-theming)',
    `@mui[\\\\/]system[\\\\/](?:${[
      'ThemeProvider', 'GlobalStyles', 'DefaultPropsProvider', 'memoTheme', 'cssContainerQueries', 'createBreakpoints',
      'breakpoints', 'style', 'spacing', 'compose', 'borders', 'cssGrid', 'palette', 'sizing', 'styleFunctionSx',
      'createTheme', 'useThemeWithoutDefault', 'useTheme', 'preprocessStyles', 'createStyled', 'colorManipulator',
      'RtlProvider', 'Container', 'useThemeProps', 'styled', 'createBox', 'merge', 'getThemeValue', 'display',
      'flexbox', 'positions', 'shadows', 'typography', 'responsivePropType', 'memoize',
    ].join('|')})`,
    `@mui[\\\\/]utils[\\\\/](?:${[
      'resolveProps', 'useEnhancedEffect', 'useId', 'composeClasses', 'useForkRef', 'useEventCallback', 'isFocusVisible',
      'useLazyRef', 'useOnMount', 'useTimeout', 'fastDeepAssign', 'formatMuiErrorMessage', 'capitalize', 'isObjectEmpty',
      'deepmerge', 'ClassNameGenerator', 'generateUtilityClass', 'generateUtilityClasses', 'clamp', 'isHostComponent',
      'isEventHandler', 'appendOwnerState', 'resolveComponentProps', 'extractEventHandlers', 'omitEventHandlers',
      'mergeSlotProps', 'debounce', 'ownerWindow', 'ownerDocument', 'getActiveElement', 'setRef', 'getReactElementRef',
      'chainPropTypes', 'exactProp', 'elementTypeAcceptingRef', 'refType', 'integerPropType', 'getDisplayName',
    ].join('|')})`,
    `@mui[\\\\/]material[\\\\/](?:${[
      'styles', 'utils', 'transitions', 'ButtonBase', 'useLazyRipple', 'CircularProgress', 'Button', 'ButtonGroup',
      'Container', 'Typography', 'Box', 'Toolbar', 'AppBar', 'IconButton', 'Paper', 'SvgIcon', 'Card', 'CardContent',
      'CssBaseline', 'GlobalStyles', 'zero-styled', 'DefaultPropsProvider', 'colors', 'className', 'Link',
    ].join('|')})`,
    '@mui[\\\\/]icons-material[\\\\/](?:Menu|HelpOutlineOutlined)',
  ].join('|'),
);

/** The parts of the public forms (Conform, the outlined field), one file of their own. */
const PUBLIC_FORM_UI = nodeModule(
  [
    '@conform-to[\\\\/](?:dom|react)',
    `@mui[\\\\/]material[\\\\/](?:${['InputBase', 'OutlinedInput', 'FormControl', 'InputLabel', 'FormLabel', 'FormHelperText', 'TextareaAutosize', 'Select[\\\\/]selectClasses'].join('|')})`,
    '@mui[\\\\/]utils[\\\\/]isMuiElement',
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [withoutThemeVariables(), reactRouter()],
  publicDir: 'web/public',
  // One copy of emotion and MUI in the server build, bundled: left to Node, @mui/* would get an
  // emotion context of its own and no CSS would reach the server-rendered HTML.
  ssr: { noExternal: [/^@emotion\//, /^@mui\//] },
  build: {
    // Every browser the site supports preloads modules natively: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // The browser's build: React, React DOM and React Router in one chunk, the styling and the
    // MUI parts of every page's frame in another, the public forms' parts in a third. One file
    // compresses better than its parts spread over some forty small shared chunks, and on a
    // phone's network each file is a request (decisions 028 and 042).
    // The server's build is one file: a dynamic import there (a form's schema, loaded later in the
    // browser) has nothing to split off, so it is inlined.
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
                { name: 'ui', test: EVERY_PAGE_UI, priority: 2 },
                { name: 'form', test: PUBLIC_FORM_UI, priority: 1 },
              ],
            },
          },
        },
  },
  server: { proxy: apiProxy },
}));

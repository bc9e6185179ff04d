import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_FRAME_MODULES, SIGNED_IN_PAGES } from '../../common/prerender';
import { modulePreloadFiles, signedInPageHints, type ViteManifest } from './route-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_Box.js': { file: 'assets/Box-1.js', imports: ['_react.js'] },
  '_Card.js': { file: 'assets/Card-1.js', imports: ['_Box.js'] },
  'app/signed-in-providers.tsx': { file: 'assets/signed-in-providers-1.js', imports: ['index.html', '_react.js'] },
  'pages/account/account-layout.tsx': { file: 'assets/account-layout-1.js', imports: ['index.html', '_Box.js'] },
  'pages/account/round-page.tsx': { file: 'assets/round-page-1.js', imports: ['_Card.js', '_Box.js'] },
};

describe('module preloads of the signed-in pages', () => {
  it('names the page’s modules and their static imports, less what the entry loads', () => {
    expect(modulePreloadFiles(manifest, '/account/round/0b6f3c1e-1111-4222-8333-444455556666').sort()).toEqual(
      ['/assets/Box-1.js', '/assets/Card-1.js', '/assets/account-layout-1.js', '/assets/round-page-1.js', '/assets/signed-in-providers-1.js'].sort(),
    );
    expect(modulePreloadFiles(manifest, '/login')).toEqual([]);
    expect(modulePreloadFiles(manifest, '/account/round/a/b')).toEqual([]);
  });

  it('lists each module after the modules it imports (the order the page runs them in, one by one)', () => {
    expect(modulePreloadFiles(manifest, '/account/round/0b6f3c1e-1111-4222-8333-444455556666')).toEqual([
      '/assets/signed-in-providers-1.js',
      '/assets/Box-1.js',
      '/assets/account-layout-1.js',
      '/assets/Card-1.js',
      '/assets/round-page-1.js',
    ]);
  });

  it('hints the session call on signed-in pages only, with or without a manifest', () => {
    expect(signedInPageHints(null, '/account')).toEqual(['<link rel="preload" href="/api/user/session" as="fetch" crossorigin="anonymous">']);
    expect(signedInPageHints(manifest, '/')).toEqual([]);
  });

  it('names modules that exist in the web app (a renamed page would silently lose its hint)', () => {
    const modules = new Set([...SIGNED_IN_FRAME_MODULES, ...SIGNED_IN_PAGES.map(([, m]) => m)]);
    for (const module of modules) expect(fs.existsSync(path.join('web', module)), module).toBe(true);
  });
});

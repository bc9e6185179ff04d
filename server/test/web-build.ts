import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../app';
import { TEST_ORIGIN } from './factories';
import { createTestApp, type TestApp } from './harness';

/** What the web build is made from: a change to any of these makes another build. */
const SOURCES = ['web', 'common', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];
/** Builds are kept per checkout: several worktrees' runs share the machine's temporary folder. */
const PREFIX = `ogs-web-test-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)}-`;

/** A fingerprint of the sources: every file's path, size and time of change. */
function sourcesKey(): string {
  const hash = createHash('sha1');
  const walk = (entry: string) => {
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name));
    } else {
      hash.update(`${entry} ${stat.size} ${stat.mtimeMs}\n`);
    }
  };
  for (const source of SOURCES) if (fs.existsSync(source)) walk(source);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The web app as `react-router build` makes it (decision 019), for a test that serves it through
 * the real app (`createTestApp({ WEB_DIST_DIR: dir })`). One build serves every test file of a run,
 * and later runs, until a source changes: each file that serves pages used to build its own, twice
 * per CI run (PGlite and PostgreSQL). A build is made in a folder of its own and renamed into place,
 * so files starting together at worst each build once; this checkout's builds of older sources
 * are removed.
 */
export function buildWebApp(): { dir: string } {
  const dir = path.join(os.tmpdir(), `${PREFIX}${sourcesKey()}`);
  if (fs.existsSync(path.join(dir, 'server'))) return { dir };
  const building = fs.mkdtempSync(`${dir}-building-`);
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { env: { ...process.env, WEB_BUILD_DIR: building }, stdio: 'ignore' });
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another file's build got there first: the same sources, so the same app.
    fs.rmSync(building, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (name.startsWith(PREFIX) && other !== dir && !name.includes('-building-')) fs.rmSync(other, { recursive: true, force: true });
  }
  return { dir };
}

/** The real app serving the built web app (WEB_DIST_DIR), with `env` on top: for a test file's beforeAll. */
export const createWebTestApp = (env: Record<string, string> = {}): Promise<TestApp> => createTestApp({ WEB_DIST_DIR: buildWebApp().dir, ...env });

/** A form posted as a browser without JavaScript posts it: urlencoded, from the site's own origin, with the user's cookie. */
export const postForm = (app: App, url: string, cookie: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The web app as `react-router build` makes it (decision 019), in a folder of its own, for a test
 * that serves it through the real app (`createTestApp({ WEB_DIST_DIR: dir })`); `remove()` after.
 */
export function buildWebApp(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-web-'));
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { env: { ...process.env, WEB_BUILD_DIR: dir }, stdio: 'ignore' });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

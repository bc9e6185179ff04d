import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start` builds the web app when the build is missing or older than its sources, so a fresh
 * clone needs only `npm install` and `npm start`.
 */
const root = process.cwd();
const built = path.join(root, 'dist', 'web', 'server', 'index.js');
const sources = ['web', 'common', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  // The build's own output (module counts, every chunk's size, the warnings React Router 7 and
  // Vite 8 give each other) is for whoever changes the build, not for a newcomer starting the
  // site: it is kept, and printed only when the build fails.
  process.stdout.write(builtAt ? 'Web app sources changed: building… ' : 'Building the web app (about half a minute)… ');
  const started = Date.now();
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write('failed:\n');
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    if (build.error) console.error(build.error.message);
    process.exit(build.status ?? 1);
  }
  console.log(`built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

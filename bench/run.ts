/**
 * `npm run bench [-- section …]`: prints figures measured in this run, each beside a baseline
 * measured in the same run. Never asserts wall-clock times: the machine is shared and noisy.
 * Sections: session, bundle (the default set), and any other listed below.
 */
import { execFileSync } from 'node:child_process';
import { benchBundle } from './bundle';
import { benchSession } from './session';

const sections: Record<string, () => Promise<void>> = {
  session: () => benchSession(),
  bundle: () => benchBundle(),
};
const DEFAULT = ['session', 'bundle'];

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const chosen = requested.length ? requested : DEFAULT;
const unknown = chosen.filter((s) => !sections[s]);
if (unknown.length) {
  console.error(`Unknown bench section: ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}

execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/ensure-web-build.ts'], { stdio: 'inherit' });
console.log(`bench on ${new Date().toISOString()}, node ${process.version}, sections: ${chosen.join(', ')}`);
for (const name of chosen) await sections[name]();

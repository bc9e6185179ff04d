/**
 * `npm run bench [-- section …]`: prints figures measured in this run, each beside a baseline
 * measured in the same run. Never asserts wall-clock times: the machine is shared and noisy.
 * Sections: session, bundle, stats, lighthouse (the default set), and the others listed below.
 */
import { execFileSync } from 'node:child_process';
import { benchBundle } from './bundle';
import { benchLighthouse } from './lighthouse';
import { benchLighthouseSignedIn } from './lighthouse-signed-in';
import { benchSession } from './session';
import { benchLoad, loadOptionsFromArgv } from './load';
import { benchStats, benchStatsPglite } from './stats';
import { benchAnalysis } from './analysis';
import { benchBackup } from './backup';
import { benchImport } from './import';
import { benchPages } from './pages';
import { benchSessions } from './sessions';
import { benchWeightSignedIn } from './weight-signed-in';
import { benchClips } from './clips';
import { benchPhone } from './phone';
import { benchClipsPhone } from './clips-phone';

const sections: Record<string, () => Promise<void>> = {
  session: () => benchSession(),
  bundle: () => benchBundle(),
  // Lighthouse targets on the six public pages; about 2 minutes (LIGHTHOUSE_RUNS=3 for medians).
  lighthouse: async () => void (await benchLighthouse()),
  // Lighthouse on the seven signed-in pages of a Pro account with data, by its session cookie; about 2 minutes.
  'lighthouse-signed-in': async () => void (await benchLighthouseSignedIn()),
  // A Pro user with 100,000 shots in a table of 1,000,000: stats calls, upload rate, CSV export.
  stats: () => benchStats(),
  'stats-pglite': () => benchStatsPglite(),
  // Gapping, dispersion and trends for an account of 1,000,000 shots in a table of 5,000,000, beside the plain statements (BENCH_ANALYSIS_DB keeps the seeded database).
  analysis: () => benchAnalysis(),
  // CSV import: 50,000 Garmin rows streamed, beside the ingest API's rate for the same shots.
  import: () => benchImport(),
  // Ingest of the whole record beside a raw INSERT; a 2,000-shot session's API beside its SQL.
  sessions: () => benchSessions(),
  // The account backup of 1,000,000 shots streamed, beside reading them over pg (BENCH_BACKUP_SHOTS to change).
  backup: () => benchBackup(),
  // Decision 015: signed-in pages drawn on the server, beside the undrawn page and their API calls.
  pages: () => benchPages(),
  // Decision 025: the JS and CSS each signed-in page loads, charts included (BENCH_SCREENSHOTS=<folder> for PNGs).
  'weight-signed-in': () => benchWeightSignedIn(),
  // Decision 033: tus uploads beside a plain streamed PUT, 20 at once, memory during 1 GB, a 1 MB range's first byte beside @fastify/static;
  // then decision 040's phone figure (clips-phone alone): the shot view's first frame at 4× CPU slowdown beside a static page.
  clips: async () => {
    await benchClips();
    await benchClipsPhone();
  },
  'clips-phone': () => benchClipsPhone(),
  // Decision 042: signed-in pages at 4x CPU and a 4G-like network, demo and large account (BENCH_PHONE_SHOTS).
  phone: () => benchPhone(),
  // Not in the default set: 60 s of load and a 5-minute soak (`-- load --soak-seconds 60` to shorten).
  load: () => benchLoad(loadOptionsFromArgv()),
};
const DEFAULT = ['session', 'bundle', 'pages', 'stats', 'analysis', 'import', 'lighthouse'];

const args = process.argv.slice(2);
// `--name value` options belong to sections (load); their values are not section names.
const requested = args.filter((a, i) => !a.startsWith('-') && !(args[i - 1]?.startsWith('--') && !args[i - 1].includes('=')));
const chosen = requested.length ? requested : DEFAULT;
const unknown = chosen.filter((s) => !sections[s]);
if (unknown.length) {
  console.error(`Unknown bench section: ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}

execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/ensure-web-build.ts'], { stdio: 'inherit' });
console.log(`bench on ${new Date().toISOString()}, node ${process.version}, sections: ${chosen.join(', ')}`);
for (const name of chosen) await sections[name]();

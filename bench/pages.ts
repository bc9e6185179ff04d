import fs from 'node:fs';
import { signedInAccount } from './lighthouse-signed-in';
import { createBenchDatabase, load, printLoadTable, startProcess } from './support';

/**
 * What drawing the signed-in pages on the server costs (decision 015), on PostgreSQL: each page
 * requested with a Pro user's session cookie (drawn for them, with their data) beside the same
 * address without a cookie (the unrendered index.html every visitor got before: the baseline)
 * and the API call the page's main figures come from. 2 connections: an instance draws two pages
 * at once at most (server/plugins/web.ts; more go to the browser undrawn). Also the server's
 * resident memory before and after (the renderer is loaded on the first drawn page).
 */
export async function benchPages({ seconds = 10, connections = 2 } = {}): Promise<void> {
  const database = await createBenchDatabase();
  const app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${app.process.pid}/status`, 'utf8'))?.[1]) / 1024;
  try {
    const origin = app.url.replace('127.0.0.1', 'localhost');
    const { cookie, roundId } = await signedInAccount(origin);
    const rssBefore = rss();
    const rows = [await load('GET /account/rounds, no cookie (index.html)', `${app.url}/account/rounds`, { seconds, connections })];
    const pages: [string, string][] = [
      ['/account/rounds', '/api/stats/rounds?page=1'],
      [`/account/round/${roundId}`, `/api/stats/round/${roundId}`],
      ['/account/shot-data', '/api/stats/shots?player=all'],
      ['/account/profile', '/api/user/devices'],
    ];
    for (const [page, api] of pages) {
      rows.push(await load(`GET ${page.replace(roundId, '{round}')}, drawn`, `${app.url}${page}`, { seconds, connections, headers: { cookie } }));
      rows.push(await load(`  its call ${api.replace(roundId, '{round}')}`, `${app.url}${api}`, { seconds, connections, headers: { cookie } }));
    }
    printLoadTable(`Signed-in pages drawn on the server, PostgreSQL, ${connections} connections`, rows, rows[0]);
    console.log(`server resident memory: ${rssBefore.toFixed(0)} MiB before the first drawn page, ${rss().toFixed(0)} MiB after`);
  } finally {
    await app.stop();
    await database.drop();
  }
}

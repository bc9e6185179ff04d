import fs from 'node:fs';
import { signedInAccount } from './lighthouse-signed-in';
import { load, printLoadTable, startProductionServer } from './support';

/**
 * What drawing the signed-in pages on the server costs (decisions 015, 019), on PostgreSQL with the
 * server as production runs it (React's production build): each page requested with a Pro user's
 * session cookie (drawn for them, with their data by its loader) beside the same address without a
 * cookie (what a signed-out visitor gets) and the API call the page's main figures come from
 * (target: the drawn page at most 3x its JSON call). 2 connections at a time. Also the
 * server's resident memory before and after.
 */
export async function benchPages({ seconds = 10, connections = 2 } = {}): Promise<void> {
  const app = await startProductionServer();
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${app.process.pid}/status`, 'utf8'))?.[1]) / 1024;
  try {
    const { cookie, roundId } = await signedInAccount(app);
    const rssBefore = rss();
    const rows = [await load('GET /account/rounds, no cookie', `${app.url}/account/rounds`, { seconds, connections })];
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
  }
}

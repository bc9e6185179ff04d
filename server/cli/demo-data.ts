/**
 * `npm run demo-data -- --email <e> [--shots <n>] [--days <d>] [--seed <s>]`: adds realistic rounds
 * and shots to an existing account (benchmarks and demos). Works on PostgreSQL (DATABASE_URL) while
 * the server runs, and on the embedded database while the server is stopped.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DatabaseBusyError, openDatabase, runMigrations } from '../db/client';
import { findUserByEmail } from '../modules/accounts/repo';
import { seedDemoData } from './demo-seed';

const USAGE = 'Usage: npm run demo-data -- --email <email> [--shots <n>] [--days <d>] [--seed <s>]';

function positiveInt(value: string | undefined, name: string, fallback: number | undefined, max: number): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}`);
  return n;
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  let email: string;
  let shots: number | undefined;
  let days: number | undefined;
  let seed: number | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, shots: { type: 'string' }, days: { type: 'string' }, seed: { type: 'string' } },
      strict: true,
    });
    if (!values.email) throw new UsageError('--email is required');
    email = values.email.trim().toLowerCase();
    shots = positiveInt(values.shots, 'shots', undefined, 10_000_000);
    days = positiveInt(values.days, 'days', undefined, 3650);
    seed = positiveInt(values.seed, 'seed', undefined, 2 ** 31 - 1);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir, poolSize: config.databasePoolSize });
  try {
    await runMigrations(database);
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    const started = Date.now();
    const result = await seedDemoData(database.db, user.id, { shots, days, seed });
    console.log(`Added ${result.rounds} rounds, ${result.sessions} range sessions and ${result.shots} shots to ${email} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof DatabaseBusyError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);

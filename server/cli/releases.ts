/**
 * `npm run releases -- publish --version <x.y.z> --url <download address> [--notes <text>]
 * [--size-mb <MB>]`: publishes a new desktop release, with its notes (one change a line) and the
 * installer's size, which Downloads offers from then on. `npm run releases -- current` prints the
 * release offered now. Works on PostgreSQL (DATABASE_URL) while the server runs, and on the
 * embedded database while the server is stopped; if the server holds it, it says so.
 */
import { parseArgs } from 'node:util';
import { publishReleaseBodySchemaFor, type PublishReleaseBody } from '../../common/schemas/downloads';
import { ConfigError, loadConfig } from '../config';
import { DatabaseBusyError, openDatabase, runMigrations } from '../db/client';
import { currentReleases, publishDesktopRelease, seedDesktopRelease } from '../modules/downloads/service';

const USAGE = 'Usage: npm run releases -- publish --version <x.y.z> --url <download address> [--notes <text>] [--size-mb <MB>] | current';

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { version: { type: 'string' }, url: { type: 'string' }, notes: { type: 'string' }, 'size-mb': { type: 'string' } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if ((command !== 'publish' && command !== 'current') || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  let release: PublishReleaseBody | null = null;
  if (command === 'publish') {
    const schema = publishReleaseBodySchemaFor({ allowHttp: config.env === 'development' });
    const { version, url, notes, 'size-mb': sizeMb } = parsed.values;
    const checked = schema.safeParse({ version, url, notes, sizeMb });
    if (!checked.success) {
      console.error(`${checked.error.issues[0].message}\n${USAGE}`);
      return 2;
    }
    release = checked.data;
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir, poolSize: config.databasePoolSize });
  try {
    await runMigrations(database);
    await seedDesktopRelease(database.db, config.desktopRelease);
    const { desktop } = release ? await publishDesktopRelease(database.db, release, null) : await currentReleases(database.db);
    console.log(`${release ? 'Published' : 'Current'} desktop release: v${desktop.version} ${desktop.url}`);
    if (desktop.sizeBytes !== null) console.log(`Size: ${(desktop.sizeBytes / 1_000_000).toFixed(1)} MB`);
    if (desktop.notes) console.log(`Notes:\n${desktop.notes}`);
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

/**
 * `npm run releases -- publish --version <x.y.z> --url <download address>`: publishes a new
 * desktop release, which Downloads offers from then on. `npm run releases -- current` prints the
 * release offered now. Works on PostgreSQL (DATABASE_URL) while the server runs, and on the
 * embedded database while the server is stopped; if the server holds it, it says so.
 */
import { parseArgs } from 'node:util';
import { publishReleaseBodySchemaFor } from '../../common/schemas/downloads';
import { ConfigError, loadConfig } from '../config';
import { DatabaseBusyError, openDatabase, runMigrations } from '../db/client';
import { currentReleases, publishDesktopRelease, seedDesktopRelease } from '../modules/downloads/service';

const USAGE = 'Usage: npm run releases -- publish --version <x.y.z> --url <download address> | current';

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { version: { type: 'string' }, url: { type: 'string' } } });
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
  let release: { version: string; url: string } | null = null;
  if (command === 'publish') {
    const schema = publishReleaseBodySchemaFor({ allowHttp: config.env === 'development' });
    const checked = schema.safeParse({ version: parsed.values.version, url: parsed.values.url });
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

/**
 * `npm run users -- grant-employee <email>` / `revoke-employee <email>`: sets `isEmployee`.
 * Works on PostgreSQL (DATABASE_URL) while the server runs, and on the embedded database while
 * the server is stopped; if the server holds the embedded database, it says so and changes nothing.
 */
import { ConfigError, loadConfig } from '../config';
import { DatabaseBusyError, openDatabase, runMigrations } from '../db/client';
import { setEmployee } from '../modules/accounts/repo';

const USAGE = 'Usage: npm run users -- grant-employee <email> | revoke-employee <email>';

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail] = argv;
  if ((command !== 'grant-employee' && command !== 'revoke-employee') || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir, poolSize: config.databasePoolSize });
  try {
    await runMigrations(database);
    const email = rawEmail.trim().toLowerCase();
    const updated = await setEmployee(database.db, email, command === 'grant-employee');
    if (!updated) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    console.log(`${email} is ${command === 'grant-employee' ? 'now' : 'no longer'} an employee.`);
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

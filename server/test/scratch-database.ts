import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `work` on a connection of its own to the server of `adminUrl`, closed afterwards. */
export async function onAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database on the server of `adminUrl`, named `<prefix>_<random>`, and its
 * removal: for test files, the multi-process tests and the bench alike. Empty, or a copy of the
 * database `template` (which nobody may be connected to while it is copied).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => dropDatabase(adminUrl, name) };
}

/** Drops the database `name` on the server of `adminUrl`, ending its connections first. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`, named `<prefix>_<random>`, and
 * its removal: for test files, the multi-process tests and the bench alike.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

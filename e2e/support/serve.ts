/**
 * The browser suite's web server: builds the web app into a folder of this run's own, starts a
 * real SMTP peer (smtp-server) that keeps what it receives, with a small HTTP API to read the
 * mail and to take the peer down and up again, then starts the real server on a fresh embedded
 * PostgreSQL database with that peer as its mail server.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ADMIN_DATABASE_URL, DATABASE_URL_FILE } from './db';
import { E2E_PORT, MAIL_CONTROL_PORT, SMTP_PORT, WORK_DIR } from './ports';

const webDir = path.join(WORK_DIR, 'web');
fs.rmSync(WORK_DIR, { recursive: true, force: true });
fs.mkdirSync(WORK_DIR, { recursive: true });

// A PostgreSQL database of this run's own, so the tests can arrange what has no UI yet
// (an employee, a Pro plan) while the server runs; dropped when the run ends.
const databaseName = `ogs_e2e_${E2E_PORT}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
await admin.connect();
// A run that was killed could not drop its database: earlier runs' on this port go now.
const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`ogs_e2e_${E2E_PORT}_%`]);
for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
await admin.query(`create database ${databaseName}`);
await admin.end();
const databaseUrl = new URL(ADMIN_DATABASE_URL);
databaseUrl.pathname = `/${databaseName}`;
fs.writeFileSync(DATABASE_URL_FILE, databaseUrl.toString());
async function dropDatabase() {
  const again = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await again.connect();
  await again.query(`drop database if exists ${databaseName} with (force)`);
  await again.end();
}

execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, WEB_BUILD_DIR: webDir },
});

interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}
const received: ReceivedMail[] = [];

function startSmtp(): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  server.listen(SMTP_PORT, '127.0.0.1');
  return server;
}
let smtp: SMTPServer | null = startSmtp();

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/mails') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return send(200, received.filter((m) => !to || m.to.includes(to)));
    }
    if (req.method === 'POST' && url.pathname === '/smtp/stop') {
      const closing = smtp;
      smtp = null;
      if (!closing) return send(200, { running: false });
      return closing.close(() => send(200, { running: false }));
    }
    if (req.method === 'POST' && url.pathname === '/smtp/start') {
      smtp ??= startSmtp();
      return send(200, { running: true });
    }
    send(404, { error: 'not found' });
  })
  .listen(MAIL_CONTROL_PORT, '127.0.0.1');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    DATABASE_URL: databaseUrl.toString(),
    WEB_DIST_DIR: webDir,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    RATE_LIMIT_AUTH: process.env.RATE_LIMIT_AUTH ?? '10000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
};
server.on('exit', (code) => {
  void dropDatabase()
    .catch(() => {})
    .finally(() => process.exit(code ?? 0));
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

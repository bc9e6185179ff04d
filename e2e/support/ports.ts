import path from 'node:path';

/**
 * One browser-suite run owns a port range, so several runs (and several engineers) never meet:
 * the app on E2E_PORT, its SMTP peer on +1 and the peer's control API on +2.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4100);
export const SMTP_PORT = E2E_PORT + 1;
export const MAIL_CONTROL_PORT = E2E_PORT + 2;
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const WORK_DIR = path.resolve('.e2e', String(E2E_PORT));

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import * as outbox from './outbox';
import { renderMail, type MailContext } from './templates';
import { isPermanentRefusal, type MailTransport } from './transport';

export interface MailSenderOptions {
  /** How often to look for due mail while all is well. */
  pollIntervalMs: number;
  /** The first retry delay; each further failure doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Mails claimed at once. */
  batchSize: number;
  /** How long a claim lasts: longer than the slowest batch can take (the SMTP timeouts times the batch). */
  leaseMs: number;
  /** Sent and failed mail is deleted after this many days. */
  keepDays: number;
}

export const DEFAULT_SENDER_OPTIONS: MailSenderOptions = {
  pollIntervalMs: 1000,
  retryBaseMs: 2000,
  retryMaxMs: 10 * 60_000,
  batchSize: 10,
  leaseMs: 15 * 60_000,
  keepDays: 30,
};

export interface SendRound {
  claimed: number;
  /** Requests resolved (server/mail/outbox.ts, MAIL_REQUESTS): what they queued is due at once. */
  resolved: number;
  sent: number;
  failed: number;
  /** The mail server could not take a mail: the loop waits before trying again. */
  serverDown: boolean;
}

export interface MailSender {
  start(): void;
  /** Ends the loop; a send in flight gets a few seconds to finish first. */
  stop(): Promise<void>;
  /** One round: claim due mail, send it, record the outcome. The loop calls it; so can tests. */
  runOnce(signal?: AbortSignal): Promise<SendRound>;
}

/**
 * Decides, in the transaction that ends the request, what mail (if any) a request is owed, and
 * queues it; e.g. a reset link when the address has an account.
 */
export type MailRequestResolver = (tx: Database, recipient: string) => Promise<void>;

const GRACE_ON_STOP_MS = 5000;

export function retryDelay(failures: number, { retryBaseMs, retryMaxMs }: Pick<MailSenderOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, failures - 1), retryMaxMs);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const describe = (error: unknown) => {
  const { message, code, responseCode } = error as { message?: string; code?: string; responseCode?: number };
  return [code, responseCode, message].filter(Boolean).join(' ') || 'unknown error';
};

/**
 * Delivers the outbox. Safe with several instances: mails are claimed with `FOR UPDATE SKIP
 * LOCKED` and a lease, and each is marked sent right after the mail server accepted it, so each
 * is sent once. While the mail server is unreachable, the loop and every mail back off
 * exponentially; nothing is dropped.
 */
export function createMailSender({
  db,
  transport,
  context,
  log,
  resolvers = {},
  options: partial = {},
}: {
  db: Database;
  transport: MailTransport;
  context: MailContext;
  log: FastifyBaseLogger;
  resolvers?: Partial<Record<outbox.MailRequestName, MailRequestResolver>>;
  options?: Partial<MailSenderOptions>;
}): MailSender {
  const options = { ...DEFAULT_SENDER_OPTIONS, ...partial };
  let loop: Promise<void> | null = null;
  let stopping: AbortController | null = null;
  let inFlight: AbortController | null = null;
  let lastCleanup = 0;

  async function runOnce(signal?: AbortSignal): Promise<SendRound> {
    const claimed = await outbox.claimDueMails(db, options.batchSize, options.leaseMs);
    const round: SendRound = { claimed: claimed.length, resolved: 0, sent: 0, failed: 0, serverDown: false };
    const mails: typeof claimed = [];
    for (const row of claimed) {
      const resolve = outbox.isMailRequestName(row.template) ? resolvers[row.template] : undefined;
      if (!resolve) {
        mails.push(row);
        continue;
      }
      // The request ends with what it queued, in one transaction: resolved once, or not at all.
      try {
        await db.transaction(async (tx) => {
          await resolve(tx, row.recipient);
          await outbox.deleteMail(tx, row.id);
        });
        round.resolved++;
      } catch (error) {
        const delay = retryDelay(row.attempts, options);
        log.warn({ mailId: row.id, template: row.template, retryInMs: delay, err: { message: (error as Error).message } }, 'mail request not resolved, will retry');
        await outbox.scheduleRetry(db, row.id, delay, describe(error));
      }
    }
    for (const [index, mail] of mails.entries()) {
      if (signal?.aborted) {
        await outbox.release(db, mails.slice(index).map((m) => m.id));
        break;
      }
      let rendered;
      try {
        rendered = renderMail(mail.template, mail.data, context);
      } catch (error) {
        log.error({ mailId: mail.id, template: mail.template, err: { message: (error as Error).message } }, 'mail cannot be rendered');
        await outbox.markFailed(db, mail.id, `render: ${(error as Error).message}`);
        round.failed++;
        continue;
      }
      try {
        await transport.send({ to: mail.recipient, ...rendered }, signal);
      } catch (error) {
        if (isPermanentRefusal(error)) {
          log.error({ mailId: mail.id, template: mail.template, error: describe(error) }, 'mail refused by the mail server');
          await outbox.markFailed(db, mail.id, describe(error));
          round.failed++;
          continue;
        }
        const delay = retryDelay(mail.attempts, options);
        log.warn({ mailId: mail.id, template: mail.template, attempts: mail.attempts, retryInMs: delay, error: describe(error) }, 'mail not sent, will retry');
        await outbox.scheduleRetry(db, mail.id, delay, describe(error));
        await outbox.release(db, mails.slice(index + 1).map((m) => m.id));
        round.serverDown = true;
        break;
      }
      await outbox.markSent(db, mail.id);
      log.info({ mailId: mail.id, template: mail.template, attempts: mail.attempts }, 'mail sent');
      round.sent++;
    }
    return round;
  }

  async function run(stop: AbortSignal) {
    let failuresInARow = 0;
    while (!stop.aborted) {
      let wait = options.pollIntervalMs;
      try {
        if (Date.now() - lastCleanup > 3_600_000) {
          await outbox.deleteOldMails(db, options.keepDays);
          lastCleanup = Date.now();
        }
        inFlight = new AbortController();
        const round = await runOnce(inFlight.signal);
        if (round.serverDown) {
          failuresInARow++;
          wait = retryDelay(failuresInARow, options);
        } else {
          failuresInARow = 0;
          // A full batch means more may be waiting.
          if (round.claimed === options.batchSize || round.resolved > 0) wait = 0;
        }
      } catch (error) {
        // The database is unreachable or closing: try again later, the process stays up.
        failuresInARow++;
        wait = retryDelay(failuresInARow, options);
        if (!stop.aborted) log.warn({ err: { message: (error as Error).message }, retryInMs: wait }, 'mail sender cannot reach the database');
      } finally {
        inFlight = null;
      }
      await sleep(wait, stop);
    }
  }

  return {
    runOnce,
    start() {
      if (loop) return;
      stopping = new AbortController();
      loop = run(stopping.signal);
      log.info({ transport: transport.kind }, 'mail sender started');
    },
    async stop() {
      if (!loop || !stopping) return;
      stopping.abort();
      const grace = setTimeout(() => inFlight?.abort(), GRACE_ON_STOP_MS);
      await loop;
      clearTimeout(grace);
      loop = null;
    },
  };
}

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** Hands a mail to the mail server; resolves only once the server has accepted it. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/** How long we wait on a mail server before calling it unreachable and trying again later. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** A mail as a person reads it in the log: its header lines, a blank line, the text, between rules. */
export function mailAsText(from: string, mail: OutgoingMail): string {
  const rule = '-'.repeat(72);
  return [rule, `From: ${from}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text.trimEnd(), rule].join('\n');
}

/**
 * nodemailer over `SMTP_URL`; without it (development only: production refuses to start), the
 * mail is written to the log, links included, so a developer can follow them.
 */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): MailTransport {
  if (!config.smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail written to the log (SMTP_URL is not set)\n${mailAsText(config.mailFrom, mail)}`);
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail, signal) {
      // The address alone, never a string nodemailer would parse for a display name.
      await transporter.sendMail({ from: config.mailFrom, to: { name: '', address: mail.to }, subject: mail.subject, text: mail.text, html: mail.html, signal });
    },
    close: () => transporter.close(),
  };
}

/**
 * True when the mail server refused this mail for good (an unknown or refused recipient, a
 * refused message): trying again would not help. Everything else (unreachable, timeouts,
 * 4xx answers, a failed login) is worth another try later.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

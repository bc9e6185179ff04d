import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft line breaks and `=3D` undone, for finding links. */
  decoded: string;
}

export interface SmtpPeer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Listens (again) on the same port. */
  start(): Promise<void>;
  /** Stops listening and drops open connections at once. */
  stop(): Promise<void>;
  mailsTo(address: string): ReceivedMail[];
  /** Waits until `count` mails have reached `address` (any address when omitted). */
  waitForMails(count: number, address?: string, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/**
 * A real SMTP server (the `smtp-server` package) on a random local port that keeps what it
 * receives. `rejectRecipients` makes it refuse those addresses with a 550, as a real server
 * refuses an unknown mailbox. Created stopped when `listening` is false: the outage tests.
 */
export async function createSmtpPeer({
  listening = true,
  rejectRecipients = [] as string[],
}: { listening?: boolean; rejectRecipients?: string[] } = {}): Promise<SmtpPeer> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (rejectRecipients.includes(address.address.toLowerCase())) {
          const error = new Error('No such mailbox') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            decoded: decode(raw),
          });
          callback();
        });
      },
    });

  const peer: SmtpPeer = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async start() {
      if (server) return;
      server = make();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    mailsTo: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    async waitForMails(count, address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = address ? peer.mailsTo(address) : mails;
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s)${address ? ` to ${address}` : ''}, got ${found.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
  if (listening) await peer.start();
  return peer;
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.decoded.match(new RegExp(`${escaped}[A-Za-z0-9_\\-./%?=&]*`));
  if (!match) throw new Error(`no link starting with ${prefix} in the mail`);
  return match[0];
}

/** Waits a while and confirms nothing more arrived: for "no mail" and "exactly one mail". */
export async function settle(ms = 400): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

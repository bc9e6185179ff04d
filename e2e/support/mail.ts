import { expect } from '@playwright/test';
import { MAIL_CONTROL_PORT } from './ports';

const control = `http://127.0.0.1:${MAIL_CONTROL_PORT}`;

export interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

/** Every mail the suite's SMTP peer has received for this address. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${control}/mails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits until `count` mails have reached the address, and returns them. */
export async function waitForMails(address: string, count = 1, timeout = 20_000): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, { timeout, message: `mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The first link in a raw mail that starts with the prefix (quoted-printable soft breaks undone). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}[^\\s"'<>]*`));
  if (!match) throw new Error(`no link starting with ${prefix} in mail`);
  return match[0];
}

export async function stopSmtp(): Promise<void> {
  await fetch(`${control}/smtp/stop`, { method: 'POST' });
}

export async function startSmtp(): Promise<void> {
  await fetch(`${control}/smtp/start`, { method: 'POST' });
}

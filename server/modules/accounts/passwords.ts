import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { messages } from '../../../common/messages';
import { AppError } from '../../errors';

/** OWASP's argon2id minimum; about 7 ms a hash on this machine. */
const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** At most this many hashes at once per process; each holds 19 MiB. */
const MAX_CONCURRENT = 4;
/** Requests beyond this many waiting get a 503 instead of a growing queue. */
const MAX_WAITING = 64;

let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw new AppError(503, 'busy', messages.serverBusy, undefined, { 'retry-after': '1' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` stays as it is.
    if (next) next();
    else running--;
  }
}

/** Hashing runs on libuv's thread pool, never on the event loop. */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return withHashSlot(() => verify(storedHash, password).catch(() => false));
}

let dummyHash: Promise<string> | null = null;

/**
 * For an unknown e-mail, verify against a hash of a random password, so the answer takes as long
 * as a wrong password does.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}

import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/accounts/passwords';
import { insertUser } from '../modules/accounts/repo';
import { seedDemoData } from './demo-seed';

export const DEMO_EMAIL = 'demo@opengolfsim.test';
const YEAR_MS = 365 * 86_400_000;

/**
 * On first start with an empty embedded database, outside production: a Pro demo account whose
 * e-mail and password are printed, so a newcomer can look around at once (PRODUCT.md): three
 * players, a few dozen rounds with hole-by-hole scores and a few thousand shots over 90 days.
 */
export async function ensureDemoAccount(db: Database, log: FastifyBaseLogger): Promise<DemoAccount | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const password = randomBytes(9).toString('base64url');
  const user = await insertUser(db, {
    email: DEMO_EMAIL,
    name: 'Demo Golfer',
    passwordHash: await hashPassword(password),
    marketing: false,
    acceptedTermsAt: new Date(),
  });
  if (!user) return null;
  await db
    .update(users)
    .set({ stripeActive: true, stripeCanceled: false, stripeExpiresAt: new Date(Date.now() + YEAR_MS) })
    .where(eq(users.id, user.id));
  const seeded = await seedDemoData(db, user.id);
  log.info({ email: DEMO_EMAIL, rounds: seeded.rounds, shots: seeded.shots }, 'demo account created');
  return { email: DEMO_EMAIL, password };
}

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * What a development start prints last, once it listens: the address to open and, on the first
 * start, the demo account in a box (its password is shown this once); on PostgreSQL, why there is
 * no demo account and how to fill one.
 */
export function startMessage(publicUrl: string, demo: DemoAccount | null, embeddedDatabase: boolean): string {
  const lines = [`OpenGolfSim is running: open ${publicUrl}`];
  if (demo) lines.push('', 'A demo Pro account was made for you (the password is shown this once):', `  e-mail    ${demo.email}`, `  password  ${demo.password}`);
  if (!embeddedDatabase) {
    lines.push('', 'No demo account: one is made only on the embedded database (DATABASE_URL is set).', 'To fill an account of yours: npm run demo-data -- --email <e-mail> --shots 4000');
  }
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, ''].join('\n');
}

import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { emailChangeRequests } from '../../db/schema/email-change-undos';
import { createUser, TEST_ORIGIN, uniqueEmail } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { createWebTestApp } from '../../test/web-build';
import { sha256Hex } from '../accounts/tokens';
import * as repo from './repo';

/**
 * The pages behind the links an e-mail change mails: a link that works shows its page (200); one
 * that is unknown, used or expired answers 404, its page saying so, with or without JavaScript.
 */
// Each test's first page is the server's first render of the page: slow on a busy machine.
let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const token = () => randomBytes(32).toString('base64url');
const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body };
};
/** The page's button pressed without JavaScript: a form post to the route's action. */
const confirmWithoutScript = async (url: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return { status: res.statusCode, body: res.body };
};

describe('/email-confirm/<token>', () => {
  it('answers 404 saying the link is invalid for an unknown, used or expired link; 200 while it works', async () => {
    const unknown = await page(`/email-confirm/${token()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(messages.emailConfirmInvalid);

    const user = await createUser(t.app);
    const newEmail = uniqueEmail('confirmed');
    const live = token();
    await repo.upsertRequest(t.database.db, { userId: user.id, tokenHash: sha256Hex(live), newEmail, validHours: 24 });
    const shown = await page(`/email-confirm/${live}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(newEmail);
    expect(shown.body).not.toContain(messages.emailConfirmInvalid);

    const done = await confirmWithoutScript(`/email-confirm/${live}`);
    expect(done.status).toBe(200);
    expect(done.body).toContain(fillMessage(messages.emailConfirmDone, { email: newEmail }));

    const used = await page(`/email-confirm/${live}`);
    expect(used.status).toBe(404);
    expect(used.body).toContain(messages.emailConfirmInvalid);
    const usedAgain = await confirmWithoutScript(`/email-confirm/${live}`);
    expect(usedAgain.status).toBe(404);
    expect(usedAgain.body).toContain(messages.emailConfirmInvalid);

    const expiring = token();
    await repo.upsertRequest(t.database.db, { userId: user.id, tokenHash: sha256Hex(expiring), newEmail: uniqueEmail('late'), validHours: 24 });
    await t.database.db.update(emailChangeRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(emailChangeRequests.userId, user.id));
    const expired = await page(`/email-confirm/${expiring}`);
    expect(expired.status).toBe(404);
    expect(expired.body).toContain(messages.emailConfirmInvalid);
  }, 180_000);
});

describe('/email-undo/<token>', () => {
  it('answers 404 saying the link is invalid for an unknown, used or expired link; 200 with its button while it works', async () => {
    const unknown = await page(`/email-undo/${token()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(messages.emailUndoInvalid);
    expect(unknown.body).not.toContain(messages.emailUndoButton);

    const user = await createUser(t.app);
    const live = token();
    await repo.insertUndo(t.database.db, { userId: user.id, tokenHash: sha256Hex(live), oldEmail: user.email, validDays: 7 });
    const shown = await page(`/email-undo/${live}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(messages.emailUndoButton);
    expect(shown.body).not.toContain(messages.emailUndoInvalid);

    const used = await t.app.inject({ method: 'POST', url: '/api/user/email-undo', payload: { token: live }, headers: { origin: TEST_ORIGIN } });
    expect(used.statusCode).toBe(200);
    const gone = await page(`/email-undo/${live}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain(messages.emailUndoInvalid);
  }, 180_000);
});

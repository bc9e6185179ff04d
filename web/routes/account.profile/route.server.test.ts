import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { clips } from '../../../server/db/schema/clips';
import { sharedReports } from '../../../server/db/schema/shared-reports';
import { shots } from '../../../server/db/schema/shots';
import { deviceTokens, users } from '../../../server/db/schema/users';
import { resolveSession } from '../../../server/modules/accounts/service';
import { createGolfer, uniqueEmail, type Golfer, type TestUser } from '../../../server/test/factories';
import { session, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import { ACCOUNT_DELETED_PATH } from '../../features/profile/account-deleted';
import { clippedShots } from '../../test/clipped-shots.server';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import { callAction, callLoader } from '../../test/route-args.server';
import type { ProfilePageData } from './profile-page';
import * as profileRoute from './route';
import { REMOVE_CLIP_INTENT, REVOKE_INTENT } from './settings-form';

/*
 * Settings' loader and each of its forms' actions as the framework calls them, on the test
 * database: what each form stores, and each refusal's message with nothing stored after it.
 * Ann (Pro) holds swing clips and a round with a clip on hole 3; Bob (Pro) has none.
 */
const s = clippedShots();

const load = (user: TestUser | null) => callLoader<ProfilePageData | null>(s.t, profileRoute, user, '/account/profile');
const post = (user: TestUser | null, form: string, fields: Record<string, string>) =>
  callAction<Record<string, unknown>>(s.t, profileRoute, user, `/account/profile?form=${form}`, fields);

const sessionTokenOf = (user: TestUser) => decodeURIComponent(user.cookie.replace(/^sid=/, ''));

/**
 * A post to a form whose action reads the Fastify reply (the session token of Update Password,
 * the cookie Delete Account clears): the reply's request with the user's session token, and the
 * names of the cookies cleared.
 */
async function postWithReply(user: TestUser, form: string, fields: Record<string, string>) {
  const cleared: string[] = [];
  const reply = { request: { sessionToken: sessionTokenOf(user) }, clearCookie: (name: string) => cleared.push(name) };
  const context = { ...(await loadContextOf(s.t, user)), reply };
  const answer = await profileRoute.action({ request: pageRequest(`/account/profile?form=${form}`, fields), params: {}, context } as never);
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location'), cleared };
  const { data, init } = answer as { data: Record<string, unknown>; init?: { status?: number } | null };
  return { status: init?.status ?? 200, data, cleared };
}

const userRow = async (user: TestUser) => (await s.t.database.db.select().from(users).where(eq(users.id, user.id)))[0];

describe('the Settings loader', () => {
  it('reads the account’s desktop apps, shared links, clip storage and the address waiting for confirmation', async () => {
    const { data, status } = await load(s.ann);
    expect(status).toBe(200);
    expect(data!.devices?.map((device) => device.name)).toEqual(['Sim PC']);
    expect(data!.reports).toEqual([]);
    expect(data!.pendingEmail).toBeNull();
    // Three ready clips and one processing: the storage as the API answers it.
    expect(data!.clipStorage).toMatchObject({ clips: 4 });
    expect(data!.clipStorage).toEqual((await s.t.app.inject({ url: '/api/clips/storage', headers: { cookie: s.ann.cookie } })).json());
  });

  it('shows the clip storage to a Pro account and to a free account that holds clips, not to a free one without', async () => {
    expect((await load(s.bob)).data!.clipStorage).toMatchObject({ clips: 0, used: 0 });
    const free = await createGolfer(s.t, { pro: false });
    expect((await load(free)).data!.clipStorage).toBeUndefined();
    const practice = session({ name: 'Before the plan ended' });
    await uploadAll(s.t.app, free.token, 'sessions', [practice]);
    const swing = shot({ club: '7i', sessionClientId: practice.clientId });
    await uploadAll(s.t.app, free.token, 'shots', [swing]);
    const [row] = await s.t.database.db.select({ id: shots.id }).from(shots).where(and(eq(shots.userId, free.id), eq(shots.clientId, swing.clientId!)));
    const [annClip] = await s.t.database.db.select().from(clips).where(eq(clips.shotId, s.ids.clipped));
    await s.t.database.db.insert(clips).values({ ...annClip!, id: crypto.randomUUID(), userId: free.id, shotId: row!.id, clientId: 'kept-after-plan' });
    expect((await load(free)).data!.clipStorage).toMatchObject({ clips: 1 });
  });

  it('reads nothing for a signed-out visit', async () => {
    expect((await load(null)).data).toBeNull();
  });
});

describe('the Units form', () => {
  it('stores the account’s units, and refuses an unknown unit with its message, storing nothing', async () => {
    const golfer = await createGolfer(s.t, { pro: false });
    const refused = await post(golfer, 'units', { distanceUnit: 'furlong', speedUnit: 'kmh' });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toMatchObject({ distanceUnit: [messages.unknownDistanceUnit] });
    expect(await userRow(golfer)).toMatchObject({ distanceUnit: 'yd', speedUnit: 'mph' });

    expect(await post(golfer, 'units', { distanceUnit: 'm', speedUnit: 'kmh' })).toMatchObject({ status: 200, data: { done: messages.unitsSaved } });
    expect(await userRow(golfer)).toMatchObject({ distanceUnit: 'm', speedUnit: 'kmh' });
  });
});

describe('the User Settings form', () => {
  it('stores a new name, and asks for a new address only with the right password', async () => {
    const golfer = await createGolfer(s.t, { pro: false });
    expect(await post(golfer, 'profile', { email: golfer.email, name: 'Ann Driver' })).toMatchObject({ status: 200, data: { done: messages.profileSaved } });
    expect(await userRow(golfer)).toMatchObject({ name: 'Ann Driver', email: golfer.email });

    const newEmail = uniqueEmail('moved');
    const bad = await post(golfer, 'profile', { email: 'not an address', name: 'Someone else' });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toHaveProperty('email');
    const noPassword = await post(golfer, 'profile', { email: newEmail, name: 'Someone else' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.data.error).toMatchObject({ password: [messages.emailChangePasswordRequired] });
    const wrong = await post(golfer, 'profile', { email: newEmail, name: 'Someone else', password: 'not my password' });
    expect(wrong.data.error).toMatchObject({ password: [messages.currentPasswordWrong] });
    expect(await userRow(golfer)).toMatchObject({ name: 'Ann Driver', email: golfer.email });
    expect((await load(golfer)).data!.pendingEmail).toBeNull();

    const asked = await post(golfer, 'profile', { email: newEmail, name: 'Ann Driver', password: golfer.password });
    expect(asked).toMatchObject({ status: 200, data: { done: fillMessage(messages.emailChangeRequested, { email: newEmail }) } });
    // The address changes once the link is followed: until then it waits.
    expect(await userRow(golfer)).toMatchObject({ email: golfer.email });
    expect((await load(golfer)).data!.pendingEmail).toBe(newEmail);
  });
});

describe('the Update Password form', () => {
  it('refuses a wrong current password or new ones that differ, then stores the new one and signs the desktop apps out', async () => {
    const golfer = await createGolfer(s.t, { pro: false });
    const before = (await userRow(golfer))!.passwordHash;
    const wrong = await postWithReply(golfer, 'password', { current: 'not my password', password: 'a new long password', password2: 'a new long password' });
    expect(wrong.status).toBe(400);
    expect(wrong.data!.error).toMatchObject({ current: [messages.currentPasswordWrong] });
    const differ = await postWithReply(golfer, 'password', { current: golfer.password, password: 'a new long password', password2: 'another long password' });
    expect(differ.status).toBe(400);
    expect(differ.data!.error).toMatchObject({ password2: [messages.updatePasswordsDoNotMatch] });
    expect((await userRow(golfer))!.passwordHash).toBe(before);
    expect((await load(golfer)).data!.devices).toHaveLength(1);

    const changed = await postWithReply(golfer, 'password', { current: golfer.password, password: 'a new long password', password2: 'a new long password' });
    expect(changed).toMatchObject({ status: 200, data: { done: messages.passwordUpdated } });
    expect((await userRow(golfer))!.passwordHash).not.toBe(before);
    // This session stays; the desktop app's token ends.
    expect(await resolveSession(s.t.database.db, sessionTokenOf(golfer))).not.toBeNull();
    expect((await load(golfer)).data!.devices).toEqual([]);
    const login = await s.t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: golfer.email, password: 'a new long password', deviceName: 'Sim PC' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('the Delete Account form', () => {
  it('refuses a missing or wrong password, keeping the account, then deletes it and clears the session cookie', async () => {
    const golfer = await createGolfer(s.t, { pro: false });
    const missing = await postWithReply(golfer, 'delete-account', { password: '' });
    expect(missing.status).toBe(400);
    expect(missing.data!.error).toMatchObject({ password: [messages.deleteAccountPasswordRequired] });
    const wrong = await postWithReply(golfer, 'delete-account', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.data!.error).toMatchObject({ password: [messages.deleteAccountPasswordWrong] });
    expect(wrong.cleared).toEqual([]);
    expect(await userRow(golfer)).toBeDefined();

    const deleted = await postWithReply(golfer, 'delete-account', { password: golfer.password });
    expect(deleted).toMatchObject({ status: 302, location: ACCOUNT_DELETED_PATH, cleared: ['sid'] });
    expect(await userRow(golfer)).toBeUndefined();
  });
});

describe('the Connected devices’ Revoke', () => {
  it('disconnects the account’s own desktop app; another intent, another’s app or no app is refused', async () => {
    const [golfer, other] = await Promise.all([createGolfer(s.t, { pro: false }), createGolfer(s.t, { pro: false })]);
    const [device] = (await load(golfer)).data!.devices!;
    expect(await post(golfer, 'devices', { intent: 'remove', id: device!._id })).toEqual({ status: 400, data: { error: messages.notFound } });
    for (const id of [device!._id, 'not-an-id', crypto.randomUUID()]) expect(await post(other, 'devices', { intent: REVOKE_INTENT, id })).toMatchObject({ status: 404 });
    expect((await load(golfer)).data!.devices).toHaveLength(1);

    expect(await post(golfer, 'devices', { intent: REVOKE_INTENT, id: device!._id })).toEqual({ status: 200, data: { done: messages.deviceRevoked } });
    expect((await load(golfer)).data!.devices).toEqual([]);
    const [row] = await s.t.database.db.select().from(deviceTokens).where(eq(deviceTokens.id, device!._id));
    expect(row!.revokedAt).not.toBeNull();
    expect(await post(null, 'devices', { intent: REVOKE_INTENT, id: device!._id })).toMatchObject({ status: 401 });
  });
});

describe('the Share dialog and the shared links’ Remove clip and Revoke', () => {
  async function annRoundAndClip() {
    const [row] = await s.t.database.db.select({ roundId: shots.roundId }).from(shots).where(eq(shots.id, s.ids.onHole));
    const [clip] = await s.t.database.db.select({ id: clips.id }).from(clips).where(eq(clips.shotId, s.ids.onHole));
    return { roundId: row!.roundId!, clipId: clip!.id };
  }
  const workingLinks = async (user: Golfer) =>
    s.t.database.db.select().from(sharedReports).where(and(eq(sharedReports.userId, user.id), isNull(sharedReports.revokedAt)));

  it('makes a link of the account’s round with its clip, and refuses another’s round or a bad clip, storing nothing', async () => {
    const { roundId, clipId } = await annRoundAndClip();
    const badClip = await post(s.ann, 'share', { kind: 'round', roundId, clipId: 'not-a-clip' });
    expect(badClip.status).toBe(400);
    expect(badClip.data.error).toMatchObject({ clipId: [messages.shareClipUnknown] });
    expect((await post(s.bob, 'share', { kind: 'round', roundId })).status).toBe(404);
    expect(await workingLinks(s.ann)).toEqual([]);
    expect(await workingLinks(s.bob)).toEqual([]);

    const made = await post(s.ann, 'share', { kind: 'round', roundId, clipId });
    expect(made.status).toBe(200);
    expect(made.data.report).toMatchObject({ kind: 'round', clip: { id: clipId, shotId: String(s.ids.onHole), camera: 'face-on', club: 'Dr' } });
    const [stored] = await workingLinks(s.ann);
    expect(stored).toMatchObject({ kind: 'round', roundId });
    expect(stored!.clipClientId).not.toBeNull();
    expect((await load(s.ann)).data!.reports!.map((report) => [report._id, report.clip?.id])).toEqual([[stored!.id, clipId]]);
  });

  it('takes the clip off a link of the account’s, keeping the link, and refuses another account', async () => {
    const [link] = await workingLinks(s.ann);
    expect(await post(s.bob, 'link-clip', { intent: REMOVE_CLIP_INTENT, id: link!.id })).toMatchObject({ status: 404 });
    expect(await post(s.ann, 'link-clip', { intent: REVOKE_INTENT, id: link!.id })).toMatchObject({ status: 400 });
    expect((await workingLinks(s.ann))[0]!.clipClientId).not.toBeNull();

    expect(await post(s.ann, 'link-clip', { intent: REMOVE_CLIP_INTENT, id: link!.id })).toEqual({ status: 200, data: { done: messages.sharedLinkClipRemoved } });
    expect(await workingLinks(s.ann)).toMatchObject([{ id: link!.id, clipClientId: null }]);
    expect((await load(s.ann)).data!.reports).toMatchObject([{ _id: link!.id, clip: null }]);
  });

  it('revokes a link of the account’s; another account’s Revoke is not found and the link works on', async () => {
    const [link] = await workingLinks(s.ann);
    expect(await post(s.bob, 'links', { intent: REVOKE_INTENT, id: link!.id })).toMatchObject({ status: 404 });
    expect(await workingLinks(s.ann)).toHaveLength(1);

    expect(await post(s.ann, 'links', { intent: REVOKE_INTENT, id: link!.id })).toEqual({ status: 200, data: { done: messages.sharedLinkRevoked } });
    expect(await workingLinks(s.ann)).toEqual([]);
    expect((await load(s.ann)).data!.reports).toEqual([]);
  });

  it('answers a signed-out post to any form 401', async () => {
    for (const form of ['units', 'share', 'devices', 'links', 'link-clip', 'delete-account', 'profile']) expect((await post(null, form, {})).status).toBe(401);
  });
});

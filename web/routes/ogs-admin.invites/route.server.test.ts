import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { TEST_ORIGIN, uniqueEmail, type TestUser } from '../../../server/test/factories';
import { mailTestAppForFile } from '../../../server/test/harness';
import { linkIn, settle } from '../../../server/test/smtp-peer';
import { SEND_INVITE_INTENT } from '../../features/admin/send-invite-intent';
import { adminAreaForFile, adminAreaVisit, callAction, callLoader, refusedAction, signedOutVisit } from '../../test/route-args.server';
import type { InvitesPageData } from './invites-page';
import * as invitesRoute from './route';

/*
 * The admin Beta Invites page's loader and action as the framework calls them, on the test
 * database, the mail going out through the outbox to a real SMTP peer: an employee reads the
 * requests as the API answers them and sends an invite once; anyone else is answered 404, reads
 * nothing and sends nothing.
 */
const { t, peer } = mailTestAppForFile();
const { staff, golfer } = adminAreaForFile(t);
const fan = uniqueEmail('beta-fan');
const other = uniqueEmail('beta-other');
beforeAll(async () => {
  for (const email of [fan, other]) {
    const asked = await t.app.inject({ method: 'POST', url: '/api/invites/create', headers: { origin: TEST_ORIGIN }, payload: { email } });
    if (asked.statusCode !== 200) throw new Error(`invite request failed: ${asked.statusCode} ${asked.body}`);
  }
});

const PATH = '/ogs-admin/invites';
const load = (user: TestUser | null, path = PATH) => callLoader<InvitesPageData | null>(t, invitesRoute, user, path);
const post = (user: TestUser | null, fields: Record<string, string>) => callAction<unknown>(t, invitesRoute, user, PATH, fields);
const inviteOf = async (email: string) => (await load(staff)).data?.invites?.invites.find((i) => i.email === email);
const apiInvites = async (page: number) => (await t.app.inject({ url: `/api/admin/invites?page=${page}`, headers: { cookie: staff.cookie } })).json();

describe('the admin Beta Invites page’s loader', () => {
  it('reads the requests for an employee, each with its link, as the API answers them', async () => {
    const { data, status } = await load(staff);
    expect(status).toBe(200);
    expect(data?.page).toBe(1);
    expect(data?.invites).toEqual(await apiInvites(1));
    expect(data?.invites?.total).toBe(2);
    expect(data?.invites?.invites.map((i) => i.email).sort()).toEqual([fan, other].sort());
    for (const invite of data?.invites?.invites ?? []) expect(invite).toMatchObject({ sentAt: null, usedAt: null, link: expect.stringMatching(/\/signup\?invite=/) });
    expect((await adminAreaVisit(t, staff, PATH)).data).toBeNull();
  });

  it('reads the page from ?page=, a bad one as the first', async () => {
    const second = await load(staff, `${PATH}?page=2`);
    expect(second.data?.page).toBe(2);
    expect(second.data?.invites).toEqual(await apiInvites(2));
    expect(second.data?.invites?.invites).toEqual([]);
    for (const page of ['abc', '-2', '0']) expect((await load(staff, `${PATH}?page=${page}`)).data?.page).toBe(1);
  });

  it('answers 404 to a signed-in account that is not an employee, and reads it nothing', async () => {
    expect(await adminAreaVisit(t, golfer, PATH)).toEqual({ data: null, status: 404 });
    expect(await load(golfer)).toEqual({ data: null, status: 200 });
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect((await load(null)).data).toBeNull();
    expect(await signedOutVisit(t, PATH)).toEqual({ status: 302, location: '/login?from=%2Fogs-admin%2Finvites' });
  });
});

describe('the admin Beta Invites page’s action', () => {
  it('refuses anyone but an employee with 404, and sends nothing', async () => {
    const invite = await inviteOf(other);
    for (const user of [golfer, null]) {
      expect(await refusedAction(t, invitesRoute, user, PATH, { intent: SEND_INVITE_INTENT, id: invite!._id })).toEqual({ data: messages.notFound, status: 404 });
    }
    await settle();
    expect(peer.mailsTo(other)).toEqual([]);
    expect((await inviteOf(other))?.sentAt).toBeNull();
  });

  it('mails the invite link to the request’s address once for an employee, and refuses it again', async () => {
    const invite = await inviteOf(fan);
    expect(await post(staff, { intent: SEND_INVITE_INTENT, id: invite!._id })).toEqual({ data: { done: messages.inviteSent }, status: 200 });
    const [mail] = await peer.waitForMails(1, fan);
    expect(mail.raw).toMatch(/^Subject: Your OpenGolfSim beta invite/m);
    expect(linkIn(mail, `${t.config.publicUrl}/signup?invite=`)).toBe(invite!.link);
    expect((await inviteOf(fan))?.sentAt).toEqual(expect.any(String));

    const again = await post(staff, { intent: SEND_INVITE_INTENT, id: invite!._id });
    expect(again).toEqual({ data: { error: messages.inviteAlreadySent, code: 'invite_already_sent' }, status: 409 });
    await settle();
    expect(peer.mailsTo(fan)).toHaveLength(1);
    expect(peer.mailsTo(other)).toEqual([]);
  });

  it('refuses an id that is no request’s, and another intent', async () => {
    expect(await post(staff, { intent: SEND_INVITE_INTENT, id: '00000000-0000-4000-8000-000000000000' })).toEqual({ data: { error: messages.inviteNotFound, code: 'not_found' }, status: 404 });
    const invite = await inviteOf(other);
    expect(await post(staff, { intent: 'something-else', id: invite!._id })).toEqual({ data: { error: messages.notFound }, status: 400 });
    await settle();
    expect(peer.mailsTo(other)).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Route, useLoaderData, type ActionFunction, type ActionFunctionArgs } from 'react-router';
import { messages } from '../../../common/messages';
import { passwordFormSchema, profileFormSchema } from '../../../common/schemas/profile';
import type { SharedReport } from '../../../common/schemas/sharing';
import { jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { renderSignedIn } from '../../test/render-routes';
import { settingsClientAction } from './settings-form';
import { ProfilePage, type ProfilePageData } from './profile-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];

/**
 * The page's action as web/routes/account.profile/settings.server.ts answers (its server side is driven
 * by e2e/account-settings.spec.ts): records each post with its `?form=`; answers `refusal` (a
 * service's error) or the success text, after `gate`.
 */
function fakeAction(refusal: string | null = null, gate: Promise<void> = Promise.resolve()) {
  const posted: { form: string | null; fields: Record<string, FormDataEntryValue> }[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    const which = new URL(request.url).searchParams.get('form');
    const form = await request.formData();
    posted.push({ form: which, fields: Object.fromEntries(form) });
    await gate;
    const submission = parseWithZod(form, { schema: which === 'password' ? passwordFormSchema : profileFormSchema });
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    if (refusal) return data(submission.reply({ formErrors: [refusal] }), { status: 400 });
    const done = which === 'password' ? messages.passwordUpdated : messages.profileSaved;
    return { ...submission.reply({ resetForm: which === 'password' }), done };
  };
  return { action, posted };
}

/** The page as its route draws it: the lists from a loader, which the framework reads again after an action. */
function SettingsFromLoader() {
  return <ProfilePage data={useLoaderData<ProfilePageData>()} />;
}

function renderSettings(handlers: Handlers = {}, server: { action: ActionFunction } = fakeAction(), lists: () => ProfilePageData = () => ({ devices: [], reports: [] })) {
  return renderSignedIn('/account/profile', <Route path="/account/profile" loader={lists} element={<SettingsFromLoader />} action={server.action} />, { handlers });
}

const card = (name: string) => screen.getByRole('region', { name });
const input = (region: string, label: RegExp) => within(card(region)).getByLabelText(label) as HTMLInputElement;
const button = (region: string, name: string) => within(card(region)).getByRole('button', { name }) as HTMLButtonElement;

describe('Settings: User Settings card', () => {
  it("starts from the user's name and e-mail, and posts to the page at ?form=profile", async () => {
    renderSettings({ 'GET /api/user/session': () => jsonResponse(200, { user: { ...signedInUser, name: 'Ada' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(input('User Settings', /^Name/).value).toBe('Ada');
    expect(input('User Settings', /^Email/).value).toBe(signedInUser.email);
    expect(input('User Settings', /^Email/).form!.getAttribute('action')).toBe('/account/profile?form=profile');
  });

  it('checks the address with the spec message and posts nothing', async () => {
    const server = fakeAction();
    renderSettings({}, server);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.clear(input('User Settings', /^Email/));
    await user.type(input('User Settings', /^Email/), 'not-an-address');
    await user.click(button('User Settings', 'Save Changes'));
    expect(await within(card('User Settings')).findByText(messages.invalidEmail)).toBeTruthy();
    expect(server.posted).toHaveLength(0);
  });

  it('posts the fields, disables the form meanwhile, and shows the success alert', async () => {
    let open!: () => void;
    const server = fakeAction(null, new Promise<void>((resolve) => (open = resolve)));
    renderSettings({}, server);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.type(input('User Settings', /^Name/), 'Ada Lovelace');
    await user.clear(input('User Settings', /^Email/));
    await user.type(input('User Settings', /^Email/), 'ada@example.com');
    // A new address needs the current password; the server checks it and mails the new address a link.
    await user.type(input('User Settings', /^Current Password/), 'my password');
    await user.click(button('User Settings', 'Save Changes'));

    await waitFor(() => expect(button('User Settings', 'Save Changes').disabled).toBe(true));
    expect(input('User Settings', /^Email/).disabled).toBe(true);
    open();
    expect((await within(card('User Settings')).findByRole('alert')).textContent).toBe(messages.profileSaved);
    expect(server.posted).toEqual([{ form: 'profile', fields: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'my password' } }]);
    expect(input('User Settings', /^Email/).value).toBe('ada@example.com');
  });

  it("shows the server's error", async () => {
    renderSettings({}, fakeAction(messages.emailTaken));
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(button('User Settings', 'Save Changes'));
    expect((await within(card('User Settings')).findByRole('alert')).textContent).toBe(messages.emailTaken);
    expect(within(card('Update Password')).queryByRole('alert')).toBeNull();
  });
});

describe('Settings: Update Password card', () => {
  it('checks the fields with the spec messages and posts nothing', async () => {
    const server = fakeAction();
    renderSettings({}, server);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(button('Update Password', 'Update Password'));
    const region = within(card('Update Password'));
    expect(await region.findByText(messages.currentPasswordRequired)).toBeTruthy();
    expect(region.getAllByText(messages.updatePasswordTooShort)).toHaveLength(2);

    await user.type(input('Update Password', /^Current Password/), 'old password');
    await user.type(input('Update Password', /^New Password/), 'new password 1');
    await user.type(input('Update Password', /^Confirm New Password/), 'new password 2');
    await user.click(button('Update Password', 'Update Password'));
    expect(await region.findByText(messages.updatePasswordsDoNotMatch)).toBeTruthy();
    expect(server.posted).toHaveLength(0);
  });

  it('posts the fields at ?form=password, then clears them and shows the success alert', async () => {
    const server = fakeAction();
    renderSettings({}, server);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.type(input('Update Password', /^Current Password/), 'old password');
    await user.type(input('Update Password', /^New Password/), 'new password 1');
    await user.type(input('Update Password', /^Confirm New Password/), 'new password 1');
    await user.click(button('Update Password', 'Update Password'));
    expect((await within(card('Update Password')).findByRole('alert')).textContent).toBe(messages.passwordUpdated);
    expect(server.posted).toEqual([{ form: 'password', fields: { current: 'old password', password: 'new password 1', password2: 'new password 1' } }]);
    await waitFor(() => expect(input('Update Password', /^Current Password/).value).toBe(''));
    expect(input('Update Password', /^New Password/).value).toBe('');
  });

  it("shows the server's error and keeps what was typed", async () => {
    renderSettings({}, fakeAction(messages.currentPasswordWrong));
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.type(input('Update Password', /^Current Password/), 'wrong password');
    await user.type(input('Update Password', /^New Password/), 'new password 1');
    await user.type(input('Update Password', /^Confirm New Password/), 'new password 1');
    await user.click(button('Update Password', 'Update Password'));
    expect((await within(card('Update Password')).findByRole('alert')).textContent).toBe(messages.currentPasswordWrong);
    expect(input('Update Password', /^Current Password/).value).toBe('wrong password');
  });
});

/**
 * A list's Revoke as web/routes/account.profile/route.server.ts answers it (its server side is drawn
 * in server/plugins/web-settings.test.ts): each post recorded with its `?form=`; `answer` says what
 * the action answers, after `gate`.
 */
function revokeAction(answer: (fields: Record<string, FormDataEntryValue>) => unknown, gate: Promise<void> = Promise.resolve()) {
  const posted: { form: string | null; fields: Record<string, FormDataEntryValue> }[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    const fields = Object.fromEntries(await request.formData());
    posted.push({ form: new URL(request.url).searchParams.get('form'), fields });
    await gate;
    return answer(fields);
  };
  return { action, posted };
}

describe('Settings: Connected Devices card', () => {
  const device = (id: string, name: string, lastUsedAt: string | null = null) => ({
    _id: id,
    name,
    createdAt: '2026-03-01T10:00:00.000Z',
    lastUsedAt,
  });

  it('says so when no desktop app is connected', async () => {
    renderSettings();
    expect(await screen.findByText(messages.devicesEmpty)).toBeTruthy();
  });

  it('lists the devices and revokes one after confirming: posted to the page at ?form=devices, the dialog disabled meanwhile, the list read again', async () => {
    let devices = [device('d1', 'Garage PC', '2026-03-02T10:00:00.000Z'), device('d2', 'Office laptop')];
    let open!: () => void;
    const server = revokeAction(
      (fields) => {
        devices = devices.filter((d) => d._id !== fields.id);
        return { done: messages.deviceRevoked };
      },
      new Promise<void>((resolve) => (open = resolve)),
    );
    renderSettings({}, server, () => ({ devices, reports: [] }));
    const user = userEvent.setup();
    const region = () => within(card('Connected Devices'));
    await screen.findByText('Garage PC');
    expect(region().getByText('Office laptop')).toBeTruthy();
    expect(region().getByText('Last used never')).toBeTruthy();
    // Without JavaScript the button posts its own form: the intent and the device.
    const revokeButton = region().getByRole('button', { name: 'Revoke Garage PC' }) as HTMLButtonElement;
    expect(revokeButton.form!.getAttribute('action')).toBe('/account/profile?form=devices');
    expect(revokeButton.form!.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(revokeButton.form!))).toEqual({ intent: 'revoke', id: 'd1' });

    await user.click(revokeButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.deviceRevokeConfirm.replace('{name}', 'Garage PC'))).toBeTruthy();
    expect(server.posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Revoke' }) as HTMLButtonElement).disabled).toBe(true));
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    open();

    // The dialog closes with the answer, said in the card; the list is the loader's again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region().getByRole('alert').textContent).toBe(messages.deviceRevoked);
    expect(region().queryByText('Garage PC')).toBeNull();
    expect(region().getByText('Office laptop')).toBeTruthy();
    expect(server.posted).toEqual([{ form: 'devices', fields: { intent: 'revoke', id: 'd1' } }]);
  });

  it("says the action's refusal in the card, and Cancel posts nothing", async () => {
    const server = revokeAction(() => data({ error: messages.notFound }, { status: 404 }));
    renderSettings({}, server, () => ({ devices: [device('d1', 'Garage PC')], reports: [] }));
    const user = userEvent.setup();
    const region = () => within(card('Connected Devices'));
    await screen.findByText('Garage PC');
    await user.click(region().getByRole('button', { name: 'Revoke Garage PC' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.posted).toEqual([]);

    await user.click(region().getByRole('button', { name: 'Revoke Garage PC' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region().getByRole('alert').textContent).toBe(messages.notFound);
    expect(region().getByText('Garage PC')).toBeTruthy();
  });

  it('shows a load failure with a retry, which reads the page again', async () => {
    let fail = true;
    renderSettings({}, fakeAction(), () => ({ devices: fail ? null : [device('d1', 'Sim PC')], reports: [] }));
    const user = userEvent.setup();
    expect(await screen.findByText(messages.devicesLoadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sim PC')).toBeTruthy();
  });
});

describe('Settings: Shared links card', () => {
  const link = (id: string): SharedReport => ({
    _id: id,
    kind: 'round',
    course: 'Dune Links',
    playedAt: '2026-02-28T10:00:00.000Z',
    player: null,
    from: null,
    to: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-31T10:00:00.000Z',
    url: `http://localhost:3000/shared/token-${id}`,
    clip: null,
  });

  it('lists the links and revokes one after confirming, posted to the page at ?form=links', async () => {
    let reports = [link('s1')];
    const server = revokeAction((fields) => {
      reports = reports.filter((r) => r._id !== fields.id);
      return { done: messages.sharedLinkRevoked };
    });
    renderSettings({}, server, () => ({ devices: [], reports }));
    const user = userEvent.setup();
    const region = () => within(card(messages.sharedLinksHeading));
    expect(await screen.findByText('http://localhost:3000/shared/token-s1')).toBeTruthy();
    const revokeButton = region().getByRole('button', { name: /^Revoke: / }) as HTMLButtonElement;
    expect(revokeButton.form!.getAttribute('action')).toBe('/account/profile?form=links');
    await user.click(revokeButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: messages.sharedLinkRevoke }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region().getByRole('alert').textContent).toBe(messages.sharedLinkRevoked);
    expect(region().getByText(messages.sharedLinksEmpty)).toBeTruthy();
    expect(server.posted).toEqual([{ form: 'links', fields: { intent: 'revoke', id: 's1' } }]);
  });

  it('says so in the card when the post never reached the action', async () => {
    const action = ({ request }: ActionFunctionArgs) => settingsClientAction(request, () => Promise.reject(new TypeError('Failed to fetch')));
    renderSettings({}, { action }, () => ({ devices: [], reports: [link('s1')] }));
    const user = userEvent.setup();
    const region = () => within(card(messages.sharedLinksHeading));
    await screen.findByText('http://localhost:3000/shared/token-s1');
    await user.click(region().getByRole('button', { name: /^Revoke: / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: messages.sharedLinkRevoke }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region().getByRole('alert').textContent).toBe(messages.sharedLinkRevokeFailed);
  });
});

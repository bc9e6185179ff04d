import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../common/messages';
import { queryClient } from '../../app/query-client';
import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { deferredResponse, jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import { ProfilePage } from './profile-page';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];

function renderSettings(handlers: Handlers = {}) {
  const calls = stubApi({
    'GET /api/user/session': () => jsonResponse(200, { user: signedInUser }),
    'GET /api/user/devices': () => jsonResponse(200, { devices: [] }),
    'GET /api/shared-reports': () => jsonResponse(200, { reports: [] }),
    ...handlers,
  });
  renderRoutes(
    '/account/profile',
    <Route element={<RequireSignIn />}>
      <Route element={<SignedInProviders />}>
        <Route path="/account/profile" element={<ProfilePage />} />
      </Route>
    </Route>,
  );
  return calls;
}

const card = (name: string) => screen.getByRole('region', { name });
const input = (region: string, label: RegExp) => within(card(region)).getByLabelText(label) as HTMLInputElement;
const button = (region: string, name: string) => within(card(region)).getByRole('button', { name }) as HTMLButtonElement;

describe('Settings: User Settings card', () => {
  it("starts from the user's name and e-mail", async () => {
    renderSettings({ 'GET /api/user/session': () => jsonResponse(200, { user: { ...signedInUser, name: 'Ada' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(input('User Settings', /^Name/).value).toBe('Ada');
    expect(input('User Settings', /^Email/).value).toBe(signedInUser.email);
  });

  it('checks the address with the spec message and sends nothing', async () => {
    const calls = renderSettings();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.clear(input('User Settings', /^Email/));
    await user.type(input('User Settings', /^Email/), 'not-an-address');
    await user.click(button('User Settings', 'Save Changes'));
    expect(await within(card('User Settings')).findByText(messages.invalidEmail)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user/profile')).toHaveLength(0);
  });

  it('saves with the user id, disables the form meanwhile, and shows the success alert', async () => {
    const answer = deferredResponse();
    const calls = renderSettings({ 'POST /api/user/profile': () => answer.promise });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.type(input('User Settings', /^Name/), 'Ada Lovelace');
    await user.clear(input('User Settings', /^Email/));
    await user.type(input('User Settings', /^Email/), 'Ada@Example.com');
    await user.click(button('User Settings', 'Save Changes'));

    await waitFor(() => expect(button('User Settings', 'Save Changes').disabled).toBe(true));
    expect(input('User Settings', /^Email/).disabled).toBe(true);
    expect(calls.find((c) => c.path === '/api/user/profile')?.body).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace', _id: 'u1' });

    answer.resolve(jsonResponse(200, { user: { ...signedInUser, email: 'ada@example.com', name: 'Ada Lovelace' } }));
    expect((await within(card('User Settings')).findByRole('alert')).textContent).toBe(messages.profileSaved);
    expect(input('User Settings', /^Email/).value).toBe('ada@example.com');
  });

  it("shows the server's error, then 'An unknown error occurred' when there is none, clearing the previous message", async () => {
    let answer = () => jsonResponse(409, { error: messages.emailTaken, code: 'email_taken' });
    renderSettings({ 'POST /api/user/profile': () => answer() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(button('User Settings', 'Save Changes'));
    expect((await within(card('User Settings')).findByRole('alert')).textContent).toBe(messages.emailTaken);

    const pending = deferredResponse();
    answer = () => pending.promise as unknown as Response;
    await user.click(button('User Settings', 'Save Changes'));
    await waitFor(() => expect(within(card('User Settings')).queryByRole('alert')).toBeNull());
    pending.resolve(new Response('oops', { status: 502 }));
    expect((await within(card('User Settings')).findByRole('alert')).textContent).toBe(messages.unknownError);
  });
});

describe('Settings: Update Password card', () => {
  it('checks the fields with the spec messages and sends nothing', async () => {
    const calls = renderSettings();
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
    expect(calls.filter((c) => c.path === '/api/user/password')).toHaveLength(0);
  });

  it('sends call 11 with the user id, then clears the fields and shows the success alert', async () => {
    const calls = renderSettings({ 'POST /api/user/password': () => jsonResponse(200, { message: messages.passwordUpdated }) });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.type(input('Update Password', /^Current Password/), 'old password');
    await user.type(input('Update Password', /^New Password/), 'new password 1');
    await user.type(input('Update Password', /^Confirm New Password/), 'new password 1');
    await user.click(button('Update Password', 'Update Password'));
    expect((await within(card('Update Password')).findByRole('alert')).textContent).toBe(messages.passwordUpdated);
    expect(calls.find((c) => c.path === '/api/user/password')?.body).toEqual({
      current: 'old password',
      password: 'new password 1',
      password2: 'new password 1',
      _id: 'u1',
    });
    expect(input('Update Password', /^Current Password/).value).toBe('');
    expect(input('Update Password', /^New Password/).value).toBe('');
  });

  it("shows the server's error and keeps what was typed", async () => {
    renderSettings({
      'POST /api/user/password': () => jsonResponse(400, { error: messages.currentPasswordWrong, code: 'wrong_password' }),
    });
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

  it('lists the devices and revokes one after confirming', async () => {
    let devices = [device('d1', 'Garage PC', '2026-03-02T10:00:00.000Z'), device('d2', 'Office laptop')];
    const calls = renderSettings({
      'GET /api/user/devices': () => jsonResponse(200, { devices }),
      'POST /api/user/devices/d1/revoke': () => {
        devices = devices.filter((d) => d._id !== 'd1');
        return jsonResponse(200, { ok: true });
      },
    });
    const user = userEvent.setup();
    const region = () => within(card('Connected Devices'));
    await screen.findByText('Garage PC');
    expect(region().getByText('Office laptop')).toBeTruthy();
    expect(region().getByText('Last used never')).toBeTruthy();

    await user.click(region().getByRole('button', { name: 'Revoke Garage PC' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.deviceRevokeConfirm.replace('{name}', 'Garage PC'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText(messages.deviceRevoked)).toBeTruthy();
    await waitFor(() => expect(region().queryByText('Garage PC')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/user/devices/d1/revoke')).toHaveLength(1);
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    renderSettings({
      'GET /api/user/devices': () => (fail ? jsonResponse(500, { error: messages.internalError, code: 'internal' }) : jsonResponse(200, { devices: [device('d1', 'Sim PC')] })),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(messages.devicesLoadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sim PC')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { AccountLayout } from './account-layout';

const happyDom = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
const phoneWidth = () => happyDom.setViewport({ width: 375, height: 800 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  happyDom.setViewport({ width: 1024, height: 768 });
});

function renderAccount() {
  const calls = stubApi({
    'GET /api/user/session': () => jsonResponse(200, { user: signedInUser }),
    'GET /api/user/signout': () => jsonResponse(200, {}),
  });
  renderRoutes(
    '/account',
    <>
      <Route path="/" element={<LocationProbe label="Home" />} />
      <Route path="/login" element={<LocationProbe label="Login" />} />
      <Route element={<RequireSignIn />}>
        <Route element={<SignedInProviders />}>
          <Route element={<AccountLayout />}>
            <Route path="/account" element={<p>Dashboard content</p>} />
          </Route>
        </Route>
      </Route>
    </>,
  );
  return calls;
}

describe('AccountLayout', () => {
  it("shows the side menu and the user's e-mail in the account menu", async () => {
    renderAccount();
    await screen.findByText('Dashboard content');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    for (const [name, href] of [
      ['Dashboard', '/account'],
      ['Downloads', '/account/downloads'],
      ['Settings', '/account/profile'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(nav).getByRole('link', { name: 'Support' }).getAttribute('target')).toBe('_blank');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(signedInUser.email)).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(menu).getByRole('menuitem', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });

  it('signs out from the account menu and goes to /', async () => {
    const calls = renderAccount();
    const user = userEvent.setup();
    await screen.findByText('Dashboard content');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    // Not '/login from /account': the guard must not see the account page without a user.
    expect(await screen.findByText('Home at /')).toBeTruthy();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/user/signout')).toBe(true);
  });

  it('signs out from the small-screen drawer and goes to /login', async () => {
    phoneWidth();
    renderAccount();
    const user = userEvent.setup();
    await screen.findByText('Dashboard content');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer is a native popover (decision 032), in the page from the start.
    const drawer = document.getElementById('account-drawer')!;
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login at /login')).toBeTruthy();
  });
});

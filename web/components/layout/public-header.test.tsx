import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import { PublicHeader } from './public-header';

const happyDom = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  happyDom.setViewport({ width: 1024, height: 768 });
  window.scrollY = 0;
});

const renderHeader = () => renderRoutes('/', <Route path="/" element={<PublicHeader />} />);

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('PublicHeader', () => {
  it('offers Create Account and Login to a signed-out visitor, and help in a new tab', async () => {
    stubApi({});
    renderHeader();
    expect((await screen.findByRole('link', { name: 'Create Account' })).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('target')).toBe('_blank');
  });

  it('offers Account to a signed-in user', async () => {
    stubApi({ 'GET /api/user/session': () => jsonResponse(200, { user: signedInUser }) });
    renderHeader();
    expect((await screen.findByRole('link', { name: 'Account' })).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('is transparent under 10 px of scroll and solid from there', async () => {
    stubApi({});
    renderHeader();
    const bar = screen.getByRole('banner');
    expect(bar.dataset.solid).toBe('false');
    scrollTo(9);
    expect(bar.dataset.solid).toBe('false');
    scrollTo(10);
    expect(bar.dataset.solid).toBe('true');
    scrollTo(0);
    expect(bar.dataset.solid).toBe('false');
    // The header's session check has been answered (by the stub) before the test ends.
    await screen.findByRole('link', { name: 'Create Account' });
  });

  it('has a menu with Sign Up and Log In on a phone, a native popover of its button', async () => {
    happyDom.setViewport({ width: 375, height: 800 });
    stubApi({});
    renderHeader();
    const button = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(menu?.getAttribute('popover')).toBe('auto');
    const links = within(within(menu!).getByRole('navigation', { name: 'Menu' }));
    expect(links.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(links.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});

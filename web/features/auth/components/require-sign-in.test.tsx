import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../../common/messages';
import { deferredResponse, jsonResponse, signedInUser, stubApi } from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render-routes';
import { RequireSignIn } from './require-sign-in';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGuarded(entry: string) {
  return renderRoutes(
    entry,
    <>
      <Route path="/login" element={<LocationProbe label="Login" />} />
      <Route element={<RequireSignIn />}>
        <Route path="/account/*" element={<p>Account content</p>} />
      </Route>
    </>,
  );
}

describe('RequireSignIn', () => {
  it('shows nothing while the session check is pending', async () => {
    const answer = deferredResponse();
    stubApi({ 'GET /api/user/session': () => answer.promise });
    const { container } = renderGuarded('/account');
    expect(container.textContent).toBe('');

    answer.resolve(jsonResponse(200, { user: signedInUser }));
    expect(await screen.findByText('Account content')).toBeTruthy();
  });

  it('sends a signed-out visitor to /login and keeps the page asked for', async () => {
    stubApi({ 'GET /api/user/session': () => jsonResponse(200, { user: null }) });
    renderGuarded('/account/rounds?page=2');
    expect(await screen.findByText(/^Login at \/login\?from=%2Faccount%2Frounds%3Fpage%3D2/)).toBeTruthy();
  });

  it.each([
    ['a busy server (503)', () => jsonResponse(503, { error: messages.serviceUnavailable })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('offers a retry, not the login page, when the check meets %s', async (_case, failure) => {
    let answer: () => Response | Promise<Response> = failure;
    stubApi({ 'GET /api/user/session': () => answer() });
    const user = userEvent.setup();
    renderGuarded('/account');

    expect((await screen.findByRole('alert')).textContent).toContain(messages.serviceUnavailable);
    expect(screen.queryByText(/Login at/)).toBeNull();

    answer = () => jsonResponse(200, { user: signedInUser });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Account content')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { deferredResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import { EmailUndoPage } from './email-undo-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'Ab-_0123456789abcdefghijklmnopqrstuvwxyzABCDE';
const renderPage = () => renderRoutes(`/email-undo/${TOKEN}`, <Route path="/email-undo/:token" element={<EmailUndoPage />} />);
const restoreButton = () => screen.getByRole('button', { name: messages.emailUndoButton }) as HTMLButtonElement;

describe('/email-undo/:token, the link mailed to the old address (docs/decisions/020)', () => {
  it('changes nothing until asked; while sending the button is disabled; then it says what happened', async () => {
    const answer = deferredResponse();
    const calls = stubApi({ 'POST /api/user/email-undo': () => answer.promise });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: messages.emailUndoTitle })).toBeTruthy();
    expect(screen.getByText(messages.emailUndoIntro)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user/email-undo')).toHaveLength(0);

    await user.click(restoreButton());
    await waitFor(() => expect(restoreButton().disabled).toBe(true));
    expect(calls.filter((c) => c.path === '/api/user/email-undo').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    const done = fillMessage(messages.emailUndoDone, { email: 'golfer@example.com' });
    answer.resolve(jsonResponse(200, { message: done, restored: true }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(done);
    expect(alert.textContent).toContain(messages.emailUndoNext);
    expect(screen.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).toBe('/password-reset');
    expect(screen.queryByRole('button', { name: messages.emailUndoButton })).toBeNull();
  });

  it('says so when the link is used or expired, and offers a reset instead', async () => {
    stubApi({ 'POST /api/user/email-undo': () => jsonResponse(400, { error: messages.emailUndoInvalid, code: 'invalid_undo_token' }) });
    const user = userEvent.setup();
    renderPage();
    await user.click(restoreButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.emailUndoInvalid);
    expect(screen.getByRole('link', { name: 'Request a password reset link' })).toBeTruthy();
  });

  it('keeps the button for another try when the server could not be reached', async () => {
    stubApi({ 'POST /api/user/email-undo': () => Promise.reject(new TypeError('network down')) });
    const user = userEvent.setup();
    renderPage();
    await user.click(restoreButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.unknownError);
    expect(restoreButton().disabled).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { messages } from '../../../common/messages';
import { EXPIRES, LONG, renderPage, user } from '../../test/subscription-pages';
import { CancelResultPage } from './cancel-result-page';

describe('cancel result page', () => {
  it('cancel result without and with ?error', async () => {
    renderPage('/subscribe/cancel/result', '/subscribe/cancel/result', <CancelResultPage plan={user(true, { isCanceled: true, expiresAt: EXPIRES })} />, null);
    expect(await screen.findByRole('heading', { name: 'Your subscription has been canceled' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`You will continue to have access to Pro features until your membership expires on ${LONG}.`)).toBeTruthy());
    expect(screen.getByText(messages.cancelResultThanks)).toBeTruthy();
    cleanup();

    renderPage('/subscribe/cancel/result?error=1', '/subscribe/cancel/result', <CancelResultPage plan={user(true)} />, null);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('We were unable to cancel your subscription at this time. Please try again or contact support')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact Us/ })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EXPIRES, LONG, renderPage, user } from '../../test/subscription-pages';
import { CancelConfirmPage } from './cancel-confirm-page';

describe('cancel confirmation page', () => {
  it('cancel confirmation posts a real form to cancel', async () => {
    renderPage('/subscribe/cancel/confirm', '/subscribe/cancel/confirm', <CancelConfirmPage plan={user(true, { expiresAt: EXPIRES })} />, null);
    expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(new RegExp(`remain valid until ${LONG}`))).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/account/billing');
    const form = screen.getByRole('button', { name: 'Yes, cancel my subscription' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/api/subscriptions/cancel']);
  });
});

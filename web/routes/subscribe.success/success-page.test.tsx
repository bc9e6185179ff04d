import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '../../../common/messages';
import { renderPage, user } from '../../test/subscription-pages';
import { SubscribeSuccessPage } from './success-page';

describe('subscription success page', () => {
  it('success', async () => {
    renderPage('/subscribe/success', '/subscribe/success', <SubscribeSuccessPage />, user(true));
    expect(await screen.findByRole('heading', { name: 'Thanks for subscribing to Pro!' })).toBeTruthy();
    expect(screen.getByText(messages.subscribeSuccessText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/account/billing');
    expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
  });

  it('success after the local stand-in’s upgrade, with its receipt line', async () => {
    const receipt = { id: 'local-1', number: null, createdAt: '2026-11-28T12:00:00.000Z', amount: 4999, currency: 'usd', status: 'not charged', url: null, pdf: null };
    renderPage('/subscribe/success', '/subscribe/success', <SubscribeSuccessPage receipt={receipt} />, user(true));
    const line = await screen.findByRole('region', { name: 'Receipt' });
    expect(line.textContent).toContain('Receipt: Nov 28, 2026 · $49.99 · OpenGolfSim Pro, billed yearly');
    expect(line.textContent).toContain('Local billing: nothing was charged.');
  });
});

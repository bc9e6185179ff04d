import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage, user } from '../../test/subscription-pages';
import { LocalCheckoutPage } from './local-checkout-page';

describe('local checkout page', () => {
  it('the local checkout confirmation shows the plan and its price and posts the lookup key only', async () => {
    renderPage('/subscribe/checkout', '/subscribe/checkout', <LocalCheckoutPage />, user(false));
    expect(await screen.findByRole('heading', { name: 'Confirm your upgrade' })).toBeTruthy();
    expect(screen.getByTestId('local-checkout-plan').textContent).toContain('$49.99 per year');
    const form = screen.getByRole('button', { name: 'Confirm and upgrade' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/api/subscriptions/checkout/confirm']);
    expect([...form.querySelectorAll('input')].map((i) => [i.name, i.value])).toEqual([['lookup_key', 'pro_annual']]);
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/account/billing');
  });
});

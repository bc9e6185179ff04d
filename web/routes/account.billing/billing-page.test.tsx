import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { messages } from '../../../common/messages';
import { EXPIRES, LONG, renderPage, user } from '../../test/subscription-pages';
import { BillingPage } from './billing-page';
import { formatExpiry } from '../../features/subscriptions/format-expiry';

describe('formatExpiry', () => {
  it('gives the long form, or Invalid Date when there is no date', () => {
    expect(formatExpiry(EXPIRES, undefined)).toBe(LONG);
    expect(LONG).toMatch(/^November 2[12], 2027$/);
    expect(formatExpiry(EXPIRES, 'UTC')).toBe('November 22, 2027');
    expect(formatExpiry(null, undefined)).toBe('Invalid Date');
    expect(formatExpiry('not a date', undefined)).toBe('Invalid Date');
  });
});

describe('Billing', () => {
  it('a Free user sees the plan and a real form POST to checkout with the lookup key', async () => {
    renderPage('/account/billing', '/account/billing', <BillingPage plan={user(false)} invoices={[]} />, null);
    expect(await screen.findByRole('heading', { name: 'Billing & Subscriptions' })).toBeTruthy();
    expect(screen.getByTestId('current-plan').textContent).toBe('Free');
    const button = screen.getByRole('button', { name: 'Upgrade to Pro' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/subscriptions/checkout');
    const hidden = form.querySelector('input[type="hidden"]') as HTMLInputElement;
    expect([hidden.name, hidden.value]).toEqual(['lookup_key', 'pro_annual']);
    expect(screen.queryByText('Manage Subscription')).toBeNull();
  });

  it('a renewing Pro user sees Renews and the date, Manage Subscription and the cancel link', async () => {
    renderPage('/account/billing', '/account/billing', <BillingPage plan={user(true, { expiresAt: EXPIRES })} invoices={[]} />, null);
    await waitFor(() => expect(screen.getByTestId('current-plan').textContent).toBe('Pro'));
    expect(screen.getByTestId('plan-expiry').textContent).toBe(`Renews ${LONG}`);
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/api/subscriptions/manage');
    expect(screen.getByRole('link', { name: 'Cancel Subscription' }).getAttribute('href')).toBe('/subscribe/cancel/confirm');
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('a canceled Pro user sees Cancels; without a date, Invalid Date; a portal failure is said', async () => {
    renderPage('/account/billing?error=portal', '/account/billing', <BillingPage plan={user(true, { isCanceled: true })} invoices={[]} />, null);
    await waitFor(() => expect(screen.getByTestId('plan-expiry').textContent).toBe('Cancels Invalid Date'));
    expect(screen.queryByRole('link', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(messages.billingPortalFailed);
  });

  it('a canceled plan before its end says when it ends and offers Resume, a real form POST', async () => {
    renderPage('/account/billing', '/account/billing', <BillingPage plan={user(true, { isCanceled: true, expiresAt: EXPIRES })} invoices={[]} />, null);
    await waitFor(() => expect(screen.getByTestId('plan-expiry').textContent).toBe(`Cancels ${LONG}`));
    expect(screen.getByTestId('plan-canceled-note').textContent).toBe(`Your Pro plan is canceled and ends on ${LONG}. Resume it to keep Pro after that date.`);
    const form = screen.getByRole('button', { name: 'Resume Subscription' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/api/subscriptions/resume']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a renewing plan has no Resume; a failed resume is said', async () => {
    renderPage('/account/billing?error=resume', '/account/billing', <BillingPage plan={user(true, { expiresAt: EXPIRES })} invoices={[]} />, null);
    await waitFor(() => expect(screen.getByTestId('plan-expiry').textContent).toBe(`Renews ${LONG}`));
    expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(messages.billingResumeFailed);
  });

  it('compares Free and Pro with the price, the current plan marked, and one Upgrade button', async () => {
    renderPage('/account/billing', '/account/billing', <BillingPage plan={user(false)} invoices={[]} />, null);
    const table = await screen.findByRole('table', { name: 'Free and Pro' });
    expect(table.textContent).toContain('$49.99 per year');
    expect(table.textContent).toContain('Current plan');
    const row = screen.getByRole('rowheader', { name: messages.planFeatureShotStats }).closest('tr')!;
    expect([...row.querySelectorAll('[role="img"]')].map((el) => el.getAttribute('aria-label'))).toEqual(['Not included', 'Included']);
    const rounds = screen.getByRole('rowheader', { name: messages.planFeatureRounds }).closest('tr')!;
    expect([...rounds.querySelectorAll('[role="img"]')].map((el) => el.getAttribute('aria-label'))).toEqual(['Included', 'Included']);
    expect(screen.getAllByRole('button', { name: 'Upgrade to Pro' })).toHaveLength(1);
  });

  it('lists the invoices newest first with amount, status and links; says when there are none, or that they could not be read', async () => {
    const invoices = [
      { id: 'in_2', number: 'A-0002', createdAt: '2026-11-20T12:00:00.000Z', amount: 4999, currency: 'usd', status: 'paid' as const, url: 'https://invoice.example/2', pdf: 'https://invoice.example/2.pdf' },
      { id: 'in_1', number: 'A-0001', createdAt: '2025-11-20T12:00:00.000Z', amount: 4999, currency: 'usd', status: 'paid' as const, url: null, pdf: null },
    ];
    renderPage('/account/billing', '/account/billing', <BillingPage plan={user(true, { expiresAt: EXPIRES })} invoices={invoices} />, null);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('A-0002');
    expect(rows[0].textContent).toContain('$49.99');
    expect(rows[0].textContent).toContain('Paid');
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe('https://invoice.example/2.pdf');
    cleanup();

    renderPage('/account/billing', '/account/billing', <BillingPage plan={user(false)} invoices={[]} />, null);
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
    cleanup();

    renderPage('/account/billing', '/account/billing', <BillingPage plan={user(false)} invoices={null} />, null);
    expect(await screen.findByText(messages.invoicesUnavailable)).toBeTruthy();
  });
});

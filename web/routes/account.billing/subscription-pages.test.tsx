import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { messages } from '../../../common/messages';
import { jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import { BillingPage } from './billing-page';
import { DownloadsPage } from '../account.downloads/downloads-page';
import { CancelConfirmPage } from '../subscribe.cancel.confirm/cancel-confirm-page';
import { CancelResultPage } from '../subscribe.cancel.result/cancel-result-page';
import { SubscribeErrorPage } from '../subscribe.error/error-page';
import { SubscribeSuccessPage } from '../subscribe.success/success-page';
import { LocalCheckoutPage } from '../subscribe.checkout/local-checkout-page';
import { formatExpiry } from '../../features/subscriptions/format-expiry';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EXPIRES = '2027-11-22T12:00:00.000Z';
const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(EXPIRES));

type Stripe = typeof signedInUser.stripe;
const user = (isPro: boolean, stripe: Partial<Stripe> = {}) => ({
  ...signedInUser,
  isPro,
  stripe: { ...signedInUser.stripe, activeProSubscription: isPro, ...stripe },
});

function renderPage(path: string, route: string, element: React.ReactNode, sessionUser: unknown, extra: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'GET /api/user/session': () => jsonResponse(200, { user: sessionUser }),
    ...extra,
  });
  renderRoutes(path, <Route path={route} element={element} />);
  return calls;
}

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

describe('subscription result pages', () => {
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

  it('error', async () => {
    renderPage('/subscribe/error', '/subscribe/error', <SubscribeErrorPage />, user(false));
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByText(messages.subscribeErrorText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: /Contact Support/ }).getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('cancel confirmation posts a real form to cancel', async () => {
    renderPage('/subscribe/cancel/confirm', '/subscribe/cancel/confirm', <CancelConfirmPage plan={user(true, { expiresAt: EXPIRES })} />, null);
    expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(new RegExp(`remain valid until ${LONG}`))).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/account/billing');
    const form = screen.getByRole('button', { name: 'Yes, cancel my subscription' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/api/subscriptions/cancel']);
  });

  it('the local checkout confirmation shows the plan and its price and posts the lookup key only', async () => {
    renderPage('/subscribe/checkout', '/subscribe/checkout', <LocalCheckoutPage />, user(false));
    expect(await screen.findByRole('heading', { name: 'Confirm your upgrade' })).toBeTruthy();
    expect(screen.getByTestId('local-checkout-plan').textContent).toContain('$49.99 per year');
    const form = screen.getByRole('button', { name: 'Confirm and upgrade' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/api/subscriptions/checkout/confirm']);
    expect([...form.querySelectorAll('input')].map((i) => [i.name, i.value])).toEqual([['lookup_key', 'pro_annual']]);
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/account/billing');
  });

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

describe('Downloads', () => {
  it('shows the Windows app with v{version} and Download, or says the release could not be loaded', async () => {
    const desktop = { version: '1.4.2', url: 'https://downloads.example.com/Setup-1.4.2.exe', publishedAt: '2026-11-20T12:00:00.000Z', notes: 'Faster start.\n- Two cameras in step.', sizeBytes: 84_200_000 };
    renderPage('/account/downloads', '/account/downloads', <DownloadsPage releases={{ desktop }} />, user(false));
    expect(await screen.findByRole('heading', { name: 'Downloads' })).toBeTruthy();
    expect(screen.getByTestId('release-facts').textContent).toBe('v1.4.2 · Released Nov 20, 2026 · 84.2 MB');
    const notes = screen.getByRole('region', { name: 'What’s new in v1.4.2' });
    expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Faster start.', 'Two cameras in step.']);
    expect(screen.getByRole('region', { name: 'System requirements' }).textContent).toContain('Windows 10 or Windows 11, 64-bit');
    expect(within(screen.getByRole('region', { name: 'Connect the app to your account' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('https://downloads.example.com/Setup-1.4.2.exe');
    cleanup();
    renderPage('/account/downloads', '/account/downloads', <DownloadsPage releases={null} />, user(false));
    expect(await screen.findByText(messages.downloadsLoadFailed)).toBeTruthy();
    cleanup();
    // Without notes or a size: the version and the day only, and no notes' heading.
    renderPage('/account/downloads', '/account/downloads', <DownloadsPage releases={{ desktop: { ...desktop, notes: null, sizeBytes: null } }} />, user(false));
    expect((await screen.findByTestId('release-facts')).textContent).toBe('v1.4.2 · Released Nov 20, 2026');
    expect(screen.queryByRole('region', { name: /What’s new/ })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import { messages } from '../../../common/messages';
import { renderAdmin, user } from '../../test/admin-area';

describe('User detail', () => {
  it('shows e-mail, ID, chips, name, dates, terms, marketing and the Stripe customer', async () => {
    const shown = user(5, { name: 'Ann Golfer', isPro: true, isEmployee: true, marketing: true, stripe: { customerId: 'cus_1' } });
    renderAdmin('/ogs-admin/users/u5', { user: (id) => ({ user: id === 'u5' ? shown : null, notFound: id !== 'u5' }) });
    expect(await screen.findByRole('heading', { name: 'member-5@example.com', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('admin-user-id').textContent).toBe('u5');
    expect(within(screen.getByTestId('admin-user-chips')).getAllByText(/./).map((c) => c.textContent)).toEqual(['Employee', 'Pro', 'Customer Created']);
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Name')).toBe('Ann Golfer');
    expect(field('Created')).toMatch(/^Jun 6, 2025, \d{1,2}:\d{2} [AP]M$/);
    expect(field('Accepted Terms')).toMatch(/^Jun 1, 2025/);
    expect(field('Marketing Opt-In')).toBe('Yes');
    expect(screen.getByRole('link', { name: messages.adminBackToUsers }).getAttribute('href')).toBe('/ogs-admin/users');
  });

  it('shows Standard, Not Set twice (terms in the error colour), No, and no customer chip', async () => {
    const shown = user(6, { acceptedTermsAt: null });
    renderAdmin('/ogs-admin/users/u6', { user: () => ({ user: shown, notFound: false }) });
    await screen.findByRole('heading', { name: 'member-6@example.com' });
    expect(within(screen.getByTestId('admin-user-chips')).getAllByText(/./).map((c) => c.textContent)).toEqual(['Standard']);
    const notSet = screen.getAllByText('Not Set');
    expect(notSet).toHaveLength(2);
    const terms = screen.getByText('Accepted Terms', { selector: 'dt' }).nextElementSibling!.querySelector('span')!;
    expect(terms.textContent).toBe('Not Set');
    // The error colour of the theme in force (MUI's default here: the test renders no ThemeProvider).
    expect(getComputedStyle(terms).color).toBe(createTheme().palette.error.main);
    expect(screen.getByText('Marketing Opt-In', { selector: 'dt' }).nextElementSibling?.textContent).toBe('No');
  });

  it('says User not found for an unknown id, and a failed read with Retry', async () => {
    renderAdmin('/ogs-admin/users/nope', { user: () => ({ user: null, notFound: true }) });
    expect(await screen.findByRole('heading', { name: messages.adminUserNotFound })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    cleanup();
    renderAdmin('/ogs-admin/users/u7', { user: () => ({ user: null, notFound: false }) });
    expect(await screen.findByText(messages.adminUserLoadFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.adminUserTitle })).toBeTruthy();
  });
});

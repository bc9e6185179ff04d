import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../common/messages';
import { signedInUser } from '../../test/api-stub';
import { renderAdmin, user, usersPage } from '../../test/admin-area';

describe('access', () => {
  it('shows a signed-in non-employee the not-found page and none of the area', async () => {
    // The server's loaders read nothing for them (server/plugins/web-settings.test.ts).
    renderAdmin('/ogs-admin/users', { users: () => usersPage([user(1)], 1) }, signedInUser);
    expect(await screen.findByRole('heading', { name: '404 Ball Not Found' })).toBeTruthy();
    expect(screen.queryByText('Internal Admin')).toBeNull();
    expect(screen.queryByText('member-1@example.com')).toBeNull();
  });

  it('sends a visitor to the login page', async () => {
    renderAdmin('/ogs-admin/invites', {}, null);
    expect(await screen.findByText(/^Login at \/login/)).toBeTruthy();
  });

  it('opens Users from /ogs-admin, with the sidebar', async () => {
    renderAdmin('/ogs-admin', { users: () => usersPage([], 0) });
    expect(await screen.findByRole('heading', { name: 'Users (0)' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Internal Admin' });
    for (const label of ['Users', 'Beta Requests', 'Features', 'Releases']) expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    expect(screen.getByText(messages.adminUsersEmpty)).toBeTruthy();
  });

  it('Features has its title and lists each switch as On or Off with its detail', async () => {
    renderAdmin('/ogs-admin/features', {
      features: () => [
        { id: 'mail', name: 'Outgoing mail (SMTP)', enabled: true, detail: 'Sent through the outbox.' },
        { id: 'payments', name: 'Payments (Stripe)', enabled: false, detail: 'Off: the local stand-in. Set STRIPE_SECRET_KEY.' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Features', level: 1 })).toBeTruthy();
    const mail = await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' });
    expect(within(mail).getByText('On')).toBeTruthy();
    expect(within(mail).getByText('Sent through the outbox.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payments (Stripe)' })).getByText('Off')).toBeTruthy();
  });

  it('says so when the features cannot be loaded, and Retry reads them again', async () => {
    let fail = true;
    renderAdmin('/ogs-admin/features', { features: () => (fail ? null : [{ id: 'mail', name: 'Outgoing mail (SMTP)', enabled: true, detail: 'Sent.' }]) });
    expect(await screen.findByText(messages.adminFeaturesLoadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
});

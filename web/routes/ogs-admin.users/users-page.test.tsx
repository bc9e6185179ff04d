import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../common/messages';
import { renderAdmin, user, usersPage } from '../../test/admin-area';

describe('Users', () => {
  it('shows the total, the columns, YES or blank, and links each e-mail to the user', async () => {
    const rows = [user(1, { isPro: true }), user(2, { isEmployee: true }), user(3)];
    renderAdmin('/ogs-admin/users', { users: () => usersPage(rows, 1234) });
    expect(await screen.findByRole('heading', { name: 'Users (1,234)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Email', 'Created', 'Pro', 'Employee']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['member-1@example.com', 'Jun 2, 2025', 'YES', ''],
      ['member-2@example.com', 'Jun 3, 2025', '', 'YES'],
      ['member-3@example.com', 'Jun 4, 2025', '', ''],
    ]);
    expect(screen.getByRole('link', { name: 'member-2@example.com' }).getAttribute('href')).toBe('/ogs-admin/users/u2');
  });

  it('reads the page from ?page= and links the other pages, keeping the search', async () => {
    const asked: [number, string][] = [];
    renderAdmin('/ogs-admin/users?page=2&q=club', {
      users: (page, q) => {
        asked.push([page, q]);
        return usersPage([user(1)], 80, 2);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Users (80)' })).toBeTruthy();
    expect(asked).toEqual([[2, 'club']]);
    expect((screen.getByLabelText(messages.adminSearchLabel) as HTMLInputElement).value).toBe('club');
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pages).getByRole('link', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Go to page 4' }).getAttribute('href')).toBe('/ogs-admin/users?page=4&q=club');
    expect(within(pages).getByRole('link', { name: 'Go to previous page' }).getAttribute('href')).toBe('/ogs-admin/users?page=1&q=club');
  });

  it('offers the way back from a page past the end', async () => {
    renderAdmin('/ogs-admin/users?page=9', { users: (page) => usersPage([], 30, page) });
    expect(await screen.findByText(messages.adminPageEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.adminFirstPage }).getAttribute('href')).toBe('/ogs-admin/users?page=1');
  });

  it('searches once typing pauses, from page 1, with % and _ sent as typed; without JavaScript the search is a GET form', async () => {
    const { loaded } = renderAdmin('/ogs-admin/users?page=3', {
      users: (page, q) => (q === 'a%b_c' ? usersPage([user(7, { email: 'a%b_c@example.com' })], 1) : usersPage([user(1)], 60, page)),
    });
    expect(await screen.findByRole('heading', { name: 'Users (60)' })).toBeTruthy();
    const field = screen.getByLabelText(messages.adminSearchLabel) as HTMLInputElement;
    expect(field.name).toBe('q');
    expect(field.form!.getAttribute('method')).toBe('get');
    expect(field.form!.getAttribute('action')).toBe('/ogs-admin/users');
    const typer = userEvent.setup();
    await typer.type(field, 'a%b_c');
    // The search waits for typing to pause (300 ms), then loads: room for a busy machine.
    expect(await screen.findByRole('link', { name: 'a%b_c@example.com' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users (1)' })).toBeTruthy();
    // One search for the whole word, not one per keystroke.
    expect(loaded.filter((path) => path.includes('q='))).toEqual(['/ogs-admin/users?q=a%25b_c']);
  });

  it('says when a search finds nobody, and clears it', async () => {
    renderAdmin('/ogs-admin/users?q=zzz', { users: (_page, q) => (q === 'zzz' ? usersPage([], 0) : usersPage([user(1)], 1)) });
    expect(await screen.findByText('No users match “zzz”.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.adminSearchClear }));
    expect(await screen.findByRole('link', { name: 'member-1@example.com' })).toBeTruthy();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let fail = true;
    renderAdmin('/ogs-admin/users', { users: () => (fail ? null : usersPage([user(1)], 1)) });
    expect(await screen.findByText(messages.adminLoadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'member-1@example.com' })).toBeTruthy();
  });
});

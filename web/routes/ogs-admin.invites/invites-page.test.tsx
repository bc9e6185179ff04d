import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { unlessUnreached } from '../../lib/unreached-action';
import { invite, invitesPage, renderAdmin } from '../../test/admin-area';

describe('Beta Invites', () => {
  it('shows the total, the columns, the dates, and Send Invite only while neither sent nor used', async () => {
    const rows = [invite(1), invite(2, { sentAt: '2025-07-02T12:00:00.000Z' }), invite(3, { sentAt: '2025-07-02T12:00:00.000Z', usedAt: '2025-07-03T12:00:00.000Z' }), invite(4, { usedAt: '2025-07-04T12:00:00.000Z' })];
    renderAdmin('/ogs-admin/invites', { invites: () => invitesPage(rows, 30) });
    expect(await screen.findByRole('heading', { name: 'Beta Invites (30)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Beta Invites' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Email', 'Created', 'Sent', 'Used', 'Actions']);
    const rowOf = (email: string) => within(table).getByText(email).closest('tr')!;
    expect(within(rowOf('fan-1@example.com')).getAllByRole('cell').map((c) => c.textContent).slice(1, 4)).toEqual(['Jul 1, 2025', '', '']);
    expect(within(rowOf('fan-3@example.com')).getAllByRole('cell').map((c) => c.textContent).slice(1, 4)).toEqual(['Jul 1, 2025', 'Jul 2, 2025', 'Jul 3, 2025']);
    expect(within(table).getAllByRole('button', { name: /^Copy Invite Link/ })).toHaveLength(4);
    expect(within(table).getAllByRole('button', { name: /^Send Invite/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Send Invite fan-1@example.com']);
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe('/ogs-admin/invites?page=2');
  });

  it('reads the page from ?page=, and Send Invite posts to that page without JavaScript', async () => {
    const asked: number[] = [];
    renderAdmin('/ogs-admin/invites?page=2', {
      invites: (page) => {
        asked.push(page);
        return invitesPage([invite(9)], 26, 2);
      },
    });
    expect(await screen.findByRole('cell', { name: 'fan-9@example.com' })).toBeTruthy();
    expect(asked).toEqual([2]);
    const send = screen.getByRole('button', { name: /^Send Invite/ }) as HTMLButtonElement;
    expect(send.form!.getAttribute('action')).toBe('/ogs-admin/invites?page=2');
    expect(send.form!.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(send.form!))).toEqual({ intent: 'send-invite', id: 'i9' });
  });

  it('copies the invite link and says so', async () => {
    renderAdmin('/ogs-admin/invites', { invites: () => invitesPage([invite(1)]) });
    const typer = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await typer.click(await screen.findByRole('button', { name: /^Copy Invite Link/ }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/signup?invite=token-1');
    expect(await screen.findByText('Invite link copied to clipboard')).toBeTruthy();
  });

  it('sends through the dialog: buttons disabled while sending, closes, says so, reloads the list', async () => {
    let sent = false;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { loaded, posted } = renderAdmin('/ogs-admin/invites', {
      invites: () => invitesPage([invite(1, { sentAt: sent ? '2025-07-05T12:00:00.000Z' : null })]),
      sendInvite: async () => {
        await gate;
        sent = true;
        return { done: messages.inviteSent };
      },
    });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Beta Invite' });
    expect(within(dialog).getByText('Send a beta invite to fan-1@example.com?')).toBeTruthy();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    const confirm = within(dialog).getByRole('button', { name: 'Send Invite' }) as HTMLButtonElement;
    await typer.click(confirm);

    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(cancel.disabled).toBe(true);
    // The invite's id goes to the page's action, which sends it as POST /api/admin/invite does.
    expect(posted).toEqual([{ intent: 'send-invite', id: 'i1' }]);

    await act(async () => open());
    expect(await screen.findByText('Invite has been sent!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Send Invite/ })).toBeNull());
    expect(loaded.filter((path) => path === '/ogs-admin/invites')).toHaveLength(2);
  });

  it('Cancel closes the dialog and sends nothing', async () => {
    const { posted } = renderAdmin('/ogs-admin/invites', { invites: () => invitesPage([invite(1)]) });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    await typer.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    renderAdmin('/ogs-admin/invites', {
      invites: () => invitesPage([invite(1)]),
      sendInvite: () => data({ error: messages.inviteAlreadySent, code: 'invite_already_sent' }, { status: 409 }),
    });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    const dialog = await screen.findByRole('dialog');
    await typer.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText(messages.inviteAlreadySent)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('Invite has been sent!')).toBeNull();
  });

  it('says so in the dialog when the post never reached the action (the route\'s client action), and sends nothing', async () => {
    renderAdmin('/ogs-admin/invites', {
      invites: () => invitesPage([invite(1)]),
      sendInvite: () => unlessUnreached(() => Promise.reject(new TypeError('Failed to fetch')), () => ({ error: messages.unknownError })),
    });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    const dialog = await screen.findByRole('dialog');
    await typer.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText(messages.unknownError)).toBeTruthy();
    expect(screen.queryByText('Invite has been sent!')).toBeNull();
  });
});

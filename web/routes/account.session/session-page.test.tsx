import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionShot } from '../../../common/schemas/sessions';
import { jsonResponse } from '../../test/api-stub';
import { A, asColumns, dispersion, friday, listOf, monday, renderAccount, session, sessionPage, sessionReads, sessionShots } from '../../test/sessions-pages';
import { SESSION_COLUMNS_KEY } from './columns';

describe('Session page', () => {
  it('shows every shot in the account units, marks the mishit, and the per-club figures with the mishit left out', async () => {
    renderAccount(`/account/sessions/${A}`, sessionReads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monday range' })).toBeTruthy();
    const table = screen.getByRole('table', { name: /Every shot of the session/ });
    expect(within(table).getByRole('columnheader', { name: 'Carry (yd)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Ball Speed (mph)' })).toBeTruthy();
    // Columns only for what the session measured: no club path here.
    expect(within(table).queryByRole('columnheader', { name: /Club Path/ })).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toContain('Mishit, left out');
    expect(rows[1].textContent).toContain('103.9'); // 95 m in yards
    const clubs = screen.getByRole('region', { name: 'Per club' });
    expect(within(clubs).getByRole('tab', { name: 'Dr (1)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(clubs).getByRole('tab', { name: '7i (2)' }));
    expect(await within(clubs).findByText(/1 counted of 2 · 1 mishit, left out/)).toBeTruthy();
    const figures = within(clubs).getByRole('table', { name: '7i figures' });
    expect(within(figures).getByRole('row', { name: /Carry \(yd\)/ }).textContent).toBe('Carry (yd)153.110.92');
  });

  it('marks a shot that has a swing clip with a camera linking to its view', async () => {
    const clipped = session.shots.id[1];
    renderAccount(`/account/sessions/${A}`, { session: (url) => ({ ...sessionPage()(url), clipShots: [clipped] }) });
    const table = await screen.findByRole('table', { name: /Every shot of the session/ });
    const marks = within(table).getAllByRole('link', { name: /^Swing of / });
    expect(marks).toHaveLength(1);
    expect(marks[0].getAttribute('href')).toBe(`/account/shots/${clipped}`);
    expect(within(table).getAllByRole('row')[2].contains(marks[0])).toBe(true);
  });

  it('excludes a shot from the table or the plot and counts one again, as the analysis does; the session and the analysis reload together', async () => {
    const user = userEvent.setup();
    // The server's state: hand overrides by shot id.
    const overrides = new Map<string, 'excluded' | 'restored'>();
    const judged = (x: SessionShot): SessionShot => {
      const override = overrides.get(x.id) ?? null;
      return { ...x, override, excluded: override === 'excluded' || (override === null && x.mishit && session.hideMishits) };
    };
    const drPoint = () => {
      const x = judged(sessionShots[2]);
      return { id: x.id, carry: 200, offline: 2, takenAt: x.takenAt, mishit: false, excluded: x.excluded, override: x.override };
    };
    const { posted } = renderAccount(`/account/sessions/${A}`, {
      session: sessionPage(
        () => ({ ...session, shots: asColumns(sessionShots.map(judged)) }),
        (club) => (club === 'Dr' ? { ...dispersion('Dr'), shots: 1, returned: 1, points: [drPoint()] } : dispersion(club)),
      ),
      action: ({ shotId, action }) => {
        if (action === 'clear') overrides.delete(shotId);
        else overrides.set(shotId, action === 'exclude' ? 'excluded' : 'restored');
        return { ok: true, action, shotId, override: overrides.get(shotId) ?? null };
      },
    });
    const table = await screen.findByRole('table', { name: /Every shot of the session/ });

    // From the table: the counted 7i of 140 m (153.1 yd) is left out by hand.
    await user.click(within(table).getByRole('button', { name: 'Exclude 7i shot #1 (153.1 yd carry) from the figures' }));
    expect(await screen.findByText('Shot excluded from the figures')).toBeTruthy();
    const restoreButton = await within(table).findByRole('button', { name: 'Count 7i shot #1 (153.1 yd carry) again' });
    expect(restoreButton.textContent).toBe('Restore');
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Left out by hand');
    // The hidden mishit is counted again by hand (the rule still flags it), and the first returns to the rule.
    await user.click(within(table).getByRole('button', { name: 'Count 7i shot #2 (103.9 yd carry) again' }));
    expect(await within(table).findByText('Counted by hand')).toBeTruthy();
    await user.click(restoreButton);
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Exclude 7i shot #1 (153.1 yd carry) from the figures' })).toBeTruthy());

    // From the plot: a click on the driver's shot leaves it out; its page reloads with it.
    const clubs = screen.getByRole('region', { name: 'Per club' });
    expect(within(clubs).getByText(/Click a shot to leave it out of the figures/)).toBeTruthy();
    const point = await waitFor(() => {
      const found = document.querySelector('circle[data-shot="s3"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(point);
    expect(await within(table).findByRole('button', { name: 'Count Dr shot #3 (218.7 yd carry) again' })).toBeTruthy();
    expect(posted).toEqual([
      { intent: 'override', shotId: 's1', action: 'exclude' },
      { intent: 'override', shotId: 's2', action: 'restore-by-hand' },
      { intent: 'override', shotId: 's1', action: 'clear' },
      { intent: 'override', shotId: 's3', action: 'exclude' },
    ]);
  });

  it('sorts by a column heading, and a hidden column stays hidden on the next visit', async () => {
    const user = userEvent.setup();
    renderAccount(`/account/sessions/${A}`, sessionReads);
    const table = await screen.findByRole('table', { name: /Every shot of the session/ });
    const carry = within(table).getByRole('columnheader', { name: 'Carry (yd)' });
    await user.click(within(carry).getByRole('button'));
    expect(carry.getAttribute('aria-sort')).toBe('descending');
    const firstShots = () => within(table).getAllByRole('rowheader').map((th) => th.textContent);
    expect(firstShots()).toEqual(['Dr#3', '7i#1', '7i#2']);
    await user.click(within(carry).getByRole('button'));
    expect(carry.getAttribute('aria-sort')).toBe('ascending');
    expect(firstShots()).toEqual(['7i#2', '7i#1', 'Dr#3']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Spin Rate (rpm)' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Spin Rate (rpm)' })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(SESSION_COLUMNS_KEY)!)).toEqual(['spinRate']);

    cleanup();
    renderAccount(`/account/sessions/${A}`, sessionReads);
    const again = await screen.findByRole('table', { name: /Every shot of the session/ });
    expect(within(again).getByRole('columnheader', { name: 'Carry (yd)' })).toBeTruthy();
    expect(within(again).queryByRole('columnheader', { name: 'Spin Rate (rpm)' })).toBeNull();
  });

  it('deletes after a confirmation: the list at once without it, Undo brings it back unsent, the DELETE goes when the snackbar closes', async () => {
    const user = userEvent.setup();
    const { calls } = renderAccount(
      `/account/sessions/${A}`,
      // The list as the server has it: the session is there until the DELETE (and after it, in data read before).
      { session: sessionPage(), list: listOf([friday, monday]) },
      { handlers: { [`DELETE /api/sessions/${A}`]: () => jsonResponse(200, { deleted: { shots: 3 } }) } },
    );
    const deletes = () => calls.filter((call) => call.method === 'DELETE');
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this session?' });
    expect(dialog.textContent).toContain('“Monday range” and its 3 shots');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('link', { name: 'Friday range' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Monday range' })).toBeNull();
    expect(await screen.findByText('Session deleted')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Monday range' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Session deleted')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Monday range' }));
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session deleted')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Monday range' })).toBeNull();
    // The snackbar hides by itself; only then is the delete sent, once, and the row stays away.
    await waitFor(() => expect(screen.queryByText('Session deleted')).toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(deletes()).toEqual([{ method: 'DELETE', path: `/api/sessions/${A}`, body: undefined }]));
    expect(screen.getByRole('link', { name: 'Friday range' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Monday range' })).toBeNull();
  }, 120_000);

  it('renames the session: the server’s check said on the field, the new name in the heading', async () => {
    const user = userEvent.setup();
    let name = 'Monday range';
    const { calls } = renderAccount(
      `/account/sessions/${A}`,
      { session: sessionPage(() => ({ ...session, session: { ...session.session, name } })) },
      {
        handlers: {
          [`PATCH /api/sessions/${A}`]: (body) => {
            const asked = (body as { name: string }).name;
            if (asked.length > 200) return jsonResponse(400, { error: 'A session’s name is at most 200 characters.', code: 'validation' });
            name = asked;
            return jsonResponse(200, { name });
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename session' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((field as HTMLInputElement).value).toBe('Monday range');
    await user.clear(field);
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A session’s name is at most 200 characters.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Wedges only');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedges only' })).toBeTruthy();
    expect(await screen.findByText('Session renamed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ name: 'x'.repeat(201) }, { name: 'Wedges only' }]);
  });

  it('says so when the session does not exist', async () => {
    renderAccount(`/account/sessions/${A}`, { session: () => ({ isPro: true, notFound: true, session: null, club: null, dispersion: null, clipShots: [] }) });
    expect(await screen.findByText(/This session was not found/)).toBeTruthy();
  });
});

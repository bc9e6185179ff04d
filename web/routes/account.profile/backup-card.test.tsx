import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { ProfilePage } from './profile-page';
import { jsonResponse, proUser, stubApi } from '../../test/api-stub';
import { renderSignedIn } from '../../test/render-routes';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Settings (its backup card) with `handlers` answering the API's calls; the calls made. */
const renderSettings = (handlers: Parameters<typeof stubApi>[0]) =>
  renderSignedIn('/account/profile', <Route path="/account/profile" element={<ProfilePage data={{ devices: [], reports: [] }} />} />, { user: proUser, handlers });

describe('Backup card', () => {
  const backup = () =>
    new File(
      ['{"format":"opengolfsim-backup","version":1,"exportedAt":"2026-11-24T19:00:00.000Z","counts":{"rounds":0,"sessions":1,"shots":2,"overrides":0},"preferences":{"distanceUnit":"yd","speedUnit":"mph","hideMishits":false}}\n'],
      'opengolfsim-backup-2026-11-24.ndjson',
      { type: 'application/x-ndjson' },
    );
  const kinds = { players: 0, rounds: 0, sessions: 1, shots: 2, overrides: 0, shares: 0 };
  const preview = () =>
    jsonResponse(200, {
      exportedAt: '2026-11-24T19:00:00.000Z',
      ...Object.fromEntries(Object.entries(kinds).map(([kind, inFile]) => [kind, { inFile, present: kind === 'shots' ? 1 : 0 }])),
      unreadable: 0,
      complete: true,
      takesPreferences: false,
    });
  /** Chooses the file, sees what it holds, and presses Restore. */
  async function chooseAndRestore(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
    await user.upload(within(card).getByLabelText('Restore from backup'), backup());
    await user.click(await within(card).findByRole('button', { name: 'Restore' }));
  }
  const ndjson = (...lines: unknown[]) =>
    new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });

  it('offers the backup as a download and restores a file, with the counts and each rejected line', async () => {
    const user = userEvent.setup();
    const result = {
      rounds: { stored: 0, duplicates: 0 },
      sessions: { stored: 1, duplicates: 0 },
      shots: { stored: 1, duplicates: 0 },
      overrides: { stored: 0, duplicates: 0 },
      rejected: [{ line: 4, error: 'carry: must be between 0 and 492.1 yd' }],
      rejectedCount: 1,
      complete: true,
      preferencesApplied: false,
    };
    const calls = renderSettings({
      'POST /api/account/restore/preview': preview,
      'POST /api/account/restore': () => ndjson({ type: 'progress', lines: 5, stored: 2, duplicates: 0, rejected: 1 }, { type: 'done', result }),
    });
    const card = await screen.findByRole('region', { name: 'Backup' });
    const download = within(card).getByRole('link', { name: 'Download backup' });
    expect(download.getAttribute('href')).toBe('/api/account/backup');
    expect(download.hasAttribute('download')).toBe(true);
    await user.upload(within(card).getByLabelText('Restore from backup'), backup());
    // First what the file holds, and nothing sent to be stored.
    const holds = await within(card).findByRole('table', { name: 'What opengolfsim-backup-2026-11-24.ndjson holds' });
    expect(within(holds).getByRole('row', { name: /^Shots/ }).textContent).toBe('Shots211');
    expect(calls.some((c) => c.path === '/api/account/restore')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Restore' }));
    expect(await within(card).findByText('Backup restored, with lines that could not be stored')).toBeTruthy();
    expect(within(card).queryByRole('table', { name: /holds$/ })).toBeNull();
    const table = within(card).getByRole('table', { name: 'Restore result' });
    expect(within(table).getByRole('row', { name: /^Sessions/ }).textContent).toBe('Sessions10');
    expect(within(card).getByText('Line 4: carry: must be between 0 and 492.1 yd')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/account/restore')?.method).toBe('POST');
  });

  it('shows the units of the backup in Settings when the restore took them', async () => {
    const user = userEvent.setup();
    const metric = { ...proUser, preferences: { distanceUnit: 'm', speedUnit: 'kmh' } };
    let restored = false;
    const result = {
      rounds: { stored: 0, duplicates: 0 },
      sessions: { stored: 1, duplicates: 0 },
      shots: { stored: 2, duplicates: 0 },
      overrides: { stored: 0, duplicates: 0 },
      rejected: [],
      rejectedCount: 0,
      complete: true,
      preferencesApplied: true,
    };
    renderSettings({
      'GET /api/user/session': () => jsonResponse(200, { user: restored ? metric : proUser }),
      'POST /api/account/restore/preview': preview,
      'POST /api/account/restore': () => {
        restored = true;
        return ndjson({ type: 'done', result });
      },
    });
    const units = await screen.findByRole('region', { name: 'Units' });
    expect((within(units).getByRole('radio', { name: 'Yards' }) as HTMLInputElement).checked).toBe(true);
    await chooseAndRestore(user, screen.getByRole('region', { name: 'Backup' }));
    expect(await screen.findByText('Your unit and “Hide mishits” choices were taken from the backup.')).toBeTruthy();
    await waitFor(() => expect((within(units).getByRole('radio', { name: 'Metres' }) as HTMLInputElement).checked).toBe(true));
    expect((within(units).getByRole('radio', { name: 'km/h' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows why a file was refused', async () => {
    const user = userEvent.setup();
    renderSettings({
      'POST /api/account/restore/preview': () => jsonResponse(400, { error: 'This file is not an OpenGolfSim backup: its first line must be the backup header' }),
    });
    const card = await screen.findByRole('region', { name: 'Backup' });
    await user.upload(within(card).getByLabelText('Restore from backup'), new File(['hello\n'], 'notes.ndjson'));
    expect(await within(card).findByText(/The backup could not be read: This file is not an OpenGolfSim backup/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('Cancel after the preview sends nothing to be stored', async () => {
    const user = userEvent.setup();
    const calls = renderSettings({ 'POST /api/account/restore/preview': preview });
    const card = await screen.findByRole('region', { name: 'Backup' });
    await user.upload(within(card).getByLabelText('Restore from backup'), backup());
    await user.click(await within(card).findByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('table', { name: /holds$/ })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/api/account/restore');
  });
});

describe('Backup download with its progress', () => {
  const counts = { rounds: 1, sessions: 1, shots: 3, overrides: 1 };
  const header = `${JSON.stringify({ format: 'opengolfsim-backup', version: 1, exportedAt: '2026-11-25T18:00:00.000Z', counts, preferences: { distanceUnit: 'yd', speedUnit: 'mph', hideMishits: false } })}\n`;
  const item = (type: string, n: number) => `${JSON.stringify({ type, clientId: `${type}-${n}` })}\n`;
  const end = `${JSON.stringify({ type: 'end', counts })}\n`;

  /** A streamed answer whose chunks the test sends (as bytes, one line cut in two) and ends or breaks. */
  function streamed() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const cancelled = vi.fn();
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c), cancel: cancelled });
    const encoder = new TextEncoder();
    return {
      response: () =>
        new Response(body, {
          status: 200,
          headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Content-Disposition': 'attachment; filename="opengolfsim-backup-2026-11-25.ndjson"' },
        }),
      send: (text: string) => controller.enqueue(encoder.encode(text)),
      close: () => controller.close(),
      fail: () => controller.error(new TypeError('network error')),
      cancelled,
    };
  }

  /** The saved file: what was handed to URL.createObjectURL and the name the link gave it. */
  function savedFiles() {
    const saved: { blob: Blob; name: string }[] = [];
    let last: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      last = blob as Blob;
      return 'blob:backup';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href.startsWith('blob:')) saved.push({ blob: last!, name: this.download });
    });
    return saved;
  }
  afterEach(() => vi.restoreAllMocks());

  it('says how many of the shots are in as they come, then saves the whole file', async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    const stream = streamed();
    renderSettings({ 'GET /api/account/backup': () => stream.response() });
    const card = await screen.findByRole('region', { name: 'Backup' });
    const link = within(card).getByRole('link', { name: 'Download backup' });
    // Without JavaScript it is a plain link to the file.
    expect(link.getAttribute('href')).toBe('/api/account/backup');
    await user.click(link);
    expect(await within(card).findByText('Preparing your backup…')).toBeTruthy();

    stream.send(header + item('round', 1) + item('session', 1) + item('shot', 1) + item('shot', 2).slice(0, 10));
    expect(await within(card).findByText(/^Downloading your backup… 1 of 3 shots \(\d+ bytes\)$/)).toBeTruthy();
    // The bar is the whole file's: 4 of its 8 lines.
    expect(within(card).getByRole('progressbar', { name: 'Download backup' }).getAttribute('aria-valuenow')).toBe('50');
    const cancel = within(card).getByRole('button', { name: 'Cancel download' });
    expect(cancel).toBeTruthy();
    expect(saved).toEqual([]);

    const rest = item('shot', 2).slice(10) + item('shot', 3) + item('override', 1) + end;
    stream.send(rest);
    stream.close();
    const whole = header + item('round', 1) + item('session', 1) + item('shot', 1) + item('shot', 2) + item('shot', 3) + item('override', 1) + end;
    expect(await within(card).findByText(`Backup saved as opengolfsim-backup-2026-11-25.ndjson: 3 shots, ${whole.length} bytes.`)).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('opengolfsim-backup-2026-11-25.ndjson');
    expect(await saved[0].blob.text()).toBe(whole);
    expect(within(card).queryByRole('button', { name: 'Cancel download' })).toBeNull();
  });

  it('can be cancelled: the stream is dropped and nothing is saved', async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    const stream = streamed();
    renderSettings({ 'GET /api/account/backup': () => stream.response() });
    const card = await screen.findByRole('region', { name: 'Backup' });
    await user.click(within(card).getByRole('link', { name: 'Download backup' }));
    stream.send(header + item('round', 1));
    await within(card).findByText(/^Downloading your backup… rounds and sessions first, then 3 shots \(\d+ bytes\)$/);
    await user.click(within(card).getByRole('button', { name: 'Cancel download' }));
    expect(await within(card).findByText('Download cancelled. Nothing was saved.')).toBeTruthy();
    expect(stream.cancelled).toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('saves nothing and says why when the connection drops, the file ends early, or the site refuses', async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    const cases: [string, (s: ReturnType<typeof streamed>) => void, string][] = [
      ['dropped', (s) => (s.send(header + item('round', 1)), s.fail()), 'The download stopped before the end of the backup. Nothing was saved. Check your connection and try again.'],
      ['cut short', (s) => (s.send(header + item('round', 1) + item('session', 1) + item('shot', 1)), s.close()), 'The backup ended before its last line, so it would not restore everything. Nothing was saved. Please try again.'],
      ['not a backup', (s) => (s.send('<!doctype html>\n'), s.close()), 'The site did not answer with a backup. Nothing was saved. Please try again.'],
    ];
    let current = streamed();
    let signedOut = false;
    renderSettings({ 'GET /api/account/backup': () => (signedOut ? jsonResponse(401, { error: 'Please sign in again.' }) : current.response()) });
    const card = await screen.findByRole('region', { name: 'Backup' });
    for (const [name, run, message] of cases) {
      current = streamed();
      await user.click(within(card).getByRole('link', { name: 'Download backup' }));
      await within(card).findByText('Preparing your backup…');
      run(current);
      expect(await within(card).findByText(message), name).toBeTruthy();
    }
    signedOut = true;
    await user.click(within(card).getByRole('link', { name: 'Download backup' }));
    expect(await within(card).findByText('The backup could not be downloaded: Please sign in again.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

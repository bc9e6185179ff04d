import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { messages } from '../../../common/messages';
import { renderPage, user } from '../../test/subscription-pages';
import { DownloadsPage } from './downloads-page';

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

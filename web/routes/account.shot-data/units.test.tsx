import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signedInUser } from '../../test/api-stub';
import { metric, pro, render } from '../../test/units-pages';

describe('Shot data in the chosen unit', () => {
  it('Shot data in metres: the cards, the Club Distances summary and its table', async () => {
    render('/account/shot-data', pro(metric));
    const longest = await screen.findByRole('region', { name: 'Longest Drive' });
    await waitFor(() => expect(longest.textContent).toContain('230.0 m'));
    expect(screen.getByRole('region', { name: 'Average Driver Distance' }).textContent).toContain('216.7 m');
    expect(screen.getByRole('region', { name: 'Fairways Hit' }).textContent).toContain('66.7%');
    expect(screen.getByText('Average carry by club, in metres', { selector: 'p' })).toBeTruthy();
    const clubs = screen.getByRole('table', { name: 'Average carry by club, in metres' });
    expect(within(clubs).getByRole('columnheader', { name: 'Average carry (metres)' })).toBeTruthy();
    expect(within(clubs).getByRole('row', { name: /^Dr/ }).textContent).toContain('200.0');
    expect(within(clubs).getByRole('row', { name: /^7i/ }).textContent).toContain('130.0');
    expect(screen.queryByText(/\dyd\b|yards/)).toBeNull();
  });

  it('Shot data in yards by default, as the spec words it', async () => {
    render('/account/shot-data', pro());
    const longest = await screen.findByRole('region', { name: 'Longest Drive' });
    await waitFor(() => expect(longest.textContent).toContain('251.5 yd'));
    const clubs = screen.getByRole('table', { name: 'Average carry by club, in yards' });
    // 130.04 m x 1.09361 = 142.2 yd.
    expect(within(clubs).getByRole('row', { name: /^7i/ }).textContent).toContain('142.2');
  });

  it('the locked teaser shows its sample distances in metres for a user who chose metres', async () => {
    render('/account/shot-data', { ...signedInUser, preferences: metric });
    await screen.findByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' });
    const sample = screen.getByTestId('teaser-sample');
    // 231.5 yd / 1.09361 = 211.7 m.
    expect(sample.textContent).toContain('211.7 m');
    expect(sample.textContent).not.toMatch(/\dyd\b/);
  });
});

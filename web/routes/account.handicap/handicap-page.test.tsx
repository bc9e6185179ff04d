import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import { HandicapPage } from './handicap-page';
import { proUser, signedInUser } from '../../test/api-stub';
import { answer } from '../../test/handicap-answer';
import { renderSignedIn } from '../../test/render-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page with what its loader read (null: a Free user's, or a read that failed). */
function render(path: string, user = proUser, read: HandicapResponse | null = answer) {
  return renderSignedIn(
    path,
    <Route path="/account/handicap" element={<HandicapPage isPro={user.isPro} handicap={read} />} />,
    { user },
  );
}

describe('Sim Handicap page', () => {
  it('shows each player’s index and how it was computed: the scores, their differentials, the ones counted', async () => {
    render('/account/handicap');
    const ann = await screen.findByRole('region', { name: 'Ann' });
    expect(ann.textContent).toContain('Sim Handicap 2.2');
    expect(ann.textContent).toContain('Average of the lowest 1 of the last 2, adjusted by \u22121.0 · 4 scores');
    const rows = within(ann).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].className).toBe('counted');
    expect(rows[0].textContent).toContain('counted');
    expect(within(rows[0]).getByRole('link', { name: 'Harbour Links' }).getAttribute('href')).toBe('/account/round/r4');
    expect(rows[0].textContent).toContain('74+2');
    expect(rows[0].textContent).toContain('70.5 / 125');
    // Two 9-hole rounds of a day make one score: no single round to link to.
    expect(within(rows[1]).queryByRole('link')).toBeNull();
    expect(rows[1].textContent).toContain('79+7');
    expect(rows[1].textContent).not.toContain('counted');
    // Bob has scores but not yet 3; Cy has none and is not listed.
    expect((await screen.findByRole('region', { name: 'Bob' })).textContent).toContain('No index yet: needs 3 rounds, 2 so far.');
    expect(screen.queryByRole('region', { name: 'Cy' })).toBeNull();
  });

  it('tells a free user what Pro adds, with one way to upgrade', async () => {
    render('/account/handicap', signedInUser, null);
    expect(await screen.findByText(/The Sim Handicap is part of Pro/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
  });

  it('says so when it cannot be loaded', async () => {
    render('/account/handicap', proUser, null);
    expect(await screen.findByText('The Sim Handicap could not be loaded.')).toBeTruthy();
  });
});

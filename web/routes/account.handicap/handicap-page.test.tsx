import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import { SimHandicapCard } from '../account/sim-handicap-card';
import { HandicapPage } from './handicap-page';
import { messages } from '../../../common/messages';
import { proUser, signedInUser } from '../../test/api-stub';
import { LocationProbe, renderSignedIn } from '../../test/render-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


const answer: HandicapResponse = {
  players: [
    {
      player: 'Ann',
      index: 2.2,
      scores: 4,
      counted: 1,
      adjustment: -1,
      recent: [
        { roundIds: ['r4'], course: 'Harbour Links', playedAt: '2026-11-25T09:00:00.000Z', par: 72, grossScore: 74, adjustedGross: 74, courseRating: 70.5, slopeRating: 125, differential: 3.2, counted: true },
        { roundIds: ['r3a', 'r3b'], course: 'Old Course Sim', playedAt: '2026-11-23T09:00:00.000Z', par: 72, grossScore: 79, adjustedGross: 76, courseRating: 72, slopeRating: 113, differential: 4, counted: false },
      ],
    },
    { player: 'Bob', index: null, scores: 2, counted: 0, adjustment: 0, recent: [] },
    { player: 'Cy', index: null, scores: 0, counted: 0, adjustment: 0, recent: [] },
  ],
};

/** The page with what its loader read (null: a Free user's, or a read that failed); the card with its API call. */
function render(path: string, user = proUser, read: HandicapResponse | null = answer) {
  return renderSignedIn(
    path,
    <>
      <Route path="/account/handicap" element={<HandicapPage isPro={user.isPro} handicap={read} />} />
      <Route
        path="/account"
        element={
          <>
            <SimHandicapCard isPro={user.isPro} handicap={user.isPro ? answer : null} />
            <LocationProbe label="Dashboard" />
          </>
        }
      />
    </>,
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

describe('Dashboard Sim Handicap card', () => {
  it('shows a Pro user each index there is, and links to how it is computed', async () => {
    render('/account');
    const card = await screen.findByRole('region', { name: 'Sim Handicap' });
    await within(card).findByText('2.2');
    expect(card.textContent).toContain('Ann');
    expect(card.textContent).not.toContain('Bob');
    expect(within(card).getByRole('link', { name: 'How it is computed' }).getAttribute('href')).toBe('/account/handicap');
  });

  it('is not there for a free user, who keeps the locked teaser', async () => {
    render('/account', signedInUser);
    await screen.findByText('Dashboard at /account');
    expect(screen.queryByRole('region', { name: 'Sim Handicap' })).toBeNull();
  });

  it('says so when the handicaps could not be read', async () => {
    renderSignedIn('/account', <Route path="/account" element={<SimHandicapCard isPro handicap={null} />} />, { user: proUser });
    const card = await screen.findByRole('region', { name: 'Sim Handicap' });
    expect(card.textContent).toContain(messages.handicapLoadFailed);
  });
});

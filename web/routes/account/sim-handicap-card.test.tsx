import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { SimHandicapCard } from './sim-handicap-card';
import { messages } from '../../../common/messages';
import { proUser, signedInUser } from '../../test/api-stub';
import { answer } from '../../test/handicap-answer';
import { LocationProbe, renderSignedIn } from '../../test/render-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dashboard's card with what the dashboard's loader read: the handicaps for a Pro user, nothing for a Free one. */
function render(path: string, user = proUser) {
  return renderSignedIn(
    path,
    <Route
      path="/account"
      element={
        <>
          <SimHandicapCard isPro={user.isPro} handicap={user.isPro ? answer : null} />
          <LocationProbe label="Dashboard" />
        </>
      }
    />,
    { user },
  );
}

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { readAnalysisFilters, useAnalysisFilters } from './url-filters';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('readAnalysisFilters', () => {
  const read = (search: string) => readAnalysisFilters(new URLSearchParams(search));
  it('reads a club of the analysis and calendar days in order', () => {
    expect(read('club=7i&from=2025-03-01&to=2025-03-31')).toEqual({ club: '7i', from: '2025-03-01', to: '2025-03-31' });
    expect(read('from=2025-03-01&to=2025-03-01')).toEqual({ club: null, from: '2025-03-01', to: '2025-03-01' });
    expect(read('')).toEqual({ club: null, from: '', to: '' });
  });
  it('falls back to the defaults for what it cannot read', () => {
    // The putter is not analysed; names are case-sensitive like the API's.
    for (const club of ['Pt', 'XX', '7I', '', 'Dr ']) expect(read(`club=${encodeURIComponent(club)}`).club).toBeNull();
    expect(read('from=2025-02-30&to=2025-3-1')).toEqual({ club: null, from: '', to: '' });
    expect(read('from=yesterday&to=2025-03-31')).toEqual({ club: null, from: '', to: '2025-03-31' });
    expect(read('from=2025-03-31&to=2025-03-01&club=Dr')).toEqual({ club: 'Dr', from: '', to: '' });
  });
});

// The path and query; the probe adds the entry's state after a space.
const address = () => screen.getByText(/^Address at /).textContent!.replace(/^Address at /, '').split(' ')[0];

/** Two changes from one drawing of the page, as when a date is typed before the club's navigation is drawn. */
function Filters() {
  const filters = useAnalysisFilters();
  return (
    <>
      <p>
        Drawn: {filters.club ?? 'none'} {filters.from || '-'} {filters.to || '-'}
      </p>
      <button
        type="button"
        onClick={() => {
          filters.setClub('7i');
          filters.setDates('2025-03-01', '');
        }}
      >
        Club then date
      </button>
      <LocationProbe label="Address" />
    </>
  );
}

describe('useAnalysisFilters in the address', () => {
  it('builds each change on the address as it is now, keeping the other parameters; the club is a step Back, the dates are not', async () => {
    stubApi({});
    renderRoutes(
      ['/start', '/shots?player=Ann'],
      [<Route key="start" path="/start" element={<p>Start</p>} />, <Route key="shots" path="/shots" element={<Filters />} />],
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Club then date' }));
    await waitFor(() => expect(address()).toBe('/shots?player=Ann&club=7i&from=2025-03-01'));
    expect(screen.getByText(/^Drawn:/).textContent).toBe('Drawn: 7i 2025-03-01 -');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(address()).toBe('/shots?player=Ann'));
    expect(screen.getByText(/^Drawn:/).textContent).toBe('Drawn: none - -');
  });
});

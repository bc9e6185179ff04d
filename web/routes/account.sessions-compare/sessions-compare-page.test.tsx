import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SessionCompareResponse } from '../../../common/schemas/sessions';
import { A, B, friday, monday, renderAccount } from '../../test/sessions-pages';

describe('Compare', () => {
  it('shows each club of either session side by side with the differences, a club one session lacks as not hit', async () => {
    const side = (carry: number, ballSpeed: number, clubPath = 1.5) => ({ shots: 5, carry, ballSpeed, spinRate: 6800, launchAngle: 17, clubPath, faceToPath: -0.8 });
    const answer: SessionCompareResponse = {
      a: monday,
      b: friday,
      hideMishits: false,
      clubs: [
        { club: 'Dr', a: null, b: side(210, 66), difference: null },
        {
          club: '7i',
          a: side(140, 50),
          b: side(145, 51, 3),
          difference: { carry: 5, ballSpeed: 1, spinRate: 0, launchAngle: 0, clubPath: 1.5, faceToPath: 0 },
        },
      ],
    };
    renderAccount(`/account/sessions/compare?a=${A}&b=${B}`, { compare: () => ({ isPro: true, valid: true, notFound: false, compare: answer, dispersions: null, choices: null }) });
    const sevens = await screen.findByRole('region', { name: '7i' });
    // B against A: more carry and ball speed are better, a path further from square worse; spin is not judged.
    expect(within(sevens).getByRole('row', { name: /Carry \(yd\)/ }).textContent).toBe('Carry (yd)153.1158.6+5.5▲ better');
    expect(within(sevens).getByRole('row', { name: /Ball Speed \(mph\)/ }).textContent).toBe('Ball Speed (mph)111.8114.1+2.2▲ better');
    expect(within(sevens).getByRole('row', { name: /Club Path/ }).textContent).toMatch(/▼ worse$/);
    expect(within(sevens).getByRole('row', { name: /Spin/ }).textContent).not.toMatch(/better|worse/);
    expect(within(sevens).getAllByText('▲')[0].parentElement!.getAttribute('data-verdict')).toBe('better');
    const drivers = screen.getByRole('region', { name: 'Dr' });
    expect(within(drivers).getByRole('row', { name: /Carry \(yd\)/ }).textContent).toBe('Carry (yd)Not hit229.7–');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '../../../common/messages';
import { metric, pro, render } from '../../test/units-pages';

describe('Dashboard in the chosen unit', () => {
  it('the Dashboard stat card in metres', async () => {
    render('/account', pro(metric));
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    await waitFor(() => expect(stats.textContent).toContain('230.0 m'));
    expect(stats.textContent).toContain('200.0 m');
  });
});

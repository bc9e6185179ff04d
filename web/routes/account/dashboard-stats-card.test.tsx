import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '../../../common/messages';
import type { StatCard } from '../../../common/schemas/stats';
import { proUser } from '../../test/api-stub';
import { renderAccount } from '../../test/stats-pages';

describe('Dashboard stat card', () => {
  const card = (id: StatCard['id'], title: string, value: number | null, unit: 'm' | '%', interval: string, trend: 'up' | 'down' | 'neutral', change = 0) => ({
    id,
    title,
    value,
    unit,
    interval,
    trend,
    change,
    data: [1, 2],
  });

  it("shows a Pro user's headline figures from call 18 in yards", async () => {
    const dashboard = {
      player: 'all',
      shotCount: 12,
      cards: [
        card('longestDrive', 'Longest Drive', 230, 'm', 'Last 10 days', 'up', 2.5),
        card('averageDriverDistance', 'Average Driver Distance', 200, 'm', 'Last 10 days', 'down', -0.48),
        card('fairwaysHit', 'Fairways Hit', 57.1, '%', 'Last 30 days', 'neutral'),
      ],
      clubs: [],
      smash: { average: null, count: 0 },
    };
    renderAccount('/account', {}, proUser, { dashboard: { firstRun: null, isPro: true, dashboard, handicap: null, rounds: null, latestSession: null } });
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    await waitFor(() => expect(stats.textContent).toContain('251.5 yd'));
    expect(stats.textContent).toContain('218.7 yd');
    expect(stats.textContent).toContain('57.1%');
    const trends = within(stats).getAllByTestId('trend-change');
    expect(trends.map((t) => t.textContent)).toEqual(['+2.50% a day', '\u22120.48% a day', '0.00% a day']);
    expect(trends[1].getAttribute('aria-label')).toBe('Trending down: \u22120.48% a day on average over the period');
    // By the sign the arrow points down; under 1% a day it is drawn in the neutral colour, not red.
    expect(getComputedStyle(trends[0]).color).not.toBe(getComputedStyle(trends[1]).color);
    expect(getComputedStyle(trends[1]).color).toBe(getComputedStyle(trends[2]).color);
    expect(within(stats).getByRole('link', { name: messages.dashboardStatsMore }).getAttribute('href')).toBe('/account/shot-data');
  });
});

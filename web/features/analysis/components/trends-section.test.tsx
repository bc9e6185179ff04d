import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MetricMeans, TrendsResponse } from '../../../../common/schemas/analysis';
import { SHOT_METRIC_NAMES } from '../../../../common/shot-metrics';
import { TrendsSection } from './trends-section';

afterEach(cleanup);

const means = (given: Partial<MetricMeans>): MetricMeans =>
  ({ ...Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, null])), ...given }) as MetricMeans;
const week = (day: string, clubPath: number | null, spinRate: number) => ({
  week: day,
  shots: 3,
  carry: 140,
  ballSpeed: 50,
  clubSpeed: 38,
  smashFactor: 50 / 38,
  means: means({ carry: 140, ballSpeed: 50, clubSpeed: 38, clubPath, spinRate, apex: 30 }),
});
const data: TrendsResponse = {
  filter: { player: 'all', from: null, to: null },
  club: '7i',
  hideMishits: false,
  weeks: [week('2025-03-03', 2.46, 6512.4), week('2025-03-10', null, 6400)],
};

const headers = () => within(screen.getByRole('table', { name: 'Weekly means of 7i' })).getAllByRole('columnheader').map((h) => h.textContent);
const lastCells = () =>
  within(screen.getByRole('table', { name: 'Weekly means of 7i' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').at(-1)!.textContent);

describe('TrendsSection', () => {
  it('shows carry and speeds first, then any measurement the shots have, in the account’s units, in the table too', async () => {
    render(<TrendsSection data={data} units={{ distanceUnit: 'm', speedUnit: 'kmh' }} />);
    expect(headers()).toEqual(['Week of', 'Shots', 'Carry (m)', 'Ball speed (km/h)', 'Club speed (km/h)']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Measurement' }));
    // The measured ones only, ball first then club, each with its unit: none of the record's others.
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Carry, ball and club speed', 'Ball Speed (km/h)', 'Spin Rate (rpm)', 'Carry (m)', 'Apex (m)', 'Club Speed (km/h)', 'Club Path (deg)']);

    await userEvent.click(screen.getByRole('option', { name: 'Club Path (deg)' }));
    expect(headers()).toEqual(['Week of', 'Shots', 'Club Path (deg)']);
    // A week without the measurement says so with a dash.
    expect(lastCells()).toEqual(['2.5', '–']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Measurement' }));
    await userEvent.click(screen.getByRole('option', { name: 'Apex (m)' }));
    expect(lastCells()).toEqual(['30.0', '30.0']);
  });

  it('writes spin in whole rpm and distances in yards for a yards account', async () => {
    render(<TrendsSection data={data} units={{ distanceUnit: 'yd', speedUnit: 'mph' }} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Measurement' }));
    await userEvent.click(screen.getByRole('option', { name: 'Spin Rate (rpm)' }));
    expect(lastCells()).toEqual(['6512', '6400']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Measurement' }));
    await userEvent.click(screen.getByRole('option', { name: 'Apex (yd)' }));
    // 30 m = 32.8 yd.
    expect(lastCells()).toEqual(['32.8', '32.8']);
  });
});

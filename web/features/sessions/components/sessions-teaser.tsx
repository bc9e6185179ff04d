import Card from '@mui/material/Card';
import type { SessionSummary } from '../../../../common/schemas/sessions';
import { LockedTeaser } from '../../stats/components/locked-teaser';
import { sessionTexts as t } from '../texts';
import { SessionsTable } from './sessions-table';

const DAY = 86_400_000;
// Fixed moments, so the page drawn by the server and the browser's first render agree.
const BASE = Date.UTC(2026, 10, 20, 17, 30);
const sample = (i: number, name: string, source: string, shots: number, clubs: SessionSummary['clubs']): SessionSummary => ({
  id: `sample-${i}`,
  name,
  source,
  device: null,
  location: null,
  startedAt: new Date(BASE - i * 3 * DAY).toISOString(),
  endedAt: null,
  shots,
  clubs,
});

/** What a Pro golfer's list looks like, behind the blur. */
export const SESSIONS_TEASER_SAMPLE: SessionSummary[] = [
  sample(0, 'Driver tune-up', 'app', 64, ['Dr', '3W']),
  sample(1, 'Wedge ladder', 'app', 90, ['PW', 'GW', 'SW', 'LW']),
  sample(2, 'Garmin Golf 2026-11-14', 'garmin', 120, ['Dr', '5i', '7i', '9i', 'PW']),
  sample(3, 'Irons, stock shots', 'app', 75, ['5i', '6i', '7i', '8i']),
  sample(4, 'Trackman 2026-11-08', 'trackman', 48, ['Dr', '7i']),
];

/** The locked teaser of the sessions pages for users without Pro, as the shot data one (spec section 2). */
export function SessionsTeaser() {
  return (
    <LockedTeaser
      body={t.teaserBody}
      sample={
        <Card>
          <SessionsTable sessions={SESSIONS_TEASER_SAMPLE} />
        </Card>
      }
    />
  );
}

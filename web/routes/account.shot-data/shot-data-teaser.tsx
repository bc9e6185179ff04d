import { distanceLabel, distanceToMetres, distanceValue, type DistanceUnit } from '../../../common/units';
import { messages } from '../../../common/messages';
import { useUnits } from '../../features/units/use-units';
import { LockedTeaser } from '../../features/stats/components/locked-teaser';
import { StatsDashboard, type DashboardView } from './stats-dashboard';
import { formatNumber } from '../../../common/format';

/** Spec section 2, "Teaser sample data": Sim Handicap, Drive Distance and Rounds Played; trends down, up, neutral. */
export const TEASER_SAMPLE: DashboardView = {
  cards: [
    { title: messages.teaserSimHandicap, value: '12.4', interval: messages.teaserLast5Rounds, trend: 'down', data: [14.1, 13.6, 13.8, 12.9, 12.4] },
    { title: messages.teaserDriveDistance, value: '231.5', unit: 'yd', interval: messages.teaserLast30Days, trend: 'up', data: [221, 224, 223, 228, 226, 231] },
    { title: messages.teaserRoundsPlayed, value: '8', interval: messages.teaserLast30Days, trend: 'neutral', data: [2, 2, 1, 2, 1] },
  ],
  clubs: [
    { club: 'Dr', distance: 231.5 },
    { club: '3W', distance: 212.3 },
    { club: '5W', distance: 198.7 },
    { club: '4H', distance: 184.2 },
    { club: '5i', distance: 171.9 },
    { club: '6i', distance: 161.4 },
    { club: '7i', distance: 150.8 },
    { club: '8i', distance: 139.6 },
    { club: '9i', distance: 128.1 },
    { club: 'PW', distance: 115.5 },
    { club: 'GW', distance: 101.7 },
    { club: 'SW', distance: 87.9 },
  ],
  distanceUnit: 'yd',
  smash: 1.38,
};

/** The sample in the user's distance unit: the yards above, or the same distances in metres. */
export function teaserSample(unit: DistanceUnit): DashboardView {
  if (unit === TEASER_SAMPLE.distanceUnit) return TEASER_SAMPLE;
  const convert = (yards: number) => distanceValue(distanceToMetres(yards, 'yd'), unit);
  return {
    ...TEASER_SAMPLE,
    cards: TEASER_SAMPLE.cards.map((card) =>
      card.unit === distanceLabel('yd')
        ? { ...card, value: formatNumber(convert(Number(card.value))), unit: distanceLabel(unit), data: card.data?.map(convert) }
        : card,
    ),
    clubs: TEASER_SAMPLE.clubs.map((c) => ({ ...c, distance: convert(c.distance) })),
    distanceUnit: unit,
  };
}

/**
 * Shot data's locked teaser (spec section 2): the dashboard with the sample data, in the user's
 * distance unit, under the overlay. A module of its own, so the charts of the dashboard come with
 * it only where it is drawn (the sessions' teaser has a sample of its own, decision 025).
 */
export function ShotDataTeaser() {
  const { distanceUnit } = useUnits();
  return <LockedTeaser sample={<StatsDashboard view={teaserSample(distanceUnit)} />} />;
}

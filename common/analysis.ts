import { CLUB_SHORT_NAMES, type ClubShortName } from './clubs';

/**
 * Per-club analysis: gapping, dispersion, weekly trends and mishits. Distances are
 * metres and speeds m/s, as stored; the web app converts to the user's units. The rule that flags
 * mishits and the shapes are recorded in docs/decisions/010-shot-analysis-and-mishits.md.
 */

/** Clubs the analysis covers, in bag order: every club but the putter. */
export const ANALYSIS_CLUBS = CLUB_SHORT_NAMES.filter((c) => c !== 'Pt') as Exclude<ClubShortName, 'Pt'>[];
export type AnalysisClub = (typeof ANALYSIS_CLUBS)[number];

/** The mishit rule: |carry - median| > MISHIT_MAD_MULTIPLIER × max(MAD_TO_SIGMA × MAD, MISHIT_MIN_SIGMA_M). */
export const MISHIT_MAD_MULTIPLIER = 3;
/** Scales the median absolute deviation to a standard deviation for normally distributed carries. */
export const MAD_TO_SIGMA = 1.4826;
/** A floor on the spread (metres), so that a club whose carries mostly repeat does not flag every other shot. */
export const MISHIT_MIN_SIGMA_M = 1;
/** Clubs with fewer shots in the filter flag nothing: too few to tell a mishit from the spread. */
export const MISHIT_MIN_SHOTS = 5;
/** Chi-square with 2 degrees of freedom at 95 %: the confidence ellipse's scale. */
export const ELLIPSE_CHI_SQUARE_95 = 5.991;
/** At most this many points per dispersion answer; more are sampled evenly in time order. */
export const DISPERSION_MAX_POINTS = 2000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day YYYY-MM-DD that exists (2025-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The first day a shot can be on: uploads before 2000 are refused. */
export const EARLIEST_GOLFER_DAY = '2000-01-01';

/** The last day a date filter may name: 31 December of next year (UTC), so a range to "the end of the year" always fits. */
export function latestGolferDay(now: Date = new Date()): string {
  return `${now.getUTCFullYear() + 1}-12-31`;
}

/**
 * A calendar day a golfer's record can reach: from 2000-01-01 to the end of next year. Days past
 * it (9999-12-31, whose next day no database date holds) are refused with the bad-date message.
 */
export function isGolferDay(value: string, now: Date = new Date()): boolean {
  return isCalendarDay(value) && value >= EARLIEST_GOLFER_DAY && value <= latestGolferDay(now);
}

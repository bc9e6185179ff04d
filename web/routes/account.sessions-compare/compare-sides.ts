import type { Theme } from '@mui/material/styles';
import type { COMPARED_METRICS } from '../../../common/schemas/sessions';

export type Side = 'a' | 'b';
type ComparedMetric = (typeof COMPARED_METRICS)[number];

/** How each session is drawn in the overlay and its key: A as blue rings and a dashed ellipse, B as amber squares and a solid one. */
export const SIDE_STYLE: Record<Side, { colour: (theme: Theme) => string; dash: string | undefined }> = {
  a: { colour: (theme) => theme.palette.info.main, dash: '6 4' },
  b: { colour: (theme) => theme.palette.warning.dark ?? theme.palette.warning.main, dash: undefined },
};

/**
 * Which way is better for a measurement, B against A: more carry and ball speed; a club path and
 * face to path nearer square (0). Spin and launch have no better way on their own (it depends on
 * the club and the golfer's aim), so they are not judged.
 */
const BETTER: Partial<Record<ComparedMetric, 'higher' | 'nearer zero'>> = {
  carry: 'higher',
  ballSpeed: 'higher',
  clubPath: 'nearer zero',
  faceToPath: 'nearer zero',
};

export type Verdict = 'better' | 'worse' | null;

/** B's figure against A's: better, worse, or null (not judged, missing, or the same to 0.05). */
export function verdict(name: ComparedMetric, a: number | null, b: number | null): Verdict {
  const way = BETTER[name];
  if (!way || a === null || b === null) return null;
  const gain = way === 'higher' ? b - a : Math.abs(a) - Math.abs(b);
  if (Math.abs(gain) < 0.05) return null;
  return gain > 0 ? 'better' : 'worse';
}

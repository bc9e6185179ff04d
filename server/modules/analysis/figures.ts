import type { AnalysisClub, MetricMeans } from '../../../common/schemas/analysis';

/** The rows the analysis answers with, the same whether read from the summaries or from the shots. */

export interface GappingRowDb {
  club: AnalysisClub;
  all_shots: number;
  mishits: number;
  excluded: number;
  shots: number;
  carry_mean: number | null;
  carry_median: number | null;
  carry_sd: number | null;
  total_shots: number;
  total_mean: number | null;
  total_median: number | null;
  total_sd: number | null;
  gap: number | null;
  /** The mishit rule's median carry and threshold (null under MISHIT_MIN_SHOTS): not sent, checked by the tests. */
  rule_median: number;
  rule_threshold: number | null;
}


export interface DispersionDb {
  hide: boolean;
  shots: number;
  step: number;
  points: { id: string; carry: number; offline: number; taken_at: string; mishit: boolean; left_out: boolean; override: boolean | null }[];
  counted: number;
  center_carry: number | null;
  center_offline: number | null;
  major: number | null;
  minor: number | null;
  angle: number | null;
  median: number | null;
  threshold: number | null;
}


export interface TrendWeekDb {
  week: string;
  shots: number;
  carry: number;
  ball_speed: number;
  club_speed: number | null;
  smash: number | null;
  means: MetricMeans;
}

import { METRES_TO_YARDS } from './constants';

/** Fills `{name}` placeholders of a message from common/messages.ts. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Metres to yards, rounded to one decimal (spec section 9). */
export function metresToYards(metres: number): number {
  return Math.round(metres * METRES_TO_YARDS * 10) / 10;
}

/** A distance in metres shown in yards with one decimal: 201.2. */
export function formatYards(metres: number | null | undefined): string {
  return metres === null || metres === undefined ? '–' : metresToYards(metres).toFixed(1);
}

/** A percent with one decimal: 57.1%. */
export function formatPercent(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? '–' : `${percent.toFixed(1)}%`;
}

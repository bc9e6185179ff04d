import type { ImportFormat } from '../../../../common/schemas/import';
import type { Field } from '../fields';
import type { ReadTime } from '../time';

/**
 * One vendor's export layout: which header is theirs, what each column means, and the few habits
 * that differ (a title line, dates day first, an apex in yards). The reader (reader.ts) does the
 * rest the same way for all. docs/import-formats.md names the public source of each layout.
 */
export interface VendorFormat {
  id: ImportFormat;
  /** The field of a header cell: its name in lower case with the unit split off, and that unit. */
  field(name: string, unit: string | null): Field | undefined;
  /** Whether a header row is this vendor's: its names (as `field` gets them) and its raw cells. */
  recognise(names: Set<string>, cells: string[]): boolean;
  /** Dates such as 06/01/2025 written day first. */
  dayFirst?(header: { names: Set<string>; delimiter: string }): boolean;
  /** A line above the header naming the session's player and time (Rapsodo). */
  title?(texts: string[], dayFirst: boolean): { player: string | null; time: ReadTime } | null;
  /** An apex given without a unit is in yards beside yards (else feet, as the US apps show it). */
  heightInYards?: boolean;
  /** Times without a zone are UTC (our own export). */
  utcTimes?: boolean;
  /** Units of a file that names none: known for our own old export, asked for everyone else. */
  knownUnits?: { speed: 'm/s'; distance: 'm' };
}

/** A `field` from a table of names. */
export function byName(table: Record<string, Field>): (name: string) => Field | undefined {
  return (name) => (Object.hasOwn(table, name) ? table[name] : undefined);
}

export const hasAny = (names: Set<string>, ...wanted: string[]) => wanted.some((w) => names.has(w));

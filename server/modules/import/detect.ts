import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import type { Field } from './fields';
import { flightscope } from './formats/flightscope';
import { foresight } from './formats/foresight';
import type { VendorFormat } from './formats/format';
import { garmin } from './formats/garmin';
import { gspro } from './formats/gspro';
import { ours } from './formats/ours';
import { rapsodo } from './formats/rapsodo';
import { trackman } from './formats/trackman';
import { uneekor } from './formats/uneekor';

/**
 * Format detection from the header row: the first vendor (in this order: the most distinctive
 * names first, Garmin's plainest header last) that recognises the header's names reads the file.
 */
export const FORMATS: VendorFormat[] = [ours, flightscope, gspro, foresight, uneekor, trackman, rapsodo, garmin];

export class ImportFileError extends Error {}

export interface Column {
  index: number;
  /** The header cell as written: the checks' messages name it. */
  header: string;
  /** The unit as the header or the units row writes it, when either does. */
  unit: string | null;
  /** The sign hint after the unit (`L-/R+`, `toe-/heel+`), when the header gives one. */
  hint: string | null;
}

export interface Header {
  format: VendorFormat;
  columns: Map<Field, Column>;
  names: Set<string>;
  cells: string[];
}

/**
 * 'Carry Distance (yds)' -> name 'carry distance', unit 'yds'; 'Club Speed [mph]' -> 'club speed',
 * 'mph'; 'Offline (yds L-/R+)' -> 'offline', 'yds' (the sign hint after the unit is dropped).
 */
function splitHeader(cell: string): { name: string; unit: string | null; hint: string | null } {
  const trimmed = cell.trim();
  const m = /^(.*?)\s*[([]\s*([^)\]]*?)\s*[)\]]\s*$/.exec(trimmed);
  const name = (m ? m[1] : trimmed).normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const [unit, ...hint] = m ? m[2].split(/\s+/) : [];
  return { name, unit: unit ? unit : null, hint: hint.length > 0 ? hint.join(' ') : null };
}

/** What every shot needs, in the words of the messages when a recognised export lacks it. */
const REQUIRED: { fields: Field[]; name: string }[] = [
  { fields: ['clubType', 'clubName'], name: 'Club' },
  { fields: ['ballSpeed'], name: 'Ball Speed' },
  { fields: ['launchAngle'], name: 'Launch Angle' },
  { fields: ['carry'], name: 'Carry' },
];

/** The header of one of our formats, or null: a title line, a `sep=` line, a blank or foreign row. */
export function detectHeader(cells: string[]): Header | null {
  const split = cells.map(splitHeader);
  const names = new Set(split.map((s) => s.name).filter((n) => n !== ''));
  if (names.size < 3) return null;
  const format = FORMATS.find((f) => f.recognise(names, cells));
  if (!format) return null;
  const columns = new Map<Field, Column>();
  split.forEach(({ name, unit, hint }, index) => {
    const field = format.field(name, unit);
    if (field && !columns.has(field)) columns.set(field, { index, header: cells[index].trim(), unit, hint });
  });
  for (const { fields, name } of REQUIRED) {
    if (!fields.some((f) => columns.has(f))) throw new ImportFileError(fillMessage(messages.importMissingColumn, { column: name }));
  }
  return { format, columns, names, cells: cells.map((c) => c.trim()) };
}

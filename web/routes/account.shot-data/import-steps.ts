import type { ImportPreview, ImportResult } from '../../../common/schemas/import';
import type { ImportChoices, ReadingChoices } from './import-api';

/** Where the import dialog is: each step holds what its screen draws. */
export type ImportStep =
  | { name: 'choose'; error?: string }
  | { name: 'reading'; file: File; fraction: number }
  | { name: 'preview'; file: File; preview: ImportPreview }
  | { name: 'importing'; file: File; preview: ImportPreview; rows: number; stored: number; bytes: number; sent: number }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; file: File; preview: ImportPreview; error: string };

/** What moves the dialog from one step to the next. */
export type ImportEvent =
  | { type: 'reset' }
  | { type: 'refused'; error: string }
  | { type: 'reading'; file: File; fraction: number }
  | { type: 'previewed'; file: File; preview: ImportPreview }
  | { type: 'started'; file: File; preview: ImportPreview }
  | { type: 'progress'; rows: number; stored: number; bytes: number }
  | { type: 'sent'; fraction: number }
  | { type: 'finished'; result: ImportResult }
  | { type: 'failed'; file: File; preview: ImportPreview; error: string };

export const firstStep: ImportStep = { name: 'choose' };

/** The dialog's steps: choose a file, read it, preview it, import it, then done or failed. */
export function importStep(step: ImportStep, event: ImportEvent): ImportStep {
  switch (event.type) {
    case 'reset':
      return firstStep;
    case 'refused':
      return { name: 'choose', error: event.error };
    case 'reading':
      return { name: 'reading', file: event.file, fraction: event.fraction };
    case 'previewed':
      return { name: 'preview', file: event.file, preview: event.preview };
    case 'started':
      return { name: 'importing', file: event.file, preview: event.preview, rows: 0, stored: 0, bytes: 0, sent: 0 };
    // The server's progress lines say how far it got; until the first, how much of the file was sent.
    case 'progress':
      return step.name === 'importing' ? { ...step, rows: event.rows, stored: event.stored, bytes: event.bytes } : step;
    case 'sent':
      return step.name === 'importing' ? { ...step, sent: event.fraction } : step;
    case 'finished':
      return { name: 'done', result: event.result };
    case 'failed':
      return { name: 'failed', file: event.file, preview: event.preview, error: event.error };
  }
}

/** Each source player to a player of the same name; a file without players to the account's first player. */
export function initialMapping(preview: ImportPreview, players: string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const source of preview.sourcePlayers) mapping[source] = source;
  if (!preview.hasPlayers) mapping[''] = players[0] ?? '';
  return mapping;
}

/** What the import is sent with: how the file is read, the date it lacks, whose shots they are. */
export function importChoices(preview: ImportPreview, reading: ReadingChoices, date: string, mapping: Record<string, string>): ImportChoices {
  const choices: ImportChoices = { ...reading };
  if (!preview.hasDates) choices.date = date;
  if (preview.hasPlayers) choices.players = Object.fromEntries(preview.sourcePlayers.map((s) => [s, mapping[s]?.trim() || s]));
  else choices.player = mapping['']?.trim();
  return choices;
}

/** Whether the golfer still has a choice to make before Import: a player, a date, units or the wedge. */
export function choiceMissing(preview: ImportPreview, reading: ReadingChoices, date: string, mapping: Record<string, string>): boolean {
  const targets = preview.hasPlayers ? preview.sourcePlayers : [''];
  const missingPlayer = targets.some((s) => !(mapping[s] ?? '').trim() && !s);
  const missingDate = !preview.hasDates && !/^\d{4}-\d{2}-\d{2}$/.test(date);
  const missingUnits = preview.units.needed.length > 0;
  const missingWedge = preview.counts.genericWedges > 0 && !reading.wedge;
  return missingPlayer || missingDate || missingUnits || missingWedge;
}

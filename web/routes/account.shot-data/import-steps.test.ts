import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../common/schemas/import';
import { choiceMissing, firstStep, importChoices, importStep, initialMapping } from './import-steps';

const file = new File(['Club,Carry\n7i,150\n'], 'shots.csv', { type: 'text/csv' });
const preview: ImportPreview = {
  format: 'ours',
  delimiter: ',',
  decimalComma: false,
  units: { speed: 'mph', distance: 'yd', speedInFile: true, distanceInFile: true, needed: [] },
  timeZone: 'Europe/Paris',
  columns: ['Club', 'Carry'],
  hasDates: true,
  hasPlayers: true,
  sourcePlayers: ['Ann', 'Bo'],
  rows: [],
  counts: { rows: 1, readable: 1, unreadable: 0, summaryRows: 0, genericWedges: 0 },
  unreadable: [],
};

describe('the import dialog steps', () => {
  it('goes from the file to the preview to the import, its progress kept in one step', () => {
    let step = importStep(firstStep, { type: 'reading', file, fraction: 0.5 });
    expect(step).toEqual({ name: 'reading', file, fraction: 0.5 });
    step = importStep(step, { type: 'previewed', file, preview });
    step = importStep(step, { type: 'started', file, preview });
    expect(step).toEqual({ name: 'importing', file, preview, rows: 0, stored: 0, bytes: 0, sent: 0 });
    step = importStep(step, { type: 'sent', fraction: 0.25 });
    step = importStep(step, { type: 'progress', rows: 10, stored: 8, bytes: 400 });
    expect(step).toEqual({ name: 'importing', file, preview, rows: 10, stored: 8, bytes: 400, sent: 0.25 });
    expect(importStep(step, { type: 'failed', file, preview, error: 'gone' })).toEqual({ name: 'failed', file, preview, error: 'gone' });
  });

  it('ignores a late progress line once the import is over, and starts again from the chooser', () => {
    const done = importStep(firstStep, { type: 'finished', result: { stored: 1, alreadyPresent: 0, counts: preview.counts, unreadable: [], sessions: [] } });
    expect(importStep(done, { type: 'progress', rows: 1, stored: 1, bytes: 1 })).toBe(done);
    expect(importStep(done, { type: 'reset' })).toEqual({ name: 'choose' });
    expect(importStep(done, { type: 'refused', error: 'Too big' })).toEqual({ name: 'choose', error: 'Too big' });
  });

  it("maps each of the file's players to the same name, and a file without players to the account's first", () => {
    expect(initialMapping(preview, ['Me'])).toEqual({ Ann: 'Ann', Bo: 'Bo' });
    expect(initialMapping({ ...preview, hasPlayers: false, sourcePlayers: [] }, ['Me', 'You'])).toEqual({ '': 'Me' });
  });

  it('sends the names chosen (a blank one keeps the file’s), the date a file lacks, and waits for every choice', () => {
    const reading = { timeZone: 'Europe/Paris' };
    expect(importChoices(preview, reading, '', { Ann: ' Anna ', Bo: '' })).toEqual({ timeZone: 'Europe/Paris', players: { Ann: 'Anna', Bo: 'Bo' } });
    const undated = { ...preview, hasDates: false, hasPlayers: false, sourcePlayers: [] };
    expect(importChoices(undated, reading, '2025-03-01', { '': 'Me' })).toEqual({ timeZone: 'Europe/Paris', date: '2025-03-01', player: 'Me' });
    expect(choiceMissing(undated, reading, '2025-03-01', { '': 'Me' })).toBe(false);
    expect(choiceMissing(undated, reading, '', { '': 'Me' })).toBe(true);
    expect(choiceMissing(undated, reading, '2025-03-01', { '': ' ' })).toBe(true);
    expect(choiceMissing({ ...preview, units: { ...preview.units, needed: ['speed'] } }, reading, '', {})).toBe(true);
    expect(choiceMissing({ ...preview, counts: { ...preview.counts, genericWedges: 2 } }, reading, '', {})).toBe(true);
    expect(choiceMissing({ ...preview, counts: { ...preview.counts, genericWedges: 2 } }, { ...reading, wedge: 'SW' }, '', {})).toBe(false);
  });
});

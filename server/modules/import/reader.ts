import { createHash } from 'node:crypto';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { SHOT_METRIC_NAMES } from '../../../common/shot-metrics';
import { CsvError, csvRecords, type Delimiter } from './csv';
import { ImportFileError } from './detect';
import type { Measurement } from './fields';
import { ShotFileReader } from './file-reader';
import type { FileInfo, ReaderOptions, ReadShot, RowResult } from './read-types';

/**
 * Reads a vendor's CSV export into shots in metric units (docs/decisions/012): finds the header
 * and its vendor (detect.ts, formats/*.ts), reads the units (in the header, a units row, or the
 * golfer's answer where the file names none), then turns each data row into a shot ready for the
 * ingest statement, or into a reason why it cannot be read. Nothing is stored here.
 */
export { ImportFileError };

interface OpenedFile {
  info: FileInfo;
  rows(): AsyncGenerator<RowResult>;
}

/**
 * Reads a file up to its header (and units row): a file that is no export we read is refused
 * here, before any row. The rows are read as `rows()` is iterated, a record at a time.
 */
export async function openShotFile(texts: AsyncIterable<string>, options: ReaderOptions = {}): Promise<OpenedFile> {
  let delimiter: Delimiter = ',';
  const records = csvRecords(texts, (d) => (delimiter = d));
  const reader = new ShotFileReader(options, () => delimiter);
  const buffered: RowResult[] = [];
  const next = async () => {
    try {
      return await records.next();
    } catch (err) {
      if (err instanceof CsvError) {
        const problem =
          err.problem === 'unclosed quote'
            ? messages.importUnclosedQuote
            : err.problem === 'too many cells'
              ? messages.importTooManyCells
              : err.problem === 'too large'
                ? messages.importRecordTooLarge
                : messages.importUnreadableRecord;
        throw new ImportFileError(fillMessage(messages.importBrokenFile, { line: err.line, problem }));
      }
      throw err;
    }
  };
  let ended = false;
  while (!reader.ready) {
    const record = await next();
    if (record.done) {
      reader.end();
      ended = true;
      break;
    }
    const row = reader.record(record.value);
    if (row) buffered.push(row);
  }
  return {
    info: reader.info!,
    async *rows() {
      yield* buffered.splice(0);
      if (ended) return;
      for (;;) {
        const record = await next();
        if (record.done) break;
        const row = reader.record(record.value);
        if (row) yield row;
      }
    },
  };
}

/**
 * The clientId of an imported shot: the same shot of the same file, with the same choices, gets
 * the same id, so importing a file again stores nothing twice (the unique (user_id, client_id) of
 * shots). Its time is the one the file writes, without the zone it is read in: the same file read
 * in another zone (another browser, another choice) is the same shots. `occurrence` tells apart
 * rows of a file that are identical in everything.
 */
export function importClientId(shot: ReadShot & { player: string }, wall: string, occurrence: number): { key: string; clientId: string } {
  const measured = shot as Partial<Record<Measurement, number>>;
  const canonical = JSON.stringify([shot.player, shot.club, wall, shot.kind, shot.fairway ?? null, ...SHOT_METRIC_NAMES.map((m) => measured[m] ?? null)]);
  const key = createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
  return { key, clientId: `import:${key}:${occurrence}` };
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError as ParseError, Parser } from 'csv-parse';

/**
 * CSV records of an export, read by csv-parse as the text arrives (quotes, doubled quotes,
 * CR/LF/CRLF, a byte order mark), each with the line it starts on: what a spreadsheet calls its
 * row. Memory holds one record at a time, never the file.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type Delimiter = ',' | ';' | '\t';

/** A record larger than this is not a shot: an unclosed quote swallowing the file, or not a CSV. */
const MAX_RECORD_CHARS = 64 * 1024;
const MAX_CELLS = 200;
/** Text looked at to tell the delimiter before the first record is read. */
const SNIFF_CHARS = 16 * 1024;

export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly problem: 'unclosed quote' | 'too large' | 'too many cells' | 'broken',
  ) {
    super(problem);
  }
}

/**
 * The delimiter of a file from its first lines: Excel's `sep=;` line where there is one, else the
 * candidate found most often outside quotes (a European file's decimal commas are fewer than its
 * semicolons). None found: ','.
 */
export function detectDelimiter(start: string): Delimiter {
  const lines = start.replace(/^\ufeff/, '').split(/\r\n|\n|\r/).slice(0, 12);
  const declared = /^"?sep=(.)"?$/i.exec(lines[0]?.trim() ?? '');
  if (declared && [',', ';', '\t'].includes(declared[1])) return declared[1] as Delimiter;
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t'] as const) {
    let count = 0;
    for (const line of lines) {
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (!quoted && ch === candidate) count++;
      }
    }
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

const LINE_BREAK_CHARS = /\r|\n/g;
const CRLF = /\r\n/g;

/** Pieces of text in, records out; the delimiter is told from the first SNIFF_CHARS characters. */
export async function* csvRecords(texts: AsyncIterable<string>, onDelimiter?: (delimiter: Delimiter) => void): AsyncGenerator<CsvRecord> {
  const iterator = texts[Symbol.asyncIterator]();
  let start = '';
  let done = false;
  while (start.length < SNIFF_CHARS) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    start += next.value;
  }
  // An error of the text's source (too large, not text) is the answer, not the parser's abort after it.
  let sourceError: unknown = null;
  async function* rest() {
    yield start;
    if (done) return;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } catch (err) {
      sourceError = err;
      throw err;
    }
  }
  const delimiter = detectDelimiter(start);
  onDelimiter?.(delimiter);
  const parser = new Parser({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    // A quote inside an unquoted cell (`12" putter`) is text, as spreadsheets read it.
    relax_quotes: true,
    skip_empty_lines: false,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_RECORD_CHARS,
  });
  const feeding = pipeline(Readable.from(rest(), { objectMode: false }), parser);
  feeding.catch(() => {});
  // csv-parse counts a CRLF inside quotes as two lines: its count is corrected to the file's lines.
  let extraLines = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      let breaks = 0;
      let crlf = 0;
      for (const cell of record) {
        if (!cell.includes('\n') && !cell.includes('\r')) continue;
        breaks += cell.match(LINE_BREAK_CHARS)?.length ?? 0;
        crlf += cell.match(CRLF)?.length ?? 0;
      }
      const line = info.lines - breaks - extraLines;
      extraLines += crlf;
      if (record.length > MAX_CELLS) throw new CsvError(line, 'too many cells');
      yield { line, cells: record };
    }
    await feeding;
  } catch (err) {
    if (sourceError !== null) throw sourceError;
    if (err instanceof ParseError) {
      const line = typeof err.lines === 'number' ? err.lines : 0;
      throw new CsvError(
        line,
        err.code === 'CSV_QUOTE_NOT_CLOSED' ? 'unclosed quote' : err.code === 'CSV_MAX_RECORD_SIZE' ? 'too large' : 'broken',
      );
    }
    throw err;
  }
}

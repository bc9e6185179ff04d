/**
 * A streaming CSV reader (RFC 4180 plus what spreadsheets write): quoted cells with doubled
 * quotes, CRLF, LF or CR line ends, a UTF-8 byte order mark, ',' ';' or tab as the delimiter.
 * Text is pushed in pieces as it arrives; complete records come out with the line they started
 * on, so memory holds one record at a time, never the file.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts: what a spreadsheet calls its row. */
  line: number;
  cells: string[];
}

export type Delimiter = ',' | ';' | '\t';

/** A record larger than this is not a shot: an unclosed quote swallowing the file, or not a CSV. */
export const MAX_RECORD_CHARS = 64 * 1024;
export const MAX_CELLS = 200;

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The delimiter of a file from its first lines: the candidate found most often outside quotes
 * (a European file's decimal commas are fewer than its semicolons). None found: ','.
 */
export function detectDelimiter(start: string): Delimiter {
  const lines = start.split(/\r\n|\n|\r/).slice(0, 12);
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t'] as const) {
    let count = 0;
    for (const line of lines) {
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === candidate && !quoted) count++;
      }
    }
    if (count > bestCount) {
      bestCount = count;
      best = candidate;
    }
  }
  return best;
}

export class CsvReader {
  private cell = '';
  private cells: string[] = [];
  private quoted = false;
  /** Inside quotes, a quote seen: either the closing one or the first of a doubled pair. */
  private quotePending = false;
  private afterCr = false;
  private quotedCr = false;
  private line = 1;
  private recordLine = 1;
  private recordChars = 0;
  private started = false;

  constructor(private readonly delimiter: Delimiter) {}

  /** Feeds text; returns the records it completed. Throws CsvError on a record too large. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    const d = this.delimiter;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (this.afterCr) {
        this.afterCr = false;
        if (ch === '\n') continue;
      }
      if (this.quoted) {
        if (this.quotePending) {
          this.quotePending = false;
          if (ch === '"') {
            this.cell += '"';
            continue;
          }
          this.quoted = false;
          // fall through: the character after a closing quote is read as unquoted
        } else {
          if (ch === '"') {
            this.quotePending = true;
            continue;
          }
          // Line breaks inside quotes are kept as written; CRLF counts as one line.
          if (ch === '\r' || (ch === '\n' && !this.quotedCr)) this.line++;
          this.quotedCr = ch === '\r';
          this.cell += ch;
          if (++this.recordChars > MAX_RECORD_CHARS) throw new CsvError(this.recordLine, 'record too large');
          continue;
        }
      }
      if (ch === '"' && this.cell.length === 0) {
        this.quoted = true;
        continue;
      }
      if (ch === d) {
        this.cells.push(this.cell);
        this.cell = '';
        if (this.cells.length > MAX_CELLS) throw new CsvError(this.recordLine, 'too many cells');
        continue;
      }
      if (ch === '\n' || ch === '\r') {
        if (ch === '\r') this.afterCr = true;
        out.push(this.finishRecord());
        this.line++;
        this.recordLine = this.line;
        continue;
      }
      this.cell += ch;
      if (++this.recordChars > MAX_RECORD_CHARS) throw new CsvError(this.recordLine, 'record too large');
    }
    return out;
  }

  /** The last record, if the file does not end with a line break. */
  end(): CsvRecord[] {
    if (this.quoted && !this.quotePending) throw new CsvError(this.recordLine, 'unclosed quote');
    this.quoted = false;
    this.quotePending = false;
    if (this.cell.length === 0 && this.cells.length === 0) return [];
    return [this.finishRecord()];
  }

  private finishRecord(): CsvRecord {
    this.cells.push(this.cell);
    const record = { line: this.recordLine, cells: this.cells };
    this.cell = '';
    this.cells = [];
    this.recordChars = 0;
    return record;
  }
}

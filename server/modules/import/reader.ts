import { createHash } from 'node:crypto';
import type { ClubShortName } from '../../../common/clubs';
import { messages } from '../../../common/messages';
import type { ImportFormat, ImportPreview } from '../../../common/schemas/import';
import { shotItemSchema, type ShotItem } from '../../../common/schemas/ingest';
import { fillMessage } from '../../../common/stats-format';
import { MPS_TO_KMH, MPS_TO_MPH } from '../../../common/units';
import { METRES_TO_YARDS } from '../../../common/constants';
import { mapClub } from './clubs';
import { CsvError, CsvReader, detectDelimiter, type CsvRecord, type Delimiter } from './csv';
import { readShotId, undoExportDefusing } from './shot-id';
import { zonedTimeToUtc } from './time';

/**
 * Reads another app's CSV export into shots in metric units (docs/decisions/012): finds the
 * header, tells the format from it, reads the units (Garmin's units row, Rapsodo's and our own
 * units in the header), then turns each data row into a shot ready for the ingest statement, or
 * into a reason why it cannot be read. Pure: text in, rows out, nothing stored.
 */

export class ImportFileError extends Error {}

type Field =
  | 'time'
  | 'player'
  | 'clubType'
  | 'clubName'
  | 'kind'
  | 'ballSpeed'
  | 'clubSpeed'
  | 'launchAngle'
  | 'launchDirection'
  | 'spinRate'
  | 'backspin'
  | 'spinAxis'
  | 'carry'
  | 'total'
  | 'offline'
  | 'totalOffline'
  | 'fairway'
  | 'shotId';

/** Header names (lower case, units removed) of the three exports, and the obvious variants. */
const ALIASES: Record<string, Field> = {
  date: 'time',
  time: 'time',
  'date/time': 'time',
  'date time': 'time',
  datetime: 'time',
  timestamp: 'time',
  'shot time': 'time',
  player: 'player',
  'player name': 'player',
  golfer: 'player',
  'club type': 'clubType',
  'club name': 'clubName',
  club: 'clubName',
  type: 'kind',
  'ball speed': 'ballSpeed',
  'club speed': 'clubSpeed',
  'club head speed': 'clubSpeed',
  'launch angle': 'launchAngle',
  'vertical launch angle': 'launchAngle',
  'launch v': 'launchAngle',
  'launch direction': 'launchDirection',
  'horizontal launch angle': 'launchDirection',
  'launch h': 'launchDirection',
  'spin rate': 'spinRate',
  'total spin': 'spinRate',
  backspin: 'backspin',
  'back spin': 'backspin',
  'spin axis': 'spinAxis',
  'carry distance': 'carry',
  carry: 'carry',
  'total distance': 'total',
  total: 'total',
  'carry deviation distance': 'offline',
  'side carry': 'offline',
  'carry side': 'offline',
  offline: 'offline',
  lateral: 'offline',
  'total deviation distance': 'totalOffline',
  'side total': 'totalOffline',
  'total side': 'totalOffline',
  fairway: 'fairway',
  'shot id': 'shotId',
};

/**
 * Garmin Golf writes its header in the phone's language (the columns, their order and the units row
 * stay). German, Dutch and Spanish as found in real exports (docs/decisions/012); a file with such
 * a header writes its dates day first.
 */
const GARMIN_LOCALIZED: Record<string, Field> = {
  // German
  datum: 'time',
  spieler: 'player',
  schlägername: 'clubName',
  schlägerart: 'clubType',
  'schl.gsch.': 'clubSpeed',
  ballgeschwindigkeit: 'ballSpeed',
  abflugwinkel: 'launchAngle',
  abflugrichtung: 'launchDirection',
  drehrate: 'spinRate',
  drehachse: 'spinAxis',
  'carry-distanz': 'carry',
  'carry-abweichungsdistanz': 'offline',
  gesamtstrecke: 'total',
  gesamtabweichungsdistanz: 'totalOffline',
  // Dutch (Datum and Backspin as in German and English)
  speler: 'player',
  clubnaam: 'clubName',
  'type club': 'clubType',
  'clubsnelh.': 'clubSpeed',
  balsnelheid: 'ballSpeed',
  slaghoek: 'launchAngle',
  slagrichting: 'launchDirection',
  spinsnelheid: 'spinRate',
  spinas: 'spinAxis',
  'carry-afstand': 'carry',
  'carry-afwijkingsafstand': 'offline',
  'totale afstand': 'total',
  'totale afwijkingsafstand': 'totalOffline',
  // Spanish
  fecha: 'time',
  jugador: 'player',
  'nombre del palo': 'clubName',
  'tipo de palo': 'clubType',
  'vel. palo': 'clubSpeed',
  'velocidad de la pelota': 'ballSpeed',
  'ángulo de lanzamiento': 'launchAngle',
  'dirección de lanzamiento': 'launchDirection',
  retroceso: 'backspin',
  'velocidad de rotación': 'spinRate',
  'eje de rotación': 'spinAxis',
  'dist.vuelo': 'carry',
  'distancia de desviación de vuelo': 'offline',
  'distancia total': 'total',
  'distancia de desviación total': 'totalOffline',
};

type Quantity = 'speed' | 'distance' | 'other';
const QUANTITY: Partial<Record<Field, Quantity>> = {
  ballSpeed: 'speed',
  clubSpeed: 'speed',
  carry: 'distance',
  total: 'distance',
  offline: 'distance',
  totalOffline: 'distance',
};

/** Column names of the checks' messages, by field, when the file does not name them (ours). */
const REQUIRED: { field: Field | Field[]; name: string }[] = [
  { field: ['clubType', 'clubName'], name: 'Club' },
  { field: 'ballSpeed', name: 'Ball Speed' },
  { field: 'launchAngle', name: 'Launch Angle' },
  { field: 'carry', name: 'Carry Distance' },
];

type SpeedUnit = 'mph' | 'km/h' | 'm/s';
type DistanceUnit = 'yd' | 'm' | 'ft';

function speedUnit(text: string): SpeedUnit | null {
  const t = text.toLowerCase().replace(/\s+/g, '');
  if (t === 'mph' || t === 'mi/h') return 'mph';
  // 'km/u': Garmin's Dutch units row.
  if (t === 'km/h' || t === 'kmh' || t === 'kph' || t === 'km/hr' || t === 'km/u') return 'km/h';
  if (t === 'm/s' || t === 'mps' || t === 'ms') return 'm/s';
  return null;
}

function distanceUnit(text: string): DistanceUnit | null {
  const t = text.toLowerCase().replace(/[\s.]+/g, '');
  if (['yards', 'yard', 'yds', 'yd', 'y'].includes(t)) return 'yd';
  if (['meters', 'metres', 'meter', 'metre', 'm'].includes(t)) return 'm';
  if (['feet', 'foot', 'ft'].includes(t)) return 'ft';
  return null;
}

const TO_MPS: Record<SpeedUnit, number> = { mph: 1 / MPS_TO_MPH, 'km/h': 1 / MPS_TO_KMH, 'm/s': 1 };
const TO_METRES: Record<DistanceUnit, number> = { yd: 1 / METRES_TO_YARDS, m: 1, ft: 0.3048 };

/** 'Carry Distance (yds)' -> name 'carry distance', unit 'yds'; '[mph]' alone -> unit 'mph'. */
function splitHeader(cell: string): { name: string; unit: string | null } {
  const trimmed = cell.trim();
  const m = /^(.*?)\s*[([]\s*([^)\]]*?)\s*[)\]]\s*$/.exec(trimmed);
  const name = (m ? m[1] : trimmed).normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return { name, unit: m ? m[2] : null };
}

const UNITS_CELL = /^\s*(\[[^\]]*\])?\s*$/;
const SUMMARY = /^(average|avg\.?|mean|median|std\.? ?dev\.?|standard deviation|stdev|min\.?|max\.?|minimum|maximum|total|totals|sum|count)$/i;

interface Column {
  index: number;
  header: string;
  speed?: SpeedUnit;
  distance?: DistanceUnit;
}

export interface ReaderOptions {
  /** IANA zone of times written without one; UTC when absent. */
  timeZone?: string;
  /** YYYY-MM-DD: the day of every shot when the file has no dates. */
  date?: string;
}

export interface FileInfo {
  format: ImportFormat;
  delimiter: Delimiter;
  decimalComma: boolean;
  units: ImportPreview['units'];
  columns: string[];
  hasDates: boolean;
  hasPlayers: boolean;
}

/** A shot as read, before the player is chosen: everything the ingest statement takes but player and clientId. */
export type ReadShot = Omit<ShotItem, 'clientId' | 'player' | 'roundClientId' | 'hole'>;

export type RowResult =
  | { kind: 'shot'; line: number; sourcePlayer: string | null; shot: ReadShot; datePending: boolean; shotId: string | null }
  | { kind: 'unreadable'; line: number; reason: string }
  | { kind: 'summary'; line: number };

/** How many lines before the header we look through (titles, a player line): Rapsodo writes some. */
const MAX_PREAMBLE_RECORDS = 10;
/**
 * The title line of a Rapsodo MLM2PRO shot export, `Rapsodo MLM2PRO: <player> - 06/22/2025 8:07 PM`
 * (padded with empty cells to the header's width): the session's player and its date and time.
 */
const RAPSODO_TITLE = /^rapsodo\s+mlm2\s*pro\s*:\s*(.*?)\s+-\s+(\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)\s*$/i;
/** Text kept to detect the delimiter before the first record is read. */
const SNIFF_CHARS = 16 * 1024;

export class ShotFileReader {
  private pending = '';
  private csv: CsvReader | null = null;
  private preamble = 0;
  private state: 'header' | 'units' | 'rows' = 'header';
  private columns = new Map<Field, Column>();
  private headerCells: string[] = [];
  private lastUsedIndex = 0;
  private format: ImportFormat = 'garmin';
  private delimiter: Delimiter = ',';
  private unitsAssumed = false;
  /** Data rows so far (shots and unreadable rows): the shots of a file without dates are a second apart. */
  private dataRows = 0;
  /** The player and the instant of Rapsodo's title line, when the file has one. */
  private title: { player: string | null; takenAt: string } | null = null;
  /** The header's first cell and all its cells, to know the header when Rapsodo repeats it. */
  private headerFirst = '';
  private headerKey = '';
  /** Dates such as 11/05/2025 are day first: a European file (';') or a Garmin header not in English. */
  private dayFirst = false;
  info: FileInfo | null = null;

  constructor(private readonly options: ReaderOptions = {}) {}

  /** True once the header (and Garmin's units row) are read: the file's format is known. */
  get ready(): boolean {
    return this.state === 'rows';
  }

  push(text: string): RowResult[] {
    if (!this.csv) {
      this.pending += text;
      if (this.pending.length < SNIFF_CHARS) return [];
      return this.start();
    }
    return this.records(() => this.csv!.push(text));
  }

  end(): RowResult[] {
    const out = this.csv ? [] : this.start();
    if (!this.csv) return out;
    out.push(...this.records(() => this.csv!.end()));
    if (this.state === 'units') {
      // A header and nothing else: the units are those of the header.
      this.finishUnits(null);
    }
    if (this.state === 'header') {
      if (this.preamble === 0) throw new ImportFileError(messages.importEmpty);
      throw new ImportFileError(messages.importUnknownFormat);
    }
    return out;
  }

  private start(): RowResult[] {
    const text = this.pending;
    this.pending = '';
    this.delimiter = detectDelimiter(text.slice(0, SNIFF_CHARS));
    this.csv = new CsvReader(this.delimiter);
    return this.records(() => this.csv!.push(text));
  }

  private records(read: () => CsvRecord[]): RowResult[] {
    let records: CsvRecord[];
    try {
      records = read();
    } catch (err) {
      if (err instanceof CsvError) {
        const problem =
          err.message === 'unclosed quote' ? messages.importUnclosedQuote : err.message === 'too many cells' ? messages.importTooManyCells : messages.importRecordTooLarge;
        throw new ImportFileError(fillMessage(messages.importBrokenFile, { line: err.line, problem }));
      }
      throw err;
    }
    const out: RowResult[] = [];
    for (const record of records) {
      const result = this.record(record);
      if (result) out.push(result);
    }
    return out;
  }

  private record(record: CsvRecord): RowResult | null {
    const blank = record.cells.every((c) => c.trim() === '');
    if (this.state === 'header') {
      if (blank) return null;
      this.preamble++;
      if (this.tryHeader(record.cells)) return null;
      this.readTitle(record.cells);
      if (this.preamble >= MAX_PREAMBLE_RECORDS) throw new ImportFileError(messages.importUnknownFormat);
      return null;
    }
    if (this.state === 'units') {
      if (record.cells.every((c) => UNITS_CELL.test(c)) && record.cells.some((c) => c.trim() !== '')) {
        this.finishUnits(record.cells);
        return null;
      }
      this.finishUnits(null);
    }
    if (blank) return null;
    return this.row(record);
  }

  /** Rapsodo's title line: the session's player and time, used when the rows have neither. */
  private readTitle(cells: string[]): void {
    const texts = cells.map((c) => c.trim()).filter((c) => c !== '');
    const m = texts.length === 1 ? RAPSODO_TITLE.exec(texts[0]) : null;
    if (!m) return;
    const takenAt = parseDateTime(m[2], { dayFirst: false, timeZone: this.options.timeZone ?? 'UTC' });
    if (takenAt === null) return;
    this.title = { player: m[1].trim() || null, takenAt };
  }

  private tryHeader(cells: string[]): boolean {
    const columns = new Map<Field, Column>();
    let units = 0;
    let localized = 0;
    cells.forEach((cell, index) => {
      const { name, unit } = splitHeader(cell);
      const field = ALIASES[name] ?? GARMIN_LOCALIZED[name];
      if (!field || columns.has(field)) return;
      if (!ALIASES[name]) localized++;
      const column: Column = { index, header: cell.trim() };
      if (unit !== null) {
        units++;
        const quantity = QUANTITY[field];
        if (quantity === 'speed') {
          const u = speedUnit(unit);
          if (!u) throw new ImportFileError(fillMessage(messages.importBadUnit, { unit, column: column.header }));
          column.speed = u;
        } else if (quantity === 'distance') {
          const u = distanceUnit(unit);
          if (!u) throw new ImportFileError(fillMessage(messages.importBadUnit, { unit, column: column.header }));
          column.distance = u;
        }
      }
      columns.set(field, column);
    });
    const hasClub = columns.has('clubType') || columns.has('clubName');
    // A header names at least the club and two measurements; anything less is a title line.
    const measured = ['ballSpeed', 'carry', 'launchAngle', 'total', 'clubSpeed'].filter((f) => columns.has(f as Field)).length;
    if (!hasClub || measured < 2) return false;
    for (const { field, name } of REQUIRED) {
      const fields = Array.isArray(field) ? field : [field];
      if (!fields.some((f) => columns.has(f))) throw new ImportFileError(fillMessage(messages.importMissingColumn, { column: name }));
    }
    const names = new Set(cells.map((c) => splitHeader(c).name));
    const timeHeader = columns.get('time')?.header.toLowerCase() ?? '';
    if (timeHeader.includes('utc') && columns.has('kind')) this.format = 'ours';
    else if (localized > 0) this.format = 'garmin';
    else if (names.has('side carry') || names.has('side total') || names.has('club brand')) this.format = 'rapsodo';
    else if (units === 0 || names.has('carry deviation distance') || names.has('spin rate type') || names.has('air density')) this.format = 'garmin';
    else this.format = 'rapsodo';
    // Our export has a Type column (round, range); the others' columns of that name are not ours.
    if (this.format !== 'ours') columns.delete('kind');
    if (this.format !== 'ours') columns.delete('fairway');
    // Our export's Shot ID is the shot's own clientId; another app's shot number is no identity.
    if (this.format !== 'ours') columns.delete('shotId');
    this.columns = columns;
    this.dayFirst = this.delimiter === ';' || localized > 0;
    this.headerCells = cells.map((c) => c.trim());
    this.headerKey = rowKey(cells);
    this.headerFirst = cells.find((c) => c.trim() !== '')?.trim().toLowerCase() ?? '';
    this.lastUsedIndex = Math.max(...[...columns.values()].map((c) => c.index));
    this.state = units === 0 ? 'units' : 'rows';
    if (this.state === 'rows') this.finishUnits(null);
    return true;
  }

  /** Garmin's units row ('[mph]', '[Yards]'), or null: the header's units, else assumed. */
  private finishUnits(unitCells: string[] | null): void {
    let assumed = false;
    for (const [field, column] of this.columns) {
      const quantity = QUANTITY[field];
      if (!quantity || quantity === 'other') continue;
      const raw = unitCells?.[column.index]?.trim().replace(/^\[|\]$/g, '').trim();
      if (raw) {
        if (quantity === 'speed') {
          const u = speedUnit(raw);
          if (!u) throw new ImportFileError(fillMessage(messages.importBadUnit, { unit: raw, column: column.header }));
          column.speed = u;
        } else {
          const u = distanceUnit(raw);
          if (!u) throw new ImportFileError(fillMessage(messages.importBadUnit, { unit: raw, column: column.header }));
          column.distance = u;
        }
      }
      if (quantity === 'speed' && !column.speed) {
        // Our own export without units is the metric one; the others default to their US settings.
        column.speed = this.format === 'ours' ? 'm/s' : 'mph';
        assumed = true;
      }
      if (quantity === 'distance' && !column.distance) {
        column.distance = this.format === 'ours' ? 'm' : 'yd';
        assumed = true;
      }
    }
    this.unitsAssumed = assumed && this.format !== 'ours';
    this.state = 'rows';
    const ball = this.columns.get('ballSpeed')!;
    const carry = this.columns.get('carry')!;
    this.info = {
      format: this.format,
      delimiter: this.delimiter,
      decimalComma: this.delimiter === ';',
      units: { speed: ball.speed ?? 'm/s', distance: carry.distance === 'yd' ? 'yd' : 'm', assumed: this.unitsAssumed },
      columns: this.headerCells,
      hasDates: this.columns.has('time') || this.sessionTitle() !== null,
      hasPlayers: this.columns.has('player') || this.sessionTitle()?.player != null,
    };
  }

  /** Rapsodo's title, for a Rapsodo file whose rows carry no date (they never do). */
  private sessionTitle() {
    return this.format === 'rapsodo' && !this.columns.has('time') ? this.title : null;
  }

  private row(record: CsvRecord): RowResult | null {
    const { line, cells } = record;
    const first = cells.find((c) => c.trim() !== '')?.trim() ?? '';
    if (SUMMARY.test(first)) return { kind: 'summary', line };
    // Rapsodo repeats the header above each club's block of shots.
    if (first.toLowerCase() === this.headerFirst && rowKey(cells) === this.headerKey) return null;
    const index = this.dataRows++;
    const reason = (text: string): RowResult => ({ kind: 'unreadable', line, reason: fillMessage(messages.importRowReason, { line, reason: text }) });
    if (cells.length <= this.lastUsedIndex) {
      return reason(fillMessage(messages.importRowCells, { count: cells.length, expected: this.headerCells.length }));
    }
    if (cells.length > this.headerCells.length && cells.slice(this.headerCells.length).some((c) => c.trim() !== '')) {
      return reason(fillMessage(messages.importRowCells, { count: cells.length, expected: this.headerCells.length }));
    }
    const cell = (field: Field): string | undefined => {
      const column = this.columns.get(field);
      if (!column) return undefined;
      const value = cells[column.index].trim();
      return value === '' || value === '-' || value === '--' ? undefined : value;
    };
    const header = (field: Field) => this.columns.get(field)!.header;
    try {
      // Club: Garmin's Club Type is the model-independent one; its Club Name may be a nickname.
      const clubField: Field = cell('clubType') !== undefined ? 'clubType' : 'clubName';
      const clubText = cell(clubField);
      if (clubText === undefined) throw new RowError(fillMessage(messages.importCellBlank, { column: this.columns.get(clubField)?.header ?? 'Club' }));
      let club: ClubShortName | null = mapClub(clubText);
      if (!club && clubField === 'clubType' && cell('clubName')) club = mapClub(cell('clubName')!);
      if (!club) throw new RowError(fillMessage(messages.importCellUnknownClub, { column: header(clubField), value: clubText.slice(0, 40) }));

      const number = (field: Field, required: boolean, sided = false): number | undefined => {
        const text = cell(field);
        if (text === undefined) {
          if (required) throw new RowError(fillMessage(messages.importCellBlank, { column: header(field) }));
          return undefined;
        }
        const value = sided ? parseSided(text, this.delimiter === ';') : parseNumber(text, this.delimiter === ';');
        if (value === null) throw new RowError(fillMessage(messages.importCellNotANumber, { column: header(field), value: text.slice(0, 40) }));
        const column = this.columns.get(field)!;
        const factor = column.speed ? TO_MPS[column.speed] : column.distance ? TO_METRES[column.distance] : 1;
        return factor === 1 ? value : round(value * factor, 4);
      };

      let takenAt: string;
      let datePending = false;
      const timeText = cell('time');
      if (this.columns.has('time')) {
        if (timeText === undefined) throw new RowError(fillMessage(messages.importCellBlank, { column: header('time') }));
        const utc = this.format === 'ours' || header('time').toLowerCase().includes('utc');
        const parsed = parseDateTime(timeText, { dayFirst: this.dayFirst, timeZone: utc ? 'UTC' : this.options.timeZone ?? 'UTC' });
        if (parsed === null) throw new RowError(fillMessage(messages.importCellBadDate, { column: header('time'), value: timeText.slice(0, 40) }));
        takenAt = parsed;
      } else if (this.sessionTitle()) {
        // Rapsodo: the session's time from the title, the shots a second apart in the file's order.
        takenAt = new Date(Date.parse(this.sessionTitle()!.takenAt) + index * 1000).toISOString();
      } else if (this.options.date) {
        // Noon of the chosen day, a second apart in the file's order: the export keeps that order.
        const [y, m, d] = this.options.date.split('-').map(Number);
        takenAt = new Date(zonedTimeToUtc({ year: y, month: m, day: d, hour: 12, minute: 0, second: 0 }, this.options.timeZone ?? 'UTC') + index * 1000).toISOString();
      } else {
        takenAt = new Date(Date.now() - 86_400_000).toISOString();
        datePending = true;
      }

      let kind: 'round' | 'range' = 'range';
      const kindText = cell('kind');
      if (kindText !== undefined) {
        const k = kindText.toLowerCase();
        if (k !== 'round' && k !== 'range') throw new RowError(fillMessage(messages.importCellUnknownKind, { column: header('kind') }));
        kind = k;
      }
      const fairwayText = cell('fairway')?.toLowerCase();

      const shot: Record<string, unknown> = {
        clientId: 'x',
        player: 'x',
        club,
        takenAt,
        kind,
        ballSpeed: number('ballSpeed', true),
        clubSpeed: number('clubSpeed', false),
        launchAngle: number('launchAngle', true),
        launchDirection: number('launchDirection', false, true),
        spinRate: number('spinRate', false) ?? number('backspin', false),
        spinAxis: number('spinAxis', false, true),
        carry: number('carry', true),
        total: number('total', false),
        offline: number('offline', false, true) ?? number('totalOffline', false, true),
        fairway: fairwayText === 'hit' || fairwayText === 'left' || fairwayText === 'right' ? fairwayText : undefined,
      };
      for (const key of Object.keys(shot)) if (shot[key] === undefined) delete shot[key];
      const checked = shotItemSchema.safeParse(shot);
      if (!checked.success) throw new RowError(this.describe(checked.error.issues[0]));
      const { clientId: _c, player: _p, roundClientId: _r, hole: _h, ...read } = checked.data;
      const playerCell = this.columns.has('player') ? cell('player') : (this.sessionTitle()?.player ?? undefined);
      // Our export wrote "=Ann" as "'=Ann" (a spreadsheet would run it): back to the name as chosen.
      const playerText = this.format === 'ours' && playerCell !== undefined ? undoExportDefusing(playerCell) : playerCell;
      const shotId = readShotId(cell('shotId'));
      if ('error' in shotId) throw new RowError(`${header('shotId')} ${shotId.error}`);
      return { kind: 'shot', line, sourcePlayer: playerText ?? null, shot: read, datePending, shotId: shotId.id };
    } catch (err) {
      if (err instanceof RowError) return reason(err.message);
      throw err;
    }
  }

  /** The first problem of a row, named by the file's own column, with the metric unit of the bound. */
  private describe(issue: { path: readonly PropertyKey[]; message: string }): string {
    const key = String(issue.path[0] ?? '');
    const field = (key === 'spinRate' && !this.columns.has('spinRate') ? 'backspin' : key === 'offline' && !this.columns.has('offline') ? 'totalOffline' : key) as Field;
    const column = this.columns.get(field)?.header ?? (key === 'takenAt' ? this.columns.get('time')?.header ?? messages.importDateLabel : key);
    const quantity = QUANTITY[field];
    if (quantity && /between/.test(issue.message)) {
      return fillMessage(messages.importCellBounds, { column, problem: issue.message, unit: quantity === 'speed' ? 'm/s' : 'metres' });
    }
    return `${column} ${issue.message}`;
  }
}

class RowError extends Error {}

/** A record compared with the header: cells trimmed, case ignored, empty cells at the end dropped. */
function rowKey(cells: string[]): string {
  const trimmed = cells.map((c) => c.trim().toLowerCase());
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
  return JSON.stringify(trimmed);
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** '12.3', '12,3' (decimal comma), '1,234.5', '1.234,5', '+4', '-0.5'; null otherwise. */
export function parseNumber(text: string, decimalComma: boolean): number | null {
  let t = text.replace(/[\s\u00a0']/g, '');
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    t = comma > dot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  } else if (comma >= 0) {
    // One comma: a decimal comma in European files, and wherever it is not a thousands group.
    if (decimalComma || !/^[+-]?\d{1,3}(,\d{3})+$/.test(t)) {
      if (t.indexOf(',') !== comma) return null;
      t = t.replace(',', '.');
    } else t = t.replace(/,/g, '');
  }
  if (!NUMBER.test(t)) return null;
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

/** Side values: '12.3 L' and 'L12.3' are -12.3, '4 R' is 4, a sign as given otherwise. */
export function parseSided(text: string, decimalComma: boolean): number | null {
  const m = /^(?:(l|r|left|right)\s*)?(.*?)(?:\s*(l|r|left|right))?$/i.exec(text.trim());
  if (!m || (m[1] && m[3])) return null;
  const side = (m[1] ?? m[3] ?? '').toLowerCase();
  const value = parseNumber(m[2], decimalComma);
  if (value === null) return null;
  if (!side) return value;
  if (value < 0) return null;
  return side.startsWith('l') ? -value : value;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date and time as the exports write them, to an ISO instant: '2025-06-01 14:30:05',
 * '2025-06-01T14:30:05Z', '06/01/2025 2:30:05 PM' (month first, unless the first number is above
 * 12 or the file is European), '01.06.2025 14:30', 'Jun 1, 2025 2:30 PM', a day alone (noon).
 * Times without a zone are wall-clock times in `timeZone`.
 */
export function parseDateTime(text: string, { dayFirst, timeZone }: { dayFirst: boolean; timeZone: string }): string | null {
  const t = text.trim();
  let year: number;
  let month: number;
  let day: number;
  let rest: string;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(.*)$/.exec(t);
  if (m) {
    [year, month, day, rest] = [Number(m[1]), Number(m[2]), Number(m[3]), m[4]];
  } else if ((m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)(.*)$/.exec(t))) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const first = m[2] === '.' || a > 12 || (dayFirst && b <= 12);
    [day, month] = first ? [a, b] : [b, a];
    year = m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    rest = m[5];
  } else if ((m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(.*)$/i.exec(t))) {
    month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    day = Number(m[2]);
    year = Number(m[3]);
    rest = m[4];
  } else return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let hour = 12;
  let minute = 0;
  let second = 0;
  let millis = 0;
  let offsetMinutes: number | null = null;
  const r = rest.replace(/^[T,\s]+/, '');
  if (r) {
    const tm = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?\s*(am|pm|a\.m\.|p\.m\.)?\s*(z|utc|gmt|[+-]\d{2}:?\d{2})?$/i.exec(r);
    if (!tm) return null;
    hour = Number(tm[1]);
    minute = Number(tm[2]);
    second = tm[3] ? Number(tm[3]) : 0;
    millis = tm[4] ? Math.round(Number(`0.${tm[4]}`) * 1000) : 0;
    const ampm = tm[5]?.toLowerCase().replace(/\./g, '');
    if (ampm) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (ampm === 'pm' ? 12 : 0);
    }
    if (tm[6]) {
      const z = tm[6].toLowerCase();
      if (z === 'z' || z === 'utc' || z === 'gmt') offsetMinutes = 0;
      else {
        const zm = /^([+-])(\d{2}):?(\d{2})$/.exec(z)!;
        offsetMinutes = (zm[1] === '-' ? -1 : 1) * (Number(zm[2]) * 60 + Number(zm[3]));
      }
    }
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const parts = { year, month, day, hour, minute, second };
  const time =
    offsetMinutes !== null
      ? Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000
      : zonedTimeToUtc(parts, timeZone);
  return new Date(time + millis).toISOString();
}

/**
 * The clientId of an imported shot: the same shot of the same file, with the same choices, gets
 * the same id, so importing a file again stores nothing twice (the unique (user_id, client_id) of
 * shots). `occurrence` tells apart rows of a file that are identical in everything.
 */
export function importClientId(shot: ReadShot & { player: string }, occurrence: number): { key: string; clientId: string } {
  const canonical = JSON.stringify([
    shot.player,
    shot.club,
    shot.takenAt,
    shot.kind,
    shot.ballSpeed,
    shot.clubSpeed ?? null,
    shot.launchAngle,
    shot.launchDirection ?? null,
    shot.spinRate ?? null,
    shot.spinAxis ?? null,
    shot.carry,
    shot.total ?? null,
    shot.offline ?? null,
    shot.fairway ?? null,
  ]);
  const key = createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
  return { key, clientId: `import:${key}:${occurrence}` };
}

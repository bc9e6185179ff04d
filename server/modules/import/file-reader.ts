import { messages } from '../../../common/messages';
import type { ImportFormat, ImportSpeedUnit } from '../../../common/schemas/import';
import { shotItemSchema } from '../../../common/schemas/ingest';
import { fillMessage } from '../../../common/stats-format';
import { hintSign, isMissing, parseNumber, parseSided } from './cells';
import { GENERIC_WEDGE, mapClub } from './clubs';
import type { CsvRecord, Delimiter } from './csv';
import { FLAGGED, isEstimateHeader, measuredList, readFlag, type FlagField } from './measured';
import { detectHeader, FORMATS, ImportFileError, type Column, type Header } from './detect';
import { SHOT_METRIC_NAMES } from '../../../common/shot-metrics';
import { QUANTITY, SIDED, type Field, type Measurement, type Quantity } from './fields';
import { readShotId, undoExportDefusing } from './shot-id';
import { instantOf, parseDateTime, plusSeconds, wallTime, type ReadTime } from './time';
import { factorOf, impliedUnit, isPlainUnit, unitFor, type LengthUnit } from './units';
import type { FileInfo, ReaderOptions, RowResult } from './read-types';

/**
 * The reading of one file, a record at a time (reader.ts feeds it): the preamble and header with
 * its vendor, the units (header, units row or the golfer's answer), then each data row turned into
 * a shot in metric units or the reason it cannot be read.
 */

/** How many records before the header we look through (titles, a `sep=` line, a player line). */
const MAX_PREAMBLE_RECORDS = 10;
const UNITS_CELL = /^\s*(\[[^\]]*\])?\s*$/;
/** Summary rows: the first cell is one of these, or FlightScope's Shot column (the second) Avg or Dev. */
const SUMMARY = /^(average|avg\.?|mean|median|std\.? ?dev\.?|standard deviation|stdev|deviation|min\.?|max\.?|minimum|maximum|total|totals|sum|count)$/i;
const SHOT_SUMMARY = /^(avg|dev)$/i;
const STORED_UNIT: Record<Quantity, string> = { speed: 'm/s', distance: 'metres', height: 'metres', short: 'metres', impact: 'mm', plain: '' };

interface MeasureColumn extends Column {
  field: Measurement;
  factor: number;
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

/** The state of one file's reading: header, units, then rows. */
export class ShotFileReader {
  private preamble = 0;
  private state: 'header' | 'units' | 'rows' = 'header';
  private header: Header | null = null;
  private headerKey = '';
  private headerFirst = '';
  private measures: MeasureColumn[] = [];
  private lastUsedIndex = 0;
  private dataRows = 0;
  private dayFirst = false;
  private title: { player: string | null; time: ReadTime; format: ImportFormat } | null = null;
  private zone = 'UTC';
  info: FileInfo | null = null;

  constructor(
    private readonly options: ReaderOptions,
    private readonly delimiter: () => Delimiter,
  ) {}

  get ready(): boolean {
    return this.state === 'rows';
  }

  record(record: CsvRecord): RowResult | null {
    const blank = record.cells.every((c) => c.trim() === '');
    if (this.state === 'header') {
      if (blank) return null;
      this.preamble++;
      const header = detectHeader(record.cells);
      if (header) this.startHeader(header);
      else {
        this.title ??= this.readTitle(record.cells);
        if (this.preamble >= MAX_PREAMBLE_RECORDS) throw new ImportFileError(messages.importUnknownFormat);
      }
      return null;
    }
    if (this.state === 'units') {
      if (blank) return null;
      if (record.cells.every((c) => UNITS_CELL.test(c))) {
        this.finishUnits(record.cells);
        return null;
      }
      this.finishUnits(null);
    }
    if (blank || !this.info || this.info.units.needed.length > 0) return null;
    return this.row(record);
  }

  end(): void {
    if (this.state === 'units') this.finishUnits(null);
    if (this.state === 'header') throw new ImportFileError(this.preamble === 0 ? messages.importEmpty : messages.importUnknownFormat);
  }

  /** A vendor's title line above the header (Rapsodo's names the session's player and time). */
  private readTitle(cells: string[]) {
    const texts = cells.map((c) => c.trim()).filter((c) => c !== '');
    for (const format of FORMATS) {
      const title = format.title?.(texts, false);
      if (title) return { ...title, format: format.id };
    }
    return null;
  }

  private startHeader(header: Header): void {
    this.header = header;
    this.headerKey = rowKey(header.cells);
    this.headerFirst = header.cells[0].toLowerCase();
    this.dayFirst = header.format.dayFirst?.({ names: header.names, delimiter: this.delimiter() }) ?? false;
    const time = header.columns.get('time') ?? header.columns.get('date');
    this.zone = header.format.utcTimes || /utc/i.test(time?.header ?? '') ? 'UTC' : (this.options.timeZone ?? 'UTC');
    this.lastUsedIndex = Math.max(...[...header.columns.values()].map((c) => c.index));
    if (this.title?.format !== header.format.id) this.title = null;
    this.state = 'units';
  }

  /** The units of each measured column: its own (header or units row), or the file's, or the golfer's answer. */
  private finishUnits(unitCells: string[] | null): void {
    const header = this.header!;
    const format = header.format;
    for (const [field, column] of header.columns) {
      const fromRow = unitCells?.[column.index]?.trim().replace(/^\[|\]$/g, '').trim();
      if (fromRow) column.unit = fromRow;
      if (column.unit !== null && !(field in QUANTITY)) column.unit = null;
    }
    const stated = (field: Measurement) => {
      const column = header.columns.get(field);
      if (!column?.unit) return null;
      const quantity = QUANTITY[field];
      if (quantity === 'plain') return null;
      const unit = unitFor(quantity, column.unit);
      if (!unit) {
        if (isPlainUnit(column.unit)) return null;
        throw new ImportFileError(fillMessage(messages.importBadUnit, { unit: column.unit, column: column.header }));
      }
      return unit;
    };
    // The file's own speed and distance units (its ball speed's and carry's), else the known or chosen ones.
    const ballUnit = stated('ballSpeed') as ImportSpeedUnit | null;
    const carryUnit = stated('carry') as LengthUnit | null;
    const fileDistance = carryUnit === 'yd' || carryUnit === 'm' ? carryUnit : null;
    const chosen = {
      speed: ballUnit ?? format.knownUnits?.speed ?? this.options.speedUnit,
      distance: fileDistance ?? format.knownUnits?.distance ?? this.options.distanceUnit,
    };
    const needed: ('speed' | 'distance')[] = [];
    if (!ballUnit && !chosen.speed) needed.push('speed');
    if (!carryUnit && !chosen.distance) needed.push('distance');
    this.measures = [];
    for (const [field, column] of header.columns) {
      if (!(field in QUANTITY)) continue;
      const measure = field as Measurement;
      const quantity = QUANTITY[measure];
      const unit = stated(measure) ?? impliedUnit(quantity, chosen, format.heightInYards ?? false);
      if (unit === null && quantity !== 'plain') {
        // A speed or length without a unit in a file that names none: the golfer's answer decides (needed above).
        if (quantity === 'speed' && !needed.includes('speed')) needed.push('speed');
        if (quantity !== 'speed' && !needed.includes('distance')) needed.push('distance');
        continue;
      }
      this.measures.push({ ...column, field: measure, factor: factorOf(quantity, unit) * hintSign(column.hint) });
    }
    this.state = 'rows';
    const inFile = { speed: ballUnit !== null || format.knownUnits !== undefined, distance: carryUnit !== null || format.knownUnits !== undefined };
    this.info = {
      format: format.id,
      delimiter: this.delimiter(),
      decimalComma: this.delimiter() === ';',
      units: {
        speed: ballUnit ?? chosen.speed ?? null,
        distance: carryUnit === 'yd' || carryUnit === 'm' ? carryUnit : (chosen.distance ?? null),
        speedInFile: inFile.speed,
        distanceInFile: inFile.distance,
        needed,
      },
      localTimes: this.zone !== 'UTC' || (!format.utcTimes && !/utc/i.test(header.columns.get('time')?.header ?? '')),
      columns: header.cells,
      hasDates: header.columns.has('time') || header.columns.has('date') || this.title !== null,
      hasPlayers: header.columns.has('player') || this.title?.player != null,
    };
  }

  private row(record: CsvRecord): RowResult | null {
    const header = this.header!;
    const { line, cells } = record;
    if (SUMMARY.test(cells[0].trim()) || SHOT_SUMMARY.test(cells[1]?.trim() ?? '')) return { kind: 'summary', line };
    // Rapsodo repeats the header above each club's block of shots.
    if (cells[0].trim().toLowerCase() === this.headerFirst && rowKey(cells) === this.headerKey) return null;
    const index = this.dataRows++;
    const reason = (text: string): RowResult => ({ kind: 'unreadable', line, reason: fillMessage(messages.importRowReason, { line, reason: text }) });
    const width = header.cells.length;
    if (cells.length <= this.lastUsedIndex || (cells.length > width && cells.slice(width).some((c) => c.trim() !== ''))) {
      return reason(fillMessage(messages.importRowCells, { count: cells.length, expected: width }));
    }
    const cell = (field: Field): string | undefined => {
      const column = header.columns.get(field);
      if (!column) return undefined;
      const value = cells[column.index].trim();
      return isMissing(value) ? undefined : value;
    };
    const columnName = (field: Field) => header.columns.get(field)?.header ?? field;
    const decimalComma = this.delimiter() === ';';
    try {
      // Club: Garmin's Club Type is the model-independent one; its Club Name may be a nickname.
      const clubField: Field = cell('clubType') !== undefined ? 'clubType' : 'clubName';
      const clubText = cell(clubField);
      if (clubText === undefined) throw new RowError(fillMessage(messages.importCellBlank, { column: header.columns.get(clubField)?.header ?? 'Club' }));
      let club = mapClub(clubText);
      if (!club && clubField === 'clubType' && cell('clubName')) club = mapClub(cell('clubName')!);
      if (!club) throw new RowError(fillMessage(messages.importCellUnknownClub, { column: columnName(clubField), value: clubText.slice(0, 40) }));
      const genericWedge = club === GENERIC_WEDGE;
      const wedgePending = genericWedge && !this.options.wedge;
      if (genericWedge) club = this.options.wedge ?? 'PW';

      const values: Partial<Record<Measurement, number>> = {};
      for (const m of this.measures) {
        const text = cells[m.index].trim();
        if (isMissing(text)) continue;
        const value = SIDED.has(m.field) ? parseSided(text, decimalComma) : parseNumber(text, decimalComma);
        if (value === null) throw new RowError(fillMessage(messages.importCellNotANumber, { column: m.header, value: text.slice(0, 40) }));
        values[m.field] = m.factor === 1 ? value : round(value * m.factor, 4);
      }
      for (const field of ['ballSpeed', 'launchAngle', 'carry'] as const) {
        if (values[field] === undefined) throw new RowError(fillMessage(messages.importCellBlank, { column: columnName(field) }));
      }
      // The spin rate is the total spin; a file with back- and sidespin only gives it from them.
      if (values.spinRate === undefined && values.backspin !== undefined) {
        values.spinRate = round(Math.hypot(values.backspin, values.sidespin ?? 0), 1);
      }
      // Offline is where the ball ended; a file with the carry's side only gives that.
      if (values.offline === undefined && values.carrySide !== undefined) values.offline = values.carrySide;

      const { time, datePending } = this.timeOf(cell, columnName, index);
      let kind: 'round' | 'range' = 'range';
      const kindText = cell('kind');
      if (kindText !== undefined) {
        const k = kindText.toLowerCase();
        if (k !== 'round' && k !== 'range') throw new RowError(fillMessage(messages.importCellUnknownKind, { column: columnName('kind') }));
        kind = k;
      }
      const fairwayText = cell('fairway')?.toLowerCase();
      const shot: Record<string, unknown> = {
        clientId: 'x',
        player: 'x',
        club,
        takenAt: instantOf(time, this.zone),
        kind,
        fairway: fairwayText === 'hit' || fairwayText === 'left' || fairwayText === 'right' ? fairwayText : undefined,
      };
      for (const key of SHOT_METRIC_NAMES) shot[key] = values[key];
      // Our export's list of what the monitor measured: the names we know, once each.
      const measured = cell('measured')?.split(/\s+/).filter((name) => name in QUANTITY);
      if (measured?.length) shot.measured = [...new Set(measured)];
      else {
        // A vendor's flags: the row's numbers but the ones it calls estimates.
        const estimated = new Set<Measurement>(this.measures.filter((m) => isEstimateHeader(m.header)).map((m) => m.field));
        let flagsRead = estimated.size > 0;
        for (const field of Object.keys(FLAGGED) as FlagField[]) {
          const flag = readFlag(field, cell(field));
          if (flag === null) continue;
          flagsRead = true;
          if (!flag) for (const name of FLAGGED[field]) estimated.add(name);
        }
        const list = measuredList(values, estimated, flagsRead);
        if (list?.length) shot.measured = list;
      }
      for (const key of Object.keys(shot)) if (shot[key] === undefined) delete shot[key];
      const checked = shotItemSchema.safeParse(shot);
      if (!checked.success) throw new RowError(this.describe(checked.error.issues[0]));
      const { clientId: _c, player: _p, roundClientId: _r, hole: _h, ...read } = checked.data;
      const playerCell = header.columns.has('player') ? cell('player') : (this.title?.player ?? undefined);
      // Our export wrote "=Ann" as "'=Ann" (a spreadsheet would run it): back to the name as chosen.
      const playerText = header.format.id === 'ours' && playerCell !== undefined ? undoExportDefusing(playerCell) : playerCell;
      const shotId = header.format.id === 'ours' ? readShotId(cell('shotId')) : { id: null };
      if ('error' in shotId) throw new RowError(`${columnName('shotId')} ${shotId.error}`);
      // Our export names the shot's session: it comes back into a session of that clientId.
      const sessionClientId = header.format.id === 'ours' ? readShotId(cell('sessionClientId')) : { id: null };
      if ('error' in sessionClientId) throw new RowError(`${columnName('sessionClientId')} ${sessionClientId.error}`);
      const sessionName = cell('sessionName');
      return {
        kind: 'shot',
        line,
        sourcePlayer: playerText ?? null,
        shot: read,
        wallTime: time.wall,
        datePending,
        genericWedge,
        wedgePending,
        shotId: shotId.id,
        session: sessionClientId.id ? { clientId: sessionClientId.id, name: sessionName ? undoExportDefusing(sessionName).slice(0, 200) : null } : null,
      };
    } catch (err) {
      if (err instanceof RowError) return reason(err.message);
      throw err;
    }
  }

  /** The row's time: its own cells, Rapsodo's title, or the chosen day (a second apart in file order). */
  private timeOf(cell: (f: Field) => string | undefined, columnName: (f: Field) => string, index: number): { time: ReadTime; datePending: boolean } {
    const columns = this.header!.columns;
    const timeField: Field | null = columns.has('time') ? 'time' : columns.has('date') ? 'date' : null;
    if (timeField) {
      const text = cell(timeField);
      if (text === undefined) throw new RowError(fillMessage(messages.importCellBlank, { column: columnName(timeField) }));
      const clock = timeField === 'date' ? cell('clock') : undefined;
      const full = clock ? `${text} ${clock}` : text;
      const time = parseDateTime(full, this.dayFirst);
      if (time === null) throw new RowError(fillMessage(messages.importCellBadDate, { column: columnName(timeField), value: full.slice(0, 40) }));
      return { time, datePending: false };
    }
    if (this.title) return { time: plusSeconds(this.title.time, index), datePending: false };
    const [year, month, day] = (this.options.date ?? yesterday()).split('-').map(Number);
    const noon = wallTime({ year, month, day, hour: 12, minute: 0, second: 0, millisecond: 0 });
    return { time: plusSeconds(noon, index), datePending: this.options.date === undefined };
  }

  /** The first problem of a row, named by the file's own column, with the bound in the column's unit. */
  private describe(issue: { path: readonly PropertyKey[]; message: string }): string {
    const key = String(issue.path[0] ?? '');
    const measure = this.measures.find((m) => m.field === key);
    const column = measure?.header ?? (key === 'takenAt' ? (this.header!.columns.get('time') ?? this.header!.columns.get('date'))?.header ?? messages.importDateLabel : key);
    const bounds = /between (-?[\d.,]+) and (-?[\d.,]+)/.exec(issue.message);
    if (measure && bounds) {
      // The bounds in the column's own unit, rounded inward so that the value shown is inside them.
      const inFileUnit = (n: string, toward: 'min' | 'max') => {
        const value = (Number(n.replace(/,/g, '')) / Math.abs(measure.factor)) * 10;
        return String((toward === 'min' ? Math.ceil(value - 1e-9) : Math.floor(value + 1e-9)) / 10);
      };
      const unit = measure.unit && !isPlainUnit(measure.unit) ? measure.unit : measure.factor === 1 ? '' : STORED_UNIT[QUANTITY[measure.field]];
      const problem = fillMessage(messages.ingestOutOfRange, { min: inFileUnit(bounds[1], 'min'), max: inFileUnit(bounds[2], 'max') });
      return unit ? fillMessage(messages.importCellBounds, { column, problem, unit }) : `${column} ${problem}`;
    }
    return `${column} ${issue.message}`;
  }
}

function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

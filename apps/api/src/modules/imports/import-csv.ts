import { format, messages, serveMetricFields, type ServeMetricField } from '@pubdesk/contract';

/*
 * A revenue file, read as it streams: an RFC 4180 reader hands on whole records, each checked
 * against the header and passed on in batches. Nothing holds more than one input chunk's records
 * and one batch, and each character is looked at once (fields are cut out as slices, never re-scanned).
 */

const text = messages.imports;
const BATCH_ROWS = 1000;
/** The longest record, in characters: bounds memory on a file with no line breaks. */
const MAX_RECORD_CHARS = 64 * 1024;
const MAX_KEY_CHARS = 200;
const MAX_DATA_ID = 2_147_483_647;
const MAX_COUNT = '9007199254740991';
const COLUMNS = 'date, key or data_id, requests, impressions, viewable_impressions, clicks, revenue';
const [COMMA, QUOTE, CR, LF] = [44, 34, 13, 10];

export interface CsvImportRow {
  line: number;
  date: string;
  key: string | null;
  dataId: number | null;
  values: Partial<Record<ServeMetricField, string>>;
}

/** A refused file: where (line, column) and what; the message is the catalogue's, for a 400 on `file`. */
export class CsvImportError extends Error {
  constructor(
    readonly line: number,
    readonly column: string,
    readonly problem: string,
    message = format(text.csvLine, { line, column, problem }),
  ) {
    super(message);
    this.name = 'CsvImportError';
  }
}

const columnName = (cell: string) => cell.trim().toLowerCase();

interface CsvRecord {
  line: number;
  cells: string[];
}

/** RFC 4180 records from text pieces: quoted fields with commas, line breaks and doubled quotes; CRLF, LF or CR. */
class CsvRecords {
  /** Column names for messages: the first record's (the header's) cells. */
  private names: string[] | null = null;
  private cells: string[] = [];
  private field = '';
  private mode: 'start' | 'plain' | 'quoted' | 'quote-seen' | 'closed' = 'start';
  private anyQuoted = false;
  private skipLF = false;
  private line = 1;
  private recordLine = 1;
  private recordChars = 0;

  private fail(problem: string): never {
    const index = this.cells.length;
    throw new CsvImportError(this.recordLine, this.names?.[index] ?? `#${index + 1}`, problem);
  }

  /** Counts characters into the record, refusing it past the limit before anything more is kept. */
  private grow(chars: number) {
    this.recordChars += chars;
    if (this.recordChars > MAX_RECORD_CHARS) this.fail('the line is longer than 64 KB');
  }

  private take(s: string, from: number, to: number) {
    this.grow(to - from);
    this.field += s.slice(from, to);
  }

  private endField() {
    this.cells.push(this.field);
    this.field = '';
    this.mode = 'start';
  }

  private endRecord(out: CsvRecord[]) {
    this.endField();
    const blank = !this.anyQuoted && this.cells.length === 1 && this.cells[0]?.trim() === '';
    if (!blank) {
      this.names ??= this.cells.map(columnName);
      out.push({ line: this.recordLine, cells: this.cells });
    }
    this.cells = [];
    this.anyQuoted = false;
    this.recordChars = 0;
  }

  push(s: string, out: CsvRecord[]): void {
    const n = s.length;
    let i = 0;
    while (i < n) {
      if (this.skipLF) {
        this.skipLF = false;
        if (s.charCodeAt(i) === LF) {
          i++;
          continue;
        }
      }
      if (this.mode === 'quoted') {
        const q = s.indexOf('"', i);
        const end = q === -1 ? n : q;
        for (let k = s.indexOf('\n', i); k !== -1 && k < end; k = s.indexOf('\n', k + 1)) this.line++;
        this.take(s, i, end);
        if (q === -1) return;
        this.grow(1);
        this.mode = 'quote-seen';
        i = q + 1;
        continue;
      }
      if (this.mode === 'quote-seen') {
        this.mode = s.charCodeAt(i) === QUOTE ? 'quoted' : 'closed';
        if (this.mode === 'quoted') {
          this.take(s, i, i + 1);
          i++;
          continue;
        }
      }
      let j = i;
      while (j < n) {
        const c = s.charCodeAt(j);
        if (c === COMMA || c === CR || c === LF || c === QUOTE) break;
        j++;
      }
      if (j > i) {
        if (this.mode === 'closed') {
          if (s.slice(i, j).trim() !== '') this.fail('text after a closing quote');
          this.grow(j - i);
        } else {
          this.take(s, i, j);
          this.mode = 'plain';
        }
      }
      if (j === n) return;
      const c = s.charCodeAt(j);
      i = j + 1;
      if (c !== CR && c !== LF) this.grow(1);
      if (c === QUOTE) {
        // An opening quote may follow spaces; a quote inside a plain value is ambiguous.
        if (this.mode === 'closed' || this.field.trim() !== '') this.fail('a quote inside a value that does not start with one');
        this.field = '';
        this.mode = 'quoted';
        this.anyQuoted = true;
      } else if (c === COMMA) this.endField();
      else {
        this.endRecord(out);
        this.line++;
        this.recordLine = this.line;
        this.skipLF = c === CR;
      }
    }
  }

  end(out: CsvRecord[]): number {
    if (this.mode === 'quoted') this.fail('a quoted value is not closed');
    if (this.recordChars > 0 || this.cells.length > 0) this.endRecord(out);
    return this.line;
  }
}

type Check = (cell: string, row: CsvImportRow) => string | null;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar date as YYYY-MM-DD, from year 1 (PostgreSQL has no year 0). */
function isRealDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 0);
  return year >= 1 && day >= 1 && day <= days;
}

/** A whole number from 0 to 2^53 - 1 written in digits (empty means 0), without leading zeros; null when not. */
function count(cell: string): string | null {
  if (!/^\d*$/.test(cell)) return null;
  const digits = cell.replace(/^0+/, '') || '0';
  return digits.length < MAX_COUNT.length || (digits.length === MAX_COUNT.length && digits <= MAX_COUNT) ? digits : null;
}

/** A non-negative amount, at most 14 digits before the point and 6 after, kept as text (empty means 0). */
function amount(cell: string): string | null {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(cell || '0');
  const whole = m?.[1]?.replace(/^0+(?=\d)/, '');
  if (!m || !whole || whole.length > 14) return null;
  return m[2] ? `${whole}.${m[2]}` : whole;
}

function checkDate(cell: string, row: CsvImportRow): string | null {
  if (!isRealDate(cell)) return 'not a real date as YYYY-MM-DD';
  row.date = cell;
  return null;
}

function checkKey(cell: string, row: CsvImportRow): string | null {
  if (cell === '') return 'empty';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f]/.test(cell)) return 'contains a control character';
  if (cell.includes('\ufffd')) return 'is not UTF-8 text';
  if (cell.length > MAX_KEY_CHARS && [...cell].length > MAX_KEY_CHARS) return `longer than ${MAX_KEY_CHARS} characters`;
  row.key = cell;
  return null;
}

function checkDataId(cell: string, row: CsvImportRow): string | null {
  const id = /^\d{1,12}$/.test(cell) ? Number(cell) : 0;
  if (id < 1 || id > MAX_DATA_ID) return `not a whole number from 1 to ${MAX_DATA_ID}`;
  row.dataId = id;
  return null;
}

function metricCheck(field: ServeMetricField): Check {
  const [read, problem] =
    field === 'revenue'
      ? [amount, 'not an amount from 0 with at most 14 digits before the point and 6 after']
      : [count, `not a whole number from 0 to ${MAX_COUNT}`];
  return (cell, row) => {
    const value = read(cell);
    if (value === null) return problem;
    row.values[field] = value;
    return null;
  };
}

/** Each column an import takes, with the check that reads its cell into the row. */
const checks = new Map<string, Check>([
  ['date', checkDate],
  ['key', checkKey],
  ['data_id', checkDataId],
  ...serveMetricFields.map((field): [string, Check] => [field, metricCheck(field)]),
]);

/** The header's columns, or the reason it is refused (line 1 in practice). */
function readHeader(record: CsvRecord): string[] {
  const names = record.cells.map(columnName);
  const unknown = names.filter((name) => !checks.has(name)).map((name) => name || '(empty)');
  if (unknown.length > 0) throw new CsvImportError(record.line, unknown.join(', '), `not a column an import takes (${COLUMNS})`);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new CsvImportError(record.line, twice, 'appears twice');
  const keys = names.filter((name) => name === 'key' || name === 'data_id').length;
  const metrics = names.some((name) => (serveMetricFields as readonly string[]).includes(name));
  const problem = !names.includes('date')
    ? 'no date column'
    : keys !== 1
      ? 'needs exactly one of key and data_id'
      : !metrics
        ? 'no serve metric column'
        : null;
  if (problem) throw new CsvImportError(record.line, '', problem, text.csvHeader);
  return names;
}

function readRow(record: CsvRecord, names: string[]): CsvImportRow {
  const { line, cells } = record;
  if (cells.length !== names.length) {
    const column = names[cells.length] ?? `#${names.length + 1}`;
    throw new CsvImportError(line, column, `expected ${names.length} cells, found ${cells.length}`);
  }
  const row: CsvImportRow = { line, date: '', key: null, dataId: null, values: {} };
  names.forEach((name, i) => {
    const problem = checks.get(name)?.((cells[i] ?? '').trim(), row);
    if (problem) throw new CsvImportError(line, name, problem);
  });
  return row;
}

/** UTF-8 text from the input's pieces (a byte sequence split across chunks is joined; a BOM is dropped). */
async function* decode(input: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let first = true;
  for await (const chunk of input) {
    let piece = typeof chunk === 'string' ? decoder.decode() + chunk : decoder.decode(chunk, { stream: true });
    if (first && piece !== '') {
      first = false;
      if (piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1);
    }
    yield piece;
  }
  yield decoder.decode();
}

/**
 * Reads an import file: a header of date, key or data_id and serve metrics, then one row a line.
 * Yields checked rows in batches of at most 1,000; throws CsvImportError at the first problem.
 */
export async function* readImportCsv(input: AsyncIterable<Buffer | string>): AsyncGenerator<CsvImportRow[]> {
  const reader = new CsvRecords();
  let names: string[] | null = null;
  let batch: CsvImportRow[] = [];
  let rows = 0;
  const records: CsvRecord[] = [];
  const handle = function* (): Generator<CsvImportRow[]> {
    for (const record of records) {
      if (!names) {
        names = readHeader(record);
        continue;
      }
      batch.push(readRow(record, names));
      rows++;
      if (batch.length === BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    records.length = 0;
  };
  for await (const piece of decode(input)) {
    reader.push(piece, records);
    yield* handle();
  }
  const lastLine = reader.end(records);
  yield* handle();
  if (rows === 0) throw new CsvImportError(lastLine, '', 'the file has no rows', text.csvEmpty);
  if (batch.length > 0) yield batch;
}

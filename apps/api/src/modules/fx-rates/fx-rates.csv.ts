import { currencies, format, fxRateUploadMaxLines, isoDateSchema, isRateText, messages } from '@pubdesk/contract';
import { fieldError } from '../../lib/http-errors.js';
import type { FxRateValues } from './fx-rates.repo.js';

const text = messages.fxRates;
const columns = ['currency', 'date', 'rate'] as const;
type Column = (typeof columns)[number];

/** The refusal of the whole file, on the upload's `file` field. */
const refuse = (message: string) => fieldError('file', message);
const refuseAt = (line: number, column: Column, problem: string) => refuse(format(text.csvLine, { line, column, problem }));

/** One CSV line's values, with RFC 4180 quoting ("a,b", "say ""hi"""); null when a quote is left open. */
export function splitCsvLine(line: string): string[] | null {
  if (!line.includes('"')) return line.split(',');
  const values: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch !== '"') value += ch;
      else if (line[i + 1] === '"') {
        value += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      values.push(value);
      value = '';
    } else value += ch;
  }
  if (quoted) return null;
  values.push(value);
  return values;
}

/**
 * The rates of an uploaded CSV: a header naming currency, date and rate (in any order), then one
 * rate a line; blank lines are skipped. Every line is checked before any is kept: the first bad
 * one refuses the whole file ('Line 3, column rate: ...'), and so does a day named twice.
 */
export function parseFxRateCsv(data: Buffer): FxRateValues[] {
  const lines = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) throw refuse(text.csvEmpty);
  if (lines.length - 1 > fxRateUploadMaxLines) throw refuse(format(text.csvTooLong, { max: fxRateUploadMaxLines.toLocaleString('en-US') }));

  const header = splitCsvLine(lines[0]!)?.map((name) => name.trim().toLowerCase()) ?? [];
  if (header.length !== columns.length || !columns.every((column) => header.includes(column))) throw refuse(text.csvHeader);
  const at = Object.fromEntries(columns.map((column) => [column, header.indexOf(column)])) as Record<Column, number>;

  const rows: FxRateValues[] = [];
  const firstLine = new Map<string, number>();
  // A file names each day once per currency: each date is checked once.
  const goodDates = new Set<string>();
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index]!;
    const line = index + 1;
    if (raw.trim() === '') continue;
    const values = splitCsvLine(raw);
    if (!values) throw refuse(format(text.csvQuote, { line }));
    if (values.length !== header.length) throw refuse(format(text.csvColumns, { line, expected: header.length, found: values.length }));
    const [currency, date, rate] = columns.map((column) => values[at[column]]!.trim()) as [string, string, string];
    if (!(currencies as readonly string[]).includes(currency)) {
      throw refuseAt(line, 'currency', format(text.csvCurrency, { value: currency, choices: currencies.join(', ') }));
    }
    if (!goodDates.has(date)) {
      if (!isoDateSchema.safeParse(date).success) throw refuseAt(line, 'date', messages.statistics.invalidDate);
      goodDates.add(date);
    }
    if (!isRateText(rate)) throw refuseAt(line, 'rate', text.invalidRate);
    const day = `${currency} ${date}`;
    const first = firstLine.get(day);
    if (first !== undefined) throw refuseAt(line, 'date', format(text.csvRepeated, { currency, date, first }));
    firstLine.set(day, line);
    rows.push({ currency, date, rate });
  }
  if (rows.length === 0) throw refuse(text.csvEmpty);
  return rows;
}

import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import type { PageWindow } from './pagination.js';
import { writeXlsx } from './xlsx-writer.js';

export type ExportFormat = 'csv' | 'xlsx';
/** A cell: text as it is shown (money keeps its exact decimals), a number, or nothing. */
export type ExportCell = string | number | boolean | null;

/** A table to download: its header row and its rows, produced as they are written. */
export interface ExportTable {
  /** The file's name without its extension. */
  filename: string;
  header: readonly string[];
  rows: AsyncIterable<readonly ExportCell[]>;
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function* withHeader(table: ExportTable): AsyncIterable<readonly ExportCell[]> {
  yield table.header;
  yield* table.rows;
}

/** A decimal as the exports write their figures ("12", "-3", "-1.50"): a number to a spreadsheet. */
const decimalText = /^-?\d+(\.\d+)?$/;

/**
 * What makes a spreadsheet read a CSV cell as a formula (OWASP, CSV injection): a first `=`, `+`,
 * `-`, `@`, tab or carriage return, also after leading whitespace (an import may trim it), and the
 * full-width `＝＋－＠` some spreadsheets fold into those.
 */
const formulaStart = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A CSV cell a spreadsheet will not run: text that would start a formula gets a leading `'` (the
 * spreadsheet's "this is text" mark). Numbers stay as they are, and so does text that is a plain
 * decimal (the money figures "-1.50"; a user's "-5" is as harmless). Every CSV export goes through it.
 */
export function neutraliseCsvCell(cell: ExportCell): ExportCell {
  if (typeof cell !== 'string' || decimalText.test(cell) || !formulaStart.test(cell)) return cell;
  return `'${cell}`;
}

async function* csvRows(table: ExportTable): AsyncIterable<readonly ExportCell[]> {
  for await (const row of withHeader(table)) yield row.map(neutraliseCsvCell);
}

/**
 * XLSX cells: a decimal string stays a number to the spreadsheet, so its sums work there. Text is
 * written as an inline string (lib/xlsx-writer.ts never writes a formula), so it needs no `'`,
 * which would show there as part of the text.
 */
const xlsxCell = (cell: ExportCell): ExportCell => (typeof cell === 'string' && decimalText.test(cell) ? Number(cell) : cell);

async function* xlsxRows(table: ExportTable): AsyncIterable<readonly ExportCell[]> {
  for await (const row of withHeader(table)) yield row.map(xlsxCell);
}

/**
 * Sends the table as a file download, streamed: rows are read from the database a page at a time
 * while the file is written, so a long range never sits whole in memory.
 */
export function sendExport(reply: FastifyReply, format: ExportFormat, table: ExportTable): FastifyReply {
  const out = new PassThrough();
  const writing =
    format === 'csv'
      ? pipeline(Readable.from(csvRows(table)), stringify({ cast: { boolean: (b) => (b ? 'true' : 'false') } }), out)
      : writeXlsx(table.filename, xlsxRows(table), out);
  // A failure halfway cannot change the status any more: the download ends short, and is logged.
  writing.catch((err: unknown) => {
    reply.log.error({ err }, 'export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${table.filename}.${format}"`)
    .header('cache-control', 'no-store')
    .send(out);
}

/**
 * Every row a keyset load gives: each page asked for after the last row of the page before (null
 * for the first), until a page comes back short. Each page costs its own rows, where an offset's
 * page re-reads every row before it: use it for what can run to millions of rows.
 */
export async function* everyRowAfter<T>(load: (after: T | null, size: number) => Promise<readonly T[]>, size = 1_000): AsyncIterable<T> {
  let after: T | null = null;
  for (;;) {
    const page = await load(after, size);
    yield* page;
    if (page.length < size) return;
    after = page[page.length - 1]!;
  }
}

/** Every row a paged load gives, a page at a time, until a page comes back short (bounded lists: see everyRowAfter). */
export async function* everyRow<T>(load: (window: PageWindow) => Promise<readonly T[]>, size = 1_000): AsyncIterable<T> {
  for (let offset = 0; ; offset += size) {
    const page = await load({ limit: size, offset });
    yield* page;
    if (page.length < size) return;
  }
}

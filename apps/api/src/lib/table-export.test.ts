import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { neutraliseCsvCell, sendExport, type ExportCell, type ExportFormat } from './table-export.js';

describe('neutraliseCsvCell', () => {
  it('prefixes text a spreadsheet would read as a formula with a quote', () => {
    for (const cell of ['=1+2', '+33 123', '-1+2', '@SUM(A1)', '\t=1+2', '\rx', '=HYPERLINK("http://x","y")', '-', '+', '-abc', '--5']) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    }
    // Full-width forms that some spreadsheets fold into the ASCII ones.
    for (const cell of ['＝1+2', '＋1', '－1', '＠SUM(A1)']) expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  it('prefixes a formula behind leading whitespace too: an import that trims it would run it', () => {
    for (const cell of [' =1+2', '  @SUM(A1)', '\n=1', ' -5', '\u00a0+1']) expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  it('leaves numbers, plain decimals (negative included), empty and ordinary text as they are', () => {
    const kept: ExportCell[] = [-3, -1.5, 0, 12, '-1.50', '-3', '-5', '0', '12', '54.000000', '2026-10-01', '', ' ', 'Alpha line'];
    for (const cell of [...kept, 'a=b', "'=already", null, true, false]) expect(neutraliseCsvCell(cell)).toBe(cell);
  });
});

describe('sendExport', () => {
  const rows: ExportCell[][] = [
    ['=1+2', '-1.50', -3, '@SUM(A1)', 'Alpha'],
    ['+33 123', '12.25', 4.5, null, true],
  ];
  const app = Fastify();
  app.get<{ Querystring: { format: ExportFormat } }>('/file', (request, reply) =>
    sendExport(reply, request.query.format, {
      filename: 'cells',
      header: ['Text', 'Money', 'Number', 'Other', 'Flag'],
      rows: (async function* () {
        yield* rows;
      })(),
    }),
  );
  afterAll(() => app.close());

  it('writes every CSV cell through neutraliseCsvCell, numbers left as numbers', async () => {
    const res = await app.inject({ method: 'GET', url: '/file?format=csv' });
    expect(res.body.trim().split('\n')).toEqual([
      'Text,Money,Number,Other,Flag',
      "'=1+2,-1.50,-3,'@SUM(A1),Alpha",
      "'+33 123,12.25,4.5,,true",
    ]);
  });

  it('writes XLSX text as plain string values, never as formulas, and decimals as numbers', async () => {
    const res = await app.inject({ method: 'GET', url: '/file?format=xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2);
    for (const [n, value] of [
      [1, '=1+2'],
      [4, '@SUM(A1)'],
    ] as const) {
      expect(row.getCell(n).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(n).formula).toBeUndefined();
      expect(row.getCell(n).value).toBe(value);
    }
    expect(row.getCell(2).value).toBe(-1.5);
    expect(row.getCell(3).value).toBe(-3);
    expect(book.worksheets[0]!.getRow(3).getCell(1).value).toBe('+33 123');
  });
});

import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxCell } from './xlsx-writer.js';

async function* rowsOf(rows: readonly (readonly XlsxCell[])[]) {
  yield* rows;
}

const read = async (file: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book;
};

describe('writeXlsx', () => {
  it('writes text, numbers, yes/no and blanks a spreadsheet reads back, markup escaped and control characters left out', async () => {
    const out = new PassThrough();
    const file = buffer(out);
    await writeXlsx(
      'Report: a/b [1]*?',
      rowsOf([
        ['Name', 'Revenue', 'Active', 'Note'],
        ['<b>"Tom" & \'Jerry\'</b>', 12.5, true, null],
        ['=1+2', -3, false, 'tab\there\u0000\u0001\u007f and 😀'],
      ]),
      out,
    );
    const book = await read(await file);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Report  a b  1');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Revenue', 'Active', 'Note']);
    expect(sheet.getRow(2).values).toEqual([undefined, '<b>"Tom" & \'Jerry\'</b>', 12.5, true]);
    const third = sheet.getRow(3);
    // Text that looks like a formula stays text.
    expect([third.getCell(1).type, third.getCell(1).value]).toEqual([ExcelJS.ValueType.String, '=1+2']);
    expect(third.getCell(2).value).toBe(-3);
    expect(third.getCell(3).value).toBe(false);
    expect(third.getCell(4).value).toBe('tab\there and 😀');
  });

  it('reads rows only as fast as the file is taken: a download nobody reads holds a few of them', async () => {
    const total = 60_000;
    let pulled = 0;
    async function* rows() {
      for (let n = 0; n < total; n++) {
        pulled += 1;
        yield [n, `website ${n} ${(n * 2654435761) % 4294967296}`, '2026-11-01', 12.345678];
      }
    }
    const out = new PassThrough();
    const writing = writeXlsx('Rows', rows(), out);
    // Nobody reads `out`: the rows stop being pulled once the few buffers between are full.
    let before = -1;
    while (pulled !== before) {
      before = pulled;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // About 12,000 rows fill the buffers between (64 kB of compressed output and a few raw).
    expect(pulled).toBeLessThan(total / 3);

    const [file] = await Promise.all([buffer(out), writing]);
    expect(pulled).toBe(total);
    const sheet = (await read(file)).worksheets[0]!;
    expect(sheet.rowCount).toBe(total);
    expect(sheet.getRow(total).getCell(1).value).toBe(total - 1);
  });

  it('stops reading rows when the download is closed halfway', async () => {
    let ended = false;
    async function* rows() {
      try {
        for (let n = 0; ; n++) yield [n, `row ${n} ${(n * 2654435761) % 4294967296}`];
      } finally {
        ended = true;
      }
    }
    const out = new PassThrough();
    const writing = writeXlsx('Rows', rows(), out);
    await new Promise((resolve) => setTimeout(resolve, 100));
    out.destroy();
    await expect(writing).rejects.toThrow('The download was closed before the file was written.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(true);
  });
});

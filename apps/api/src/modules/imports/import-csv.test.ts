import { Readable } from 'node:stream';
import { messages } from '@pubdesk/contract';
import { describe, expect, it } from 'vitest';
import { CsvImportError, readImportCsv, type CsvImportRow } from './import-csv.js';

type Input = string | Buffer | (string | Buffer)[] | Readable;

async function batches(input: Input): Promise<CsvImportRow[][]> {
  const source = input instanceof Readable ? input : Readable.from(Array.isArray(input) ? input : [input]);
  const out: CsvImportRow[][] = [];
  for await (const batch of readImportCsv(source)) out.push(batch);
  return out;
}
const rows = async (input: Input) => (await batches(input)).flat();

async function refusal(input: Input): Promise<CsvImportError> {
  const err = await rows(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CsvImportError);
  return err as CsvImportError;
}

const header = 'date,key,impressions,revenue\n';
const expectLine = async (body: string, line: number, column: string, problem: string | RegExp) => {
  const err = await refusal(header + body);
  expect({ line: err.line, column: err.column }).toEqual({ line, column });
  expect(err.problem).toMatch(problem);
  expect(err.message).toBe(`Line ${line}, column ${column}: ${err.problem}`);
};

describe('readImportCsv: reading', () => {
  it('reads rows, an empty cell as 0, and skips blank lines', async () => {
    expect(await rows(`${header}2026-03-01,site.example,1200,12.345678\n\n   \n2026-03-02,b.example,,\n`)).toEqual([
      { line: 2, date: '2026-03-01', key: 'site.example', dataId: null, values: { impressions: '1200', revenue: '12.345678' } },
      { line: 5, date: '2026-03-02', key: 'b.example', dataId: null, values: { impressions: '0', revenue: '0' } },
    ]);
  });

  it('takes a case-insensitive, padded header with data_id and keeps money as text', async () => {
    const [row] = await rows(' Date , DATA_ID ,Requests,CLICKS,viewable_impressions,revenue\n2026-03-01,42,007,3,2,0000.100000\n');
    expect(row).toEqual({
      line: 2,
      date: '2026-03-01',
      key: null,
      dataId: 42,
      values: { requests: '7', clicks: '3', viewable_impressions: '2', revenue: '0.100000' },
    });
  });

  it('reads RFC 4180 quoting: commas, doubled quotes, CRLF, spaces around a quoted value', async () => {
    const text = `date,key,impressions\r\n2026-03-01,"a,b",1\r\n2026-03-01, "say ""hi""" ,2\r\n2026-03-01,"",3\r\n2026-03-01,last,4`;
    await expect(rows(text)).rejects.toThrow('Line 4, column key: empty');
    const result = await rows(text.replace(',"",', ',"c",'));
    expect(result.map((r) => [r.line, r.key])).toEqual([
      [2, 'a,b'],
      [3, 'say "hi"'],
      [4, 'c'],
      [5, 'last'],
    ]);
  });

  it('reads a line break inside quotes as part of the value, and counts lines on', async () => {
    await expect(rows(`${header}2026-03-01,"two\nlines",1,1\n`)).rejects.toThrow('Line 2, column key: contains a control character');
    const err = await refusal(`${header}2026-03-01,k,"1\n2",1\n2026-03-01,k,x,1\n`);
    expect([err.line, err.column]).toEqual([2, 'impressions']);
    const later = await refusal(`date,key,impressions\n2026-03-01,k,"1"\n"2026-03-01\n",k,1\n2026-03-01,k,x\n`);
    expect([later.line, later.column]).toEqual([5, 'impressions']);
    const after = await refusal(`date,key,impressions\n2026-03-01,k,"1\n"\n2026-03-01,k,x\n`);
    expect([after.line, after.column]).toEqual([4, 'impressions']);
  });

  it('skips a UTF-8 BOM, given as bytes or as text', async () => {
    const text = `${header}2026-03-01,café.example,1,1\n`;
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    expect((await rows(bytes))[0]?.key).toBe('café.example');
    expect((await rows(`\ufeff${text}`))[0]?.key).toBe('café.example');
  });

  it('gives the same rows whatever the chunking, even inside a UTF-8 character or a CRLF', async () => {
    const text = `${header.replace('\n', '\r\n')}2026-03-01,"q""é,x",1,2\r\n2026-03-01,ünï,3,4.5\r\n`;
    const whole = await rows(text);
    const bytes = Buffer.from(text);
    const pieces = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await rows(pieces)).toEqual(whole);
    expect(await rows([...text])).toEqual(whole);
    expect(whole.map((r) => r.key)).toEqual(['q"é,x', 'ünï']);
  });

  it('yields batches of at most 1,000 rows', async () => {
    const body = Array.from({ length: 2500 }, (_, i) => `2026-03-01,k${i},${i},0.5`).join('\n');
    expect((await batches(header + body)).map((b) => b.length)).toEqual([1000, 1000, 500]);
  });
});

describe('readImportCsv: refusals', () => {
  it('refuses a header without date, with both or neither key column, or without a metric', async () => {
    const cases = {
      'key,impressions': 'no date column',
      'date,key,data_id,impressions': 'needs exactly one of key and data_id',
      'date,impressions': 'needs exactly one of key and data_id',
      'date,key': 'no serve metric column',
    };
    for (const [head, problem] of Object.entries(cases)) {
      const err = await refusal(`${head}\n2026-03-01,x,1\n`);
      expect([err.message, err.line, err.problem]).toEqual([messages.imports.csvHeader, 1, problem]);
    }
  });

  it('names unknown and repeated columns', async () => {
    const err = await refusal('date,key,impressions,earnings,ctr\n');
    expect([err.line, err.column]).toEqual([1, 'earnings, ctr']);
    expect(err.message).toMatch(/^Line 1, column earnings, ctr: not a column an import takes/);
    expect((await refusal('date,key,impressions,toString\n')).column).toBe('tostring');
    expect((await refusal('date,key,impressions,Impressions\n')).problem).toBe('appears twice');
  });

  it('names the line and column of each bad cell', async () => {
    await expectLine('2026-02-29,k,1,1\n', 2, 'date', /real date/);
    await expectLine('2026-03-01,k,1,1\n01/03/2026,k,1,1\n', 3, 'date', /real date/);
    await expectLine('2026-03-01,,1,1\n', 2, 'key', 'empty');
    await expectLine('2026-03-01,"a\u0001b",1,1\n', 2, 'key', 'contains a control character');
    await expectLine(`2026-03-01,${'k'.repeat(201)},1,1\n`, 2, 'key', 'longer than 200 characters');
    await expectLine('2026-03-01,k,-1,1\n', 2, 'impressions', /whole number/);
    await expectLine('2026-03-01,k,1.5,1\n', 2, 'impressions', /whole number/);
    await expectLine('2026-03-01,k,9007199254740992,1\n', 2, 'impressions', /whole number/);
    await expectLine('2026-03-01,k,1e3,1\n', 2, 'impressions', /whole number/);
    await expectLine('2026-03-01,k,1,123456789012345\n', 2, 'revenue', /14 digits/);
    await expectLine('2026-03-01,k,1,0.1234567\n', 2, 'revenue', /14 digits/);
    await expectLine('2026-03-01,k,1,-0.5\n', 2, 'revenue', /from 0/);
    await expectLine('2026-03-01,k,1,"1,5"\n', 2, 'revenue', /14 digits/);
    await expectLine('2026-03-01,k,1\n', 2, 'revenue', 'expected 4 cells, found 3');
    await expectLine('2026-03-01,k,1,1,\n', 2, '#5', 'expected 4 cells, found 5');
    await expectLine('2026-03-01,k"x,1,1\n', 2, 'key', /quote inside a value/);
    await expectLine('2026-03-01,"k"x,1,1\n', 2, 'key', 'text after a closing quote');
    await expectLine('2026-03-01,"k,1,1\n', 2, 'key', 'a quoted value is not closed');
    const [widest] = await rows(`${header}2026-03-01,${'é'.repeat(200)},9007199254740991,99999999999999.999999\n`);
    expect(widest?.values).toEqual({ impressions: '9007199254740991', revenue: '99999999999999.999999' });
  });

  it('checks data_id as a positive 32-bit id', async () => {
    const bad = async (id: string) => (await refusal(`date,data_id,clicks\n2026-03-01,${id},1\n`)).column;
    for (const id of ['0', '-1', '2147483648', 'abc', '1.0']) expect(await bad(id)).toBe('data_id');
    expect((await rows('date,data_id,clicks\n2026-03-01,2147483647,1\n'))[0]?.dataId).toBe(2147483647);
  });

  it('throws csvEmpty for an empty file or a header alone', async () => {
    expect((await refusal('')).message).toBe(messages.imports.csvEmpty);
    expect((await refusal(`\ufeff${header}\n\n`)).message).toBe(messages.imports.csvEmpty);
  });
});

describe('readImportCsv: streaming', () => {
  it('reads 100,000 rows in 64 KB chunks quickly', async () => {
    function* file() {
      let text = header;
      for (let i = 0; i < 100_000; i++) {
        text += `2026-03-${String((i % 28) + 1).padStart(2, '0')},site${i}.example,${i},${i}.5\n`;
        if (text.length > 65_536) {
          yield Buffer.from(text);
          text = '';
        }
      }
      yield Buffer.from(text);
    }
    const started = Date.now();
    let count = 0;
    let largest = 0;
    for await (const batch of readImportCsv(Readable.from(file()))) {
      count += batch.length;
      largest = Math.max(largest, batch.length);
    }
    expect(count).toBe(100_000);
    expect(largest).toBe(1000);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a 1 MB line without a newline, having read little of it', async () => {
    let pulled = 0;
    function* file() {
      yield Buffer.from(header);
      for (let i = 0; i < 16; i++) {
        pulled++;
        yield Buffer.alloc(65_536, 'a');
      }
    }
    const err = await refusal(Readable.from(file()));
    expect([err.line, err.column, err.problem]).toEqual([2, 'date', 'the line is longer than 64 KB']);
    expect(pulled).toBeLessThan(4);
  });
});

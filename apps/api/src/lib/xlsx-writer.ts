import { Readable, type Writable } from 'node:stream';
import archiver from 'archiver';

/** A cell as the exports hand it over: text, a number, a yes/no, or nothing. */
export type XlsxCell = string | number | boolean | null;

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const sheetPath = 'xl/worksheets/sheet1.xml';

/** The package's fixed parts: what each file is, and how the workbook finds its one sheet. */
const fixedParts = (sheetName: string): Array<[name: string, xml: string]> => [
  [
    '[Content_Types].xml',
    `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      `<Override PartName="/${sheetPath}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
  ],
];

const notInXml =
  // eslint-disable-next-line no-control-regex -- leaving out what XML cannot hold is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/**
 * Text as XML 1.0 may carry it: markup characters escaped, and the control characters XML cannot
 * hold (all below 32 but tab, line feed and carriage return; DEL; lone surrogates) left out, as
 * spreadsheet writers do.
 */
function xmlText(text: string): string {
  return text.replace(notInXml, '').replace(/[&<>"']/g, (c) => xmlEscapes[c]!);
}

/** A sheet's name: at most 31 characters, none of those a spreadsheet refuses in one. */
const sheetNameOf = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** Column letters of a 0-based index: A, B, ... Z, AA, ... */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

/** The sheet's XML, a row at a time: produced only as fast as the file is read. */
async function* sheetXml(rows: AsyncIterable<readonly XlsxCell[]>): AsyncIterable<Buffer> {
  yield Buffer.from(`${xmlHead}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`);
  let r = 0;
  for await (const row of rows) {
    r += 1;
    yield Buffer.from(`<row r="${r}">${row.map((cell, c) => cellXml(cell, `${columnName(c)}${r}`)).join('')}</row>`);
  }
  yield Buffer.from('</sheetData></worksheet>');
}

/**
 * Writes a one-sheet workbook (inline strings, no styles) into `out`, streamed: the sheet's rows
 * are pulled from `rows` only as the zip's deflate takes them, and it only as `out` is read, so a
 * download nobody reads holds a few buffers, not the file (exceljs's streaming writer pushed every
 * row into the zip's input whatever the reader did: 0.37 kB a row held).
 */
export async function writeXlsx(sheetName: string, rows: AsyncIterable<readonly XlsxCell[]>, out: Writable): Promise<void> {
  // The archive holds at most 64 kB of compressed output for a slow reader (its default is 1 MB).
  const zip = archiver('zip', { zlib: { level: 6 }, highWaterMark: 64 * 1024 });
  const sheet = Readable.from(sheetXml(rows), { objectMode: false });
  const written = new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('warning', reject);
    out.on('error', reject);
    out.on('finish', resolve);
    // A download closed halfway: stop reading rows (the generator's pages end with it).
    out.on('close', () => {
      if (out.writableFinished) return;
      sheet.destroy();
      zip.abort();
      reject(new Error('The download was closed before the file was written.'));
    });
  });
  zip.pipe(out);
  for (const [name, xml] of fixedParts(sheetNameOf(sheetName))) zip.append(xml, { name });
  zip.append(sheet, { name: sheetPath });
  // Its failures arrive as 'error' above; an aborted archive's promise may never settle.
  void zip.finalize().catch(() => undefined);
  await written;
}

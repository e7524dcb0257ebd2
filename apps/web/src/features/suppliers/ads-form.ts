import { adLines, type AdInput } from '@pubdesk/contract';
import { ApiError } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { errorLines } from '@pubdesk/ui/forms';
import { capitalizeUnderscored } from '@pubdesk/ui/format';

export type AdLine = ReturnType<typeof adLines>[number];

/** The POST /ads/ads/ body: one ad per non-empty line of the text, in order. */
export function adsPayload(lines: readonly AdLine[], supplierId: number): AdInput[] {
  return lines.map((line) => ({ text: line.text, supplier_id: supplierId }));
}

/**
 * The messages of a refused add, for the error area. A key '<index>.text' (or '<index>')
 * names an item of the posted array; it is shown as the textarea line it came from,
 * 'Line 3: ...', in line order. Other keys read like the error list's lines.
 */
export function adErrorMessages(error: unknown, lines: readonly AdLine[]): string[] {
  const body = error instanceof ApiError ? error.body : null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return errorLines(error).map((line) => (line.field ? `${capitalizeUnderscored(line.field)}: ${line.text}` : line.text));
  }
  const numbered: Array<{ line: number; text: string }> = [];
  const other: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'code') continue;
    const texts = Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : JSON.stringify(value)];
    const item = /^(\d+)(?:\.\w+)?$/.exec(key);
    if (item) {
      const index = Number(item[1]);
      const line = lines[index]?.line ?? index + 1;
      for (const text of texts) numbered.push({ line, text: t('suppliers.adsLine', { line, message: text }) });
      continue;
    }
    const named = key === 'detail' || key === 'non_field_errors' ? null : key;
    for (const text of texts) other.push(named ? `${capitalizeUnderscored(named)}: ${text}` : text);
  }
  numbered.sort((a, b) => a.line - b.line);
  const messages = [...numbered.map((entry) => entry.text), ...other];
  return messages.length ? messages : errorLines(error).map((line) => line.text);
}

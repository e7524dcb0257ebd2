import { List, Text } from '@mantine/core';
// From the transport, not api-client: that module brings the session store, and with it in the
// console's entry chunk the bundler split the shared Mantine pieces off it (about 4 kB more gzip
// on the login page, bench/bundle).
import { ApiError } from '../api/http';
import { t } from '../i18n';
import { capitalizeUnderscored } from '../format/format';

interface ErrorLine {
  field: string | null;
  text: string;
}

/** The lines of a DRF error body: `{detail}`, `{field: [msgs]}`, `{non_field_errors: [...]}`. */
export function errorLines(error: unknown): ErrorLine[] {
  if (!(error instanceof ApiError)) {
    return [{ field: null, text: error instanceof Error && error.message ? error.message : t('common.unknownError') }];
  }
  if (error.status === 0) return [{ field: null, text: t('common.unknownError') }];
  const body = error.body;
  if (typeof body === 'string' && body.trim()) return [{ field: null, text: body }];
  if (!body || typeof body !== 'object') return [{ field: null, text: t('common.unknownError') }];
  if (Array.isArray(body)) return body.map((text) => ({ field: null, text: String(text) }));
  const lines: ErrorLine[] = [];
  for (const [field, value] of Object.entries(body)) {
    // A `{detail, code}` body's machine code is not a message; a `code` field's messages are.
    if (field === 'code' && typeof value === 'string') continue;
    const named = field === 'detail' || field === 'non_field_errors' ? null : field;
    const texts = Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : JSON.stringify(value)];
    for (const text of texts) lines.push({ field: named, text });
  }
  return lines.length ? lines : [{ field: null, text: t('common.unknownError') }];
}

/** Renders a failed request's server body, one line per message. */
export function ErrorList({ error }: { error: unknown }) {
  const lines = errorLines(error);
  if (lines.length === 1 && lines[0] && !lines[0].field) return <Text size="sm">{lines[0].text}</Text>;
  return (
    <List size="sm" spacing={2}>
      {lines.map((line, index) => (
        <List.Item key={index}>
          {line.field ? <strong>{capitalizeUnderscored(line.field)}: </strong> : null}
          {line.text}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * What makes two ads.txt lines the same record (IAB ads.txt 1.1): the ad system's domain
 * (case-insensitive), the account id (as written) and the relationship (DIRECT or RESELLER,
 * case-insensitive); the certification authority id and comments do not count. A variable line
 * (`contact=...`, `managerdomain=...`) is its lower-cased name and its value. Comments, blank
 * lines and anything else have no key.
 */
export function recordKey(line: string): string | null {
  const hash = line.indexOf('#');
  const body = (hash >= 0 ? line.slice(0, hash) : line).trim();
  if (body === '') return null;
  if (!body.includes(',')) {
    const equals = body.indexOf('=');
    if (equals <= 0) return null;
    return `${body.slice(0, equals).trim().toLowerCase()}=${body.slice(equals + 1).trim()}`;
  }
  const [domain, account, relationship] = body.split(',', 4).map((field) => field.trim());
  if (!domain || !account || !relationship) return null;
  return `${domain.toLowerCase()}, ${account}, ${relationship.toUpperCase()}`;
}

/** The record keys of a whole file, one pass over its lines (the file is bounded before this). */
export function recordKeysOf(file: string): Set<string> {
  const keys = new Set<string>();
  for (const line of file.split(/\r\n|\n|\r/)) {
    const key = recordKey(line);
    if (key !== null) keys.add(key);
  }
  return keys;
}

/**
 * The needed lines' keys (each once) and which of them the file has. Linear in the file and the
 * lines: a Set lookup per needed line.
 */
export function compareWithFile(needed: readonly string[], file: string | null): { expected: string[]; present: string[] } {
  const expected = [...new Set(needed.map(recordKey).filter((key): key is string => key !== null))];
  if (file === null) return { expected, present: [] };
  const found = recordKeysOf(file);
  return { expected, present: expected.filter((key) => found.has(key)) };
}

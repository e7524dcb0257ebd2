/** The encodings the server sends besides plain bytes, best first. */
export type ContentCoding = 'br' | 'gzip';

/** Longer Accept-Encoding headers are not worth reading: no browser sends one. */
const MAX_HEADER = 512;

/**
 * The encoding to answer in for an Accept-Encoding header, among `available`, or null for plain
 * bytes: the one the client weighs highest, brotli on a tie. A coding given `q=0` is refused; `*`
 * stands for any coding the client does not name (RFC 9110, 12.5.3).
 */
export function preferredEncoding(header: string | undefined, available: readonly ContentCoding[] = ['br', 'gzip']): ContentCoding | null {
  if (!header || header.length > MAX_HEADER) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*');
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? any ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * What a browser reads of an endpoint declaration is its address, its access and its cache roots;
 * the schemas and the API document's texts it never does.
 */
const SERVER_ONLY_FIELDS = new Set(['params', 'query', 'body', 'response', 'summary', 'description', 'errors', 'tags']);

/** A declaration: what `endpoint()` in packages/contract/src/endpoint.ts returns. */
const isEndpoint = (value: object): boolean => 'method' in value && 'path' in value && 'operationId' in value;

/**
 * A module's exports with each endpoint's schemas left out, as plain data; null when an export is
 * something else than plain data and endpoints (a function, a class, a schema outside an
 * endpoint): that module is then bundled as it is.
 */
export function withoutSchemas(exports: Record<string, unknown>): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(exports)) {
    const plain = strip(value);
    if (plain === NOT_PLAIN) return null;
    out[name] = plain;
  }
  return out;
}

const NOT_PLAIN = Symbol('not plain data');

function strip(value: unknown): unknown {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return value;
  if (Array.isArray(value)) {
    const items = value.map(strip);
    return items.includes(NOT_PLAIN) ? NOT_PLAIN : items;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return NOT_PLAIN;
  const endpoint = isEndpoint(value as object);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (endpoint && SERVER_ONLY_FIELDS.has(key)) continue;
    const plain = strip(inner);
    if (plain === NOT_PLAIN) return NOT_PLAIN;
    out[key] = plain;
  }
  return out;
}

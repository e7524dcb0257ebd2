import fc from 'fast-check';

/**
 * Request arbitraries for the bad-input property test, read from the OpenAPI document: for each
 * operation, a request that is mostly valid (so it gets past validation and reaches the
 * service and the database) with a few values broken, or a body that is not JSON at all.
 */

/** The parts of an OpenAPI 3 schema object the generators read. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/users/{id}/`. */
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  /** The operation also takes multipart/form-data uploads (its description says so). */
  uploads: boolean;
}

interface OperationObject {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Every operation of the document, deletions last so that they remove no one else's rows early. */
export function operationsOf(doc: { paths: Record<string, Record<string, OperationObject>> }): Operation[] {
  const order = ['get', 'options', 'head', 'post', 'put', 'patch', 'delete'];
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        uploads: /multipart/i.test(op.description ?? ''),
      });
    }
  }
  return out.sort((a, b) => order.indexOf(a.method.toLowerCase()) - order.indexOf(b.method.toLowerCase()));
}

// Values the schemas cannot describe (a URL, a refine, two fields that must match) ---------------
const goodByName: Record<string, unknown> = {
  url: 'https://fuzz.example.com',
  company_url: 'https://fuzz.example.com',
  terms_link: 'https://fuzz.example.com/terms',
  privacy_link: 'https://fuzz.example.com/privacy',
  domain: 'fuzz.example.com',
  email: 'fuzz@example.com',
  email_confirm: 'fuzz@example.com',
  to: 'fuzz@example.com',
  password: 'fuzz-pass-123',
  new_password: 'fuzz-pass-123',
  confirmed_password: 'fuzz-pass-123',
  old_password: 'fuzz-pass-123',
  username: 'fuzzuser',
  schedule: '10:00',
  share: '50.00',
  rate: '75.5',
  text: 'example.com, pub-123, DIRECT',
  phone_number: '+1 555 0100',
  swift_code: 'DEUTDEFF',
  account_number: 'DE89 3704',
  type: 'admanager',
};

/** Ids that exist in the seeded world (most tables have rows 1 to 3). */
const existingId = fc.constantFrom(1, 2, 3);

function variants(schema: Schema): Schema[] {
  const list = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!list) return [schema];
  return list.flatMap(variants).filter((s) => s.type !== 'null');
}

function patternString(pattern: string): string {
  const re = new RegExp(pattern);
  return ['fuzz', 'fuzz-1', '1', '1,2', 'a'].find((s) => re.test(s)) ?? 'fuzz';
}

/** A value the schema accepts (as far as the document tells), favouring existing ids. */
export function validValue(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  const options = variants(schema);
  if (options.length > 1) return fc.oneof(...options.map((s) => validValue(s, name)));
  const s = options[0] ?? {};
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (name in goodByName && s.type !== 'array' && s.type !== 'object') return fc.constant(goodByName[name]);
  switch (s.type) {
    case 'integer': {
      const lowest = s.exclusiveMinimum === true ? (s.minimum ?? 0) + 1 : (s.minimum ?? 1);
      if (lowest <= 1 && (s.maximum ?? 3) >= 3) return existingId;
      return fc.integer({ min: lowest, max: Math.min(lowest + 3, s.maximum ?? lowest + 3) });
    }
    case 'number':
      return fc.integer({ min: 0, max: 100 });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (s.format === 'email') return fc.constant('fuzz@example.com');
      if (s.pattern) return fc.constant(patternString(s.pattern));
      return fc.constant('fuzz'.padEnd(s.minLength ?? 1, 'z'));
    case 'array':
      return fc.array(validValue(s.items ?? {}, name), { minLength: 1, maxLength: 2 });
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(props)) model[key] = validValue(prop, key);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => s.required?.includes(k)) });
    }
    default:
      return fc.constant('fuzz');
  }
}

// Bad values -------------------------------------------------------------------------------------
const longText = (n: number) => 'x'.repeat(n);
const badIntegers: unknown[] = [
  2147483648,
  2147483647,
  -2147483649,
  -1,
  0,
  1.5,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -0,
  '2147483648',
  '99999999999999999999',
  '1e10',
  '-5',
  '1.5',
  'abc',
  '',
  ' ',
  '\u0000',
  '1\u0000',
  'Infinity',
  'NaN',
  '0x10',
  '١',
];
const badStrings: unknown[] = [
  '\u0000',
  // A lone surrogate (stored in a json column it is SQLSTATE 22P02): among the first two, which
  // every field draws most often.
  'a\ud800b',
  'a\u0000b',
  '\udc00',
  '\ud83d',
  longText(10001),
  longText(300000),
  '\ud800',
  '😀'.repeat(100),
  "' OR 1=1 --",
  '%00',
  '\\',
  '  ',
  '',
];
const badNumbers: unknown[] = ['100.001', '1e400', '99999999999999999999.99', -1, '-0', '0.001', 1e21, '5,5', ' 50 ', 'NaN', 1000, 100.5];
const junk: unknown[] = [
  null,
  true,
  false,
  [],
  [1],
  ['a'],
  {},
  { a: 1 },
  123,
  'str',
  [[[[]]]],
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
];

/** A value this field should refuse (or, at worst, store as it is): never a server error. */
export function badValue(schema: Schema): fc.Arbitrary<unknown> {
  const s = variants(schema)[0] ?? {};
  const typed =
    s.type === 'integer'
      ? badIntegers
      : s.type === 'number'
        ? [...badNumbers, ...badIntegers]
        : s.type === 'string'
          ? [...badStrings, ...badNumbers]
          : [];
  const arrays =
    s.type === 'array'
      ? [fc.array(badValue(s.items ?? {}), { minLength: 1, maxLength: 3 }), fc.constant(Array.from({ length: 10001 }, (_, i) => i + 1))]
      : [];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...typed, ...badStrings.slice(0, 2)), weight: 4 },
    { arbitrary: fc.constantFrom(...junk), weight: 1 },
    ...arrays,
  );
}

/** Property paths of a body schema down to depth 3, array items as index 0. */
export function fieldPaths(
  schema: Schema,
  prefix: Array<string | number> = [],
  depth = 0,
): Array<{ path: Array<string | number>; schema: Schema }> {
  if (depth > 3) return [];
  const s = variants(schema)[0] ?? {};
  const here = prefix.length ? [{ path: prefix, schema: s }] : [];
  if (s.type === 'object' && s.properties) {
    return [...here, ...Object.entries(s.properties).flatMap(([k, p]) => fieldPaths(p, [...prefix, k], depth + 1))];
  }
  if (s.type === 'array' && s.items) return [...here, ...fieldPaths(s.items, [...prefix, 0], depth + 1)];
  return here;
}

/** A copy of `target` with `value` at `path`, making the objects and arrays on the way. */
function setAt(target: unknown, path: Array<string | number>, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const record: Record<string, unknown> =
    target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  record[head] = setAt(record[head], rest, value);
  return record;
}

// Whole bodies that are not what the route reads -------------------------------------------------
export interface RawBody {
  contentType: string | null;
  payload: string | Buffer;
}

/** Parts are byte strings (latin1), so that a file part can carry a real PNG. */
function multipartBody(parts: string[], boundary = 'fuzzboundary', end = true): Buffer {
  return Buffer.from(parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + (end ? `--${boundary}--\r\n` : ''), 'latin1');
}
const filePart = (field: string, data: string) =>
  `Content-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${data}`;
const fieldPart = (field: string, value: string) => `Content-Disposition: form-data; name="${field}"\r\n\r\n${value}`;

const rawBodies: RawBody[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '123' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json', payload: '['.repeat(5000) + ']'.repeat(5000) },
  { contentType: 'application/json', payload: '['.repeat(65) + ']'.repeat(65) },
  { contentType: 'application/json', payload: '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000) },
  { contentType: 'application/json', payload: '{"name":"\\ud800","data":{"\\udc00":"x","title":"a\\udfffb"}}' },
  { contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'name=a&name=b' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  {
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([filePart('image', 'not a png')], 'fuzzboundary', false),
  },
  { contentType: 'multipart/form-data; boundary=fuzzboundary', payload: multipartBody([filePart('image', '\u0089PNG')]).subarray(0, 60) },
  {
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([fieldPart('name', 'a\u0000b'), filePart('logo', 'x')]),
  },
  { contentType: 'multipart/form-data; boundary=fuzzboundary', payload: multipartBody([fieldPart('first_name', 'x'.repeat(2000))]) },
  { contentType: 'multipart/form-data; boundary=fuzzboundary', payload: multipartBody([filePart('a\u0000b', 'x')]) },
  { contentType: '', payload: '{}' },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
];

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
).toString('latin1');
const multipartType = 'multipart/form-data; boundary=fuzzboundary';
/** Uploads to the routes that take files: whole, cut short, mislabelled, with extra fields. */
const uploadBodies: RawBody[] = ['image', 'logo', 'favicon', 'other'].flatMap((field) => {
  const whole = multipartBody([filePart(field, PNG_1X1)]);
  return [
    { contentType: multipartType, payload: whole },
    { contentType: multipartType, payload: whole.subarray(0, whole.length - 20) },
    { contentType: multipartType, payload: whole.subarray(0, 90) },
    { contentType: multipartType, payload: multipartBody([fieldPart('note', 'a\u0000b'), filePart(field, PNG_1X1)]) },
    {
      contentType: multipartType,
      payload: multipartBody([filePart(field, ''), filePart(field, PNG_1X1), filePart(field, PNG_1X1), filePart(field, PNG_1X1)]),
    },
    { contentType: 'multipart/form-data', payload: whole },
    { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: whole },
    { contentType: 'multipart/mixed; boundary=fuzzboundary', payload: whole },
  ];
});

// Path and query values, already URL-encoded (or deliberately not) -------------------------------
const badPathValues = [
  '0',
  '0x10',
  '0b1001',
  '9e0',
  '%2B9',
  '+9',
  '09',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e3',
  'abc',
  '%00',
  '%zz',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  longText(200),
  '1%00',
  '%20',
];
const badQueryValues = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e400',
  '%00',
  'a%00b',
  'abc',
  '',
  '%zz',
  '%',
  longText(5000),
  '1,99999999999',
  '1,,2',
  '0x10',
  '%E0%A4%A',
  '-',
  'null',
];

export interface FuzzRequest {
  anonymous: boolean;
  /** An extra Authorization header for anonymous requests (a malformed credential). */
  junkAuthorization: string | null;
  url: string;
  body: RawBody | null;
  /** What was generated, for the failure report. */
  described: unknown;
}

const junkAuthorizations = [
  null,
  'Bearer',
  'Bearer x.y.z',
  `Bearer ${longText(5000)}`,
  'Api-Key pdk_' + 'a'.repeat(43),
  'Api-Key ',
  'Basic YWRtaW46YWRtaW4=',
  'Token abc',
];

/** The request arbitrary of one operation. */
export function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');

  const pathArb = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { arbitrary: validValue(p.schema ?? {}, p.name).map((v) => encodeURIComponent(String(v))), weight: 3 },
        { arbitrary: fc.constantFrom(...badPathValues), weight: 2 },
      ),
    ),
  );

  const queryEntry = (p: Parameter) =>
    fc.oneof(
      { arbitrary: validValue(p.schema ?? {}, p.name).map((v) => [`${p.name}=${encodeURIComponent(String(v))}`]), weight: 2 },
      { arbitrary: fc.constantFrom(...badQueryValues).map((v) => [`${p.name}=${v}`]), weight: 3 },
      { arbitrary: fc.constantFrom(...badQueryValues).map((v) => [`${p.name}=1`, `${p.name}=${v}`]), weight: 1 },
    );
  const queryArb = fc
    .tuple(
      fc.subarray(queryParams.map(queryEntry)).chain((arbs) => fc.tuple(...arbs)),
      // Now and then, parameters no operation declares (rare: a NUL here refuses the whole request).
      fc.oneof(
        { arbitrary: fc.constant([]), weight: 4 },
        {
          arbitrary: fc.subarray(['key=%00', 'token=abc', 'impersonating=%zz', 'unknown=1', '%zz=1', '=', '&&&', 'a[b]=1'], {
            minLength: 1,
          }),
          weight: 1,
        },
      ),
    )
    .map(([entries, extra]) => [...entries.flat(), ...extra]);

  const bodyArb: fc.Arbitrary<{ body: RawBody | null; described: unknown }> = (() => {
    const describe = (body: RawBody) => ({ body, described: `${body.contentType}: ${body.payload.toString()}` });
    const raw = op.uploads
      ? fc.oneof(fc.constantFrom(...rawBodies).map(describe), fc.constantFrom(...uploadBodies).map(describe))
      : fc.constantFrom(...rawBodies).map(describe);
    if (!op.body) return fc.oneof({ arbitrary: fc.constant({ body: null, described: null }), weight: 4 }, { arbitrary: raw, weight: 1 });
    const paths = fieldPaths(op.body);
    const mutated = fc
      .tuple(
        validValue(op.body),
        paths.length
          ? fc.array(
              fc.constantFrom(...paths).chain((f) => badValue(f.schema).map((v) => ({ path: f.path, value: v }))),
              { minLength: 1, maxLength: 3 },
            )
          : fc.constant([]),
      )
      .map(([base, changes]) => changes.reduce<unknown>((acc, c) => setAt(acc, c.path, c.value), base));
    const json = (value: unknown) => ({
      body: { contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' },
      described: value,
    });
    return fc.oneof(
      { arbitrary: mutated.map(json), weight: 6 },
      { arbitrary: validValue(op.body).map(json), weight: 1 },
      { arbitrary: fc.constantFrom(...junk).map(json), weight: 1 },
      { arbitrary: raw, weight: op.uploads ? 6 : 2 },
    );
  })();

  return fc
    .record({
      anonymous: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      junkAuthorization: fc.constantFrom(...junkAuthorizations),
      path: pathArb,
      query: queryArb,
      body: bodyArb,
    })
    .map(({ anonymous, junkAuthorization, path, query, body }) => {
      let i = 0;
      const pathname = op.path.replace(/\{[^}]+\}/g, () => path[i++] ?? '1');
      const url = query.length ? `${pathname}?${query.join('&')}` : pathname;
      return { anonymous, junkAuthorization: anonymous ? junkAuthorization : null, url, body: body.body, described: body.described };
    });
}

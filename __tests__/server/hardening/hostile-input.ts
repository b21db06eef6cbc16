// Hostile input for every route, as fast-check arbitraries: bodies (random JSON of bounded
// depth, very deep nesting, wrong types, long texts, NUL and control characters, unicode,
// prototype keys, broken JSON), query strings (hostile values, repeated and unknown names,
// huge and negative numbers, broken percent encoding) and path parameters.
import fc from 'fast-check';

export const HOSTILE_TEXTS = [
  "' OR '1'='1", "1'; DROP TABLE customers; --", '" OR ""="', '\\', "\\'", '%', '_', '%_%', '*', '$1', '?', ';', '--', '/*', '*/',
  '\u0000', 'a\u0000b', '\u0001', '\u001f', '\u007f', '\r\n', '\t', '\u2028', '\u202e', '\ufeff', '\ud800', '\udfff', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'İı', 'ﷺ', '🐶🐱',
  '<script>window.__xss=1</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '${7*7}', '{{7*7}}',
  '../../etc/passwd', '..\\..\\windows', '%2e%2e%2f', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  'null', 'undefined', 'NaN', 'Infinity', '-Infinity', 'true', '[]', '{}', '',
  ' ', '0', '-1', '-0', '1.5', '1e3', '1e400', '0x1F', '99999999999999999999', '2147483648', '-2147483649', '9007199254740993',
];

/** Values of every JSON type, including the awkward ones. */
export const HOSTILE_VALUES: unknown[] = [
  null, true, false, 0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE,
  '', 'x'.repeat(70_000), [], [null], [[[]]], {}, { a: 1 }, ...HOSTILE_TEXTS,
];

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text nested `depth` levels deep: arrays, objects, or both in turn. */
export function deepJson(depth: number, kind: 'array' | 'object' | 'mixed' = 'mixed'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i += 1) {
    const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
    open += asArray ? '[' : '{"a":';
    close = (asArray ? ']' : '}') + close;
  }
  return `${open}1${close}`;
}

export const BROKEN_JSON = ['{', '\ufeff{', '}', '{"a":', '{"a" 1}', "{'a':1}", '{"a":1,}', '[1,]', 'NaN', 'undefined', '\u0000', '{"a":"\u0000"}',
  '{"a":1}{"b":2}', '{"a":1} x', '"\\ud800"', '{"a":"\\u0000"}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 5000 }).map((n) => 'é'.repeat(n)) },
);

const number = fc.oneof(
  fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.1),
);

/** Any JSON value, shallow enough to build quickly. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 2, arbitrary: text },
  { weight: 2, arbitrary: number },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }) },
);

/** A body for a route that must refuse it: an unknown field, an object where no field takes one, control characters, not an object at all, or broken JSON. */
export function poisonedBody(sample: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(sample);
  const textKeys = keys.filter((key) => typeof sample[key] === 'string');
  const mutated = fc.record({ field: fc.constantFrom(...(keys.length ? keys : ['x'])), value: anyJson })
    .map(({ field, value }) => ({ ...sample, [field]: value }));
  const ways: Array<fc.Arbitrary<string>> = [
    fc.tuple(mutated, fc.oneof(fc.constantFrom(...PROTO_KEYS, 'admin', 'status', 'id', 'price'), fc.string({ minLength: 1, maxLength: 8 })), anyJson)
      .filter(([, key]) => !keys.includes(key))
      .map(([body, key, value]) => `${JSON.stringify(body).slice(0, -1)}${keys.length ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}}`),
    fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.integer({ min: 1, max: 3000 }))
      .map(([field, depth]) => `${JSON.stringify({ ...sample, [field]: 0 }).replace(`${JSON.stringify(field)}:0`, `${JSON.stringify(field)}:${deepJson(depth, 'object')}`)}`),
    fc.oneof(fc.constantFrom<unknown>(null, [], [sample], 'text', 0, true), anyJson.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)))
      .map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom(...BROKEN_JSON),
  ];
  if (textKeys.length > 0) {
    ways.push(fc.tuple(mutated, fc.constantFrom(...textKeys), fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'), fc.nat(5))
      .map(([body, field, control, at]) => JSON.stringify({ ...body, [field]: `${String(sample[field]).slice(0, at)}${control}${String(sample[field]).slice(at)}` })));
  }
  return fc.oneof(...ways);
}

/** Any body at all, valid ones included, for routes that only read. */
export function anyBody(sample: Record<string, unknown> | undefined): fc.Arbitrary<string | undefined> {
  const base = sample ?? {};
  return fc.oneof(
    fc.constant(sample === undefined ? undefined : JSON.stringify(sample)),
    fc.record({ field: fc.constantFrom(...(Object.keys(base).length ? Object.keys(base) : ['x'])), value: anyJson })
      .map(({ field, value }) => JSON.stringify({ ...base, [field]: value })),
    anyJson.map((value) => JSON.stringify(value) ?? 'null'),
    fc.integer({ min: 1, max: 5000 }).map((depth) => deepJson(depth)),
    fc.constantFrom(...BROKEN_JSON),
  );
}

/** Percent-encoding of any text; lone surrogates, which cannot be encoded, become U+FFFD. */
export const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const encodedText = fc.oneof(
  text.map(encode),
  fc.constantFrom('%', '%Z', '%zz', '%C0%AF', '%ED%A0%80', '%FF', '%00', '%0A', '+', '%2B', '&', '=', '==', '[]', 'a[b]=c', '%E2%80%AE'),
  number.map((n) => String(n)),
);

/** A query string: known and unknown names, repeated ones, hostile and broken values. */
export function hostileQuery(known: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...known, ...PROTO_KEYS, 'x', 'p[]', 'p[0]', ''), encodedText);
  return fc.array(fc.tuple(name, encodedText), { minLength: 1, maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

/** A path parameter that names nothing or cannot be an id. */
export const badParam = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', 'abc', '999999', '2147483648', '99999999999999999999', '1e400', 'NaN', 'null', '%00', '1%00', "1'", '1%20OR%201=1', '%2e%2e%2f', 'x'.repeat(3000)),
  // Not valid percent-encoded UTF-8 at all.
  fc.constantFrom('%', '%ZZ', '%C0%AE%C0%AE', '%ED%A0%80', '%FF'),
  text.map(encode).filter((s) => s !== '' && !/^\s*[+-]?(\d|0x|\.)/i.test(decodeURIComponent(s))),
);

/** Any path parameter, valid or not, for routes that only read. */
export const anyParam = fc.oneof(badParam, fc.constantFrom('1', '2', '0x1', ' 1', '1.0', '+1', '%201'));

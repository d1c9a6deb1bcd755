import fc from "fast-check";

/** Generators of hostile request input for tests/integration/fuzz-writes.test.ts. */

const char = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));

/** Strings a form never sends: control characters, halves of surrogate pairs, odd Unicode, look-alikes of valid values. */
const nastyConstant = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(16),
  "\ud800",
  "a\udfffb",
  "\u202eatrás",
  "\ufeff",
  "\uffff",
  "🏠🔑",
  "e\u0301",
  "Ñandú Peñalver",
  "0",
  "-0",
  "-1",
  "0,00",
  "0.001",
  "1e5",
  "1e309",
  "NaN",
  "Infinity",
  "999999999999.99",
  "12.345,67",
  "null",
  "true",
  "2024-02-31",
  "2024-01-01T25:00:00Z",
  "2024-13-01",
  "0000-01-01",
  "0001-01-01",
  "9999-12-31",
  "275760-09-13",
  "00000000-0000-0000-0000-000000000000",
  "javascript:alert(1)",
  "//evil.example/x",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "admin",
  "APORTE",
  "draft",
  "completed",
);

// Arrays joined rather than fc.string with a custom unit, which costs half a second to set up.
const joined = (unit: fc.Arbitrary<string>, maxLength: number) => fc.array(unit, { maxLength }).map((parts) => parts.join(""));
const controlString = joined(fc.oneof(char(0, 0x1f), char(0x7f, 0x9f), fc.constantFrom("a", " ", "\n")), 12);
const surrogateString = joined(fc.oneof(char(0xd800, 0xdfff), fc.constantFrom("a", "😀")), 8);

/** Small strings of every kind (query strings use these). */
export const weirdString = fc.oneof(
  { weight: 3, arbitrary: nastyConstant },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 10 }) },
  { weight: 2, arbitrary: controlString },
  { weight: 1, arbitrary: surrogateString },
);

/** Strings over every length limit, some over the 64 KB body limit once in JSON. */
const hugeString = fc.oneof(
  fc.integer({ min: 101, max: 12_000 }).map((n) => "x".repeat(n)),
  fc.constantFrom("a".repeat(60_000), "ñ".repeat(40_000), "🏠".repeat(20_000), "\u0000".repeat(70_000)),
);

const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, -1, 0.001, 1e21, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e-7));

/** Any JSON value, strings among them hostile, nested a few levels. */
export const weirdValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    { weight: 5, arbitrary: weirdString },
    { weight: 1, arbitrary: hugeString },
    { weight: 2, arbitrary: number },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(weirdString, tie("value"), { maxKeys: 3 }) },
  ),
})).value;

type Nested = { depth: number; arrays: boolean; field: string | null };

/**
 * Arrays or objects nested up to 20,000 levels, alone or as one field of a valid body. Kept as a
 * recipe and written as JSON text directly: JSON.stringify itself overflows the stack at such depths.
 */
function deeplyNested(keys: string[]): fc.Arbitrary<Nested> {
  return fc.record({
    depth: fc.oneof(fc.integer({ min: 50, max: 2_000 }), fc.constant(20_000)),
    arrays: fc.boolean(),
    field: keys.length ? fc.option(fc.constantFrom(...keys)) : fc.constant(null),
  });
}

function nestedJson({ depth, arrays, field }: Nested, template: Record<string, unknown>): string {
  const deep = arrays ? `${"[".repeat(depth)}"fondo"${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}"fondo"${"}".repeat(depth)}`;
  return field ? JSON.stringify({ ...template, [field]: "\u0001deep" }).replace('"\\u0001deep"', deep) : deep;
}

/** One character a form never sends, or sends rarely: NUL and other controls, half a surrogate pair, bidi and BOM marks, emoji. */
const hostileChar = fc.oneof(
  { weight: 2, arbitrary: fc.constant("\u0000") }, // PostgreSQL refuses it (22021): the one that used to be a 500
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "\t",
      "\n",
      "\r",
      "\u007f",
      "\u0085",
      "\u009b",
      "\ud800",
      "\udc00",
      "\u202e",
      "\ufeff",
      "\uffff",
      "😀",
      "\u0301",
    ),
  },
  { weight: 1, arbitrary: char(0, 0x1f) },
);

/** Keys a client might add to sneak something in. */
const extraKey = fc.oneof(
  fc.constantFrom("role", "id", "isAdmin", "createdAt", "updatedAt", "userId", "uploadedBy", "emailVerified", "constructor"),
  weirdString,
);

export type FuzzBody =
  { body: unknown } | { rawBody: string } | { nested: Nested; template: Record<string, unknown> } | Record<string, never>;

/** The body options of `jsonRequest` for a generated body. */
export function requestBody(generated: FuzzBody): { body?: unknown; rawBody?: string } {
  if ("nested" in generated) return { rawBody: nestedJson(generated.nested, generated.template) };
  return generated;
}

/**
 * What a route is sent: mostly `valid` with a hostile character slipped into one text, or with
 * some fields replaced, dropped or added (so the input gets past the first checks), else any JSON
 * value, deep nesting, or text that is not JSON.
 */
export function fuzzBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<FuzzBody> {
  const template = valid ?? {};
  const keys = Object.keys(template);
  const mutated = fc
    .record({
      replaced: keys.length ? fc.dictionary(fc.constantFrom(...keys), weirdValue, { maxKeys: 3 }) : fc.constant({}),
      dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      extra: fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.dictionary(extraKey, weirdValue, { maxKeys: 2 }) },
      ),
    })
    .map(({ replaced, dropped, extra }) => {
      const body: Record<string, unknown> = { ...template, ...replaced };
      for (const key of dropped) delete body[key];
      return { body: { ...body, ...extra } };
    });
  // A valid body with one hostile character slipped into one of its texts: everything else passes, so
  // that text reaches the database unless validation refuses it.
  const textKeys = keys.filter((key) => typeof template[key] === "string");
  const tainted = textKeys.length
    ? fc.record({ key: fc.constantFrom(...textKeys), hostile: hostileChar, at: fc.nat() }).map(({ key, hostile, at }) => {
        const text = template[key] as string;
        const position = at % (text.length + 1);
        return { body: { ...template, [key]: text.slice(0, position) + hostile + text.slice(position) } };
      })
    : mutated;
  const notJson = fc.oneof(
    fc.constantFrom("", "{", "{}}", "nul", "\u0000", "[1,", '{"a":1,"a":2}', "1e999", '"\\ud800"'),
    fc.constant(JSON.stringify(template).replace(/^\{/, '{"__proto__":{"role":"admin","isAdmin":true},')),
    weirdString,
  );
  return fc.oneof(
    { weight: 5, arbitrary: tainted },
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: weirdValue.map((body) => ({ body })) },
    { weight: 1, arbitrary: deeplyNested(keys).map((nested) => ({ nested, template })) },
    { weight: 1, arbitrary: notJson.map((rawBody) => ({ rawBody })) },
    { weight: 1, arbitrary: fc.constant({}) }, // no body at all
  );
}

/** A query string of a few hostile parameters (writing routes must ignore or refuse them). */
export const fuzzQuery = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom("q", "page", "id", "status", "type", "sort"), weirdString), weirdString), { maxLength: 3 })
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs)}` : ""));

/** The `[id]` of an address: mostly the fixture row, else another uuid or any string. */
export function fuzzId(real: string | undefined): fc.Arbitrary<string> {
  const other = fc.oneof(fc.uuid(), weirdString, fc.constantFrom("", "null", real?.toUpperCase() ?? "", `${real ?? ""}\u0000`));
  return real ? fc.oneof({ weight: 3, arbitrary: fc.constant(real) }, { weight: 2, arbitrary: other }) : other;
}

/**
 * fast-check arbitraries from a route's own zod schemas (through their JSON Schema), so the
 * fuzz reaches the code behind validation: `valid` gives inputs the schema accepts (with
 * hostile text wherever text is free), `fuzz` gives the same shapes with any part, at any
 * depth, replaced by a hostile value or joined by polluting keys.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { hostileKey, hostileText, hostileValue, objectOf } from './hostile';

type Json = Record<string, unknown>;
export type Mode = 'valid' | 'fuzz';

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** The JSON Schema of the input a zod schema accepts (before transforms and defaults). */
export function inputJsonSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as Json;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function integerArbitrary(node: Json): fc.Arbitrary<number> {
  const exclusiveMin = numberOf(node.exclusiveMinimum);
  const exclusiveMax = numberOf(node.exclusiveMaximum);
  const min = Math.ceil(
    Math.max(
      numberOf(node.minimum) ?? INT_MIN,
      exclusiveMin === undefined ? INT_MIN : exclusiveMin + 1,
    ),
  );
  const max = Math.floor(
    Math.min(
      numberOf(node.maximum) ?? Number.MAX_SAFE_INTEGER,
      exclusiveMax === undefined ? Number.MAX_SAFE_INTEGER : exclusiveMax - 1,
    ),
  );
  if (min > max) return fc.constant(min);
  // Small values name records that exist; the bounds are where off-by-one errors live.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        min,
        max,
        Math.min(max, INT_MAX),
        Math.max(min, Math.min(max, INT_MAX + 1)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: Math.max(min, INT_MIN), max: Math.min(max, INT_MAX) }),
    },
  );
}

function numberArbitrary(node: Json): fc.Arbitrary<number> {
  const min = numberOf(node.minimum) ?? numberOf(node.exclusiveMinimum) ?? -1e12;
  const max = numberOf(node.maximum) ?? numberOf(node.exclusiveMaximum) ?? 1e12;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (node.exclusiveMinimum === undefined || n > (node.exclusiveMinimum as number)) &&
        (node.exclusiveMaximum === undefined || n < (node.exclusiveMaximum as number)),
    );
}

const PLAIN_WORD = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);

/** Strings matching a pattern, by pattern: building one parses the pattern, so once each. */
const matching = new Map<string, fc.Arbitrary<string>>();

function matchingArbitrary(pattern: RegExp): fc.Arbitrary<string> {
  let arbitrary = matching.get(pattern.source);
  if (!arbitrary) matching.set(pattern.source, (arbitrary = fc.stringMatching(pattern)));
  return arbitrary;
}

/** Text of the allowed length: free text is hostile text, cut or padded to fit. */
function stringArbitrary(node: Json): fc.Arbitrary<string> {
  const minLength = numberOf(node.minLength) ?? 0;
  const maxLength = numberOf(node.maxLength) ?? 100_000;
  const fit = (text: string) => {
    const padded = text.length < minLength ? text + 'x'.repeat(minLength - text.length) : text;
    return padded.slice(0, maxLength);
  };
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'email') return fc.emailAddress().map(fit);
  if (node.format === 'date-time') {
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (typeof node.pattern === 'string') {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(node.pattern);
    } catch {
      pattern = null;
    }
    if (pattern) {
      const matches = pattern;
      return matchingArbitrary(matches).filter(
        (s) => s.length >= minLength && s.length <= maxLength && matches.test(s),
      );
    }
  }
  // Plain words too: refinements the JSON Schema cannot show (identifiers, codes) take them.
  return fc.oneof(
    { weight: 3, arbitrary: hostileText.map(fit) },
    { weight: 2, arbitrary: PLAIN_WORD.map(fit) },
  );
}

interface Context {
  root: Json;
  mode: Mode;
  /** Arbitraries built so far, by schema node and depth band: a recursive shape is built once. */
  memo: Map<Json, Map<number, fc.Arbitrary<unknown>>>;
}

/** Deeper than this a value is null: enough for nested designs, and generation stays quick. */
const MAX_DEPTH = 8;

function resolve(node: Json, context: Context): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (ref === '#') return context.root;
  const name = ref.replace(/^#\/(\$defs|definitions)\//, '');
  const defs = (context.root.$defs ?? context.root.definitions ?? {}) as Record<string, Json>;
  return defs[name] ?? {};
}

function objectArbitrary(node: Json, context: Context, depth: number): fc.Arbitrary<unknown> {
  const properties = (node.properties ?? {}) as Record<string, Json>;
  const required = new Set((node.required ?? []) as string[]);
  const keys = Object.keys(properties);
  const fields = keys.map((key) =>
    fc.tuple(
      fc.constant(key),
      required.has(key) ? fc.constant(true) : fc.boolean(),
      arbitraryOf(properties[key]!, context, depth + 1),
    ),
  );
  const extra =
    context.mode === 'fuzz'
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant([] as Array<[string, unknown]>) },
          { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 }) },
        )
      : fc.constant([] as Array<[string, unknown]>);
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([chosen, more]) =>
      objectOf([
        ...chosen.filter(([, present]) => present).map(([key, , value]) => [key, value] as const),
        ...more,
      ]),
    );
}

function arrayArbitrary(node: Json, context: Context, depth: number): fc.Arbitrary<unknown> {
  const minItems = numberOf(node.minItems) ?? 0;
  // Fewer items the deeper the array, or recursive shapes (designs: rows of tables of rows…)
  // grow exponentially.
  const room = depth < 2 ? 4 : depth < 5 ? 2 : 0;
  const maxItems = Math.min(numberOf(node.maxItems) ?? 6, minItems + room);
  const items = (node.items ?? {}) as Json;
  if (Array.isArray(node.prefixItems)) {
    return fc.tuple(...(node.prefixItems as Json[]).map((n) => arrayItem(n, context, depth)));
  }
  return fc.array(arrayItem(items, context, depth), { minLength: minItems, maxLength: maxItems });
}

function arrayItem(node: Json, context: Context, depth: number) {
  return arbitraryOf(node, context, depth + 1);
}

/** Inputs a schema node accepts, with hostile text wherever text is free. */
function validOf(node: Json, context: Context, depth: number): fc.Arbitrary<unknown> {
  node = resolve(node, context);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = node[key];
    if (Array.isArray(options) && options.length) {
      return fc.oneof(...(options as Json[]).map((o) => arbitraryOf(o, context, depth)));
    }
  }
  if (Array.isArray(node.allOf) && node.allOf.length) {
    return arbitraryOf(node.allOf[0] as Json, context, depth);
  }
  const type = node.type;
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((t) => validOf({ ...node, type: t }, context, depth)));
  }
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(node);
    case 'number':
      return numberArbitrary(node);
    case 'string':
      return stringArbitrary(node);
    case 'array':
      return arrayArbitrary(node, context, depth);
    case 'object':
      return objectArbitrary(node, context, depth);
    default:
      // Any value at all (`z.unknown()`, a design, form data): the hostile kind.
      return hostileValue;
  }
}

function arbitraryOf(node: Json, context: Context, depth: number): fc.Arbitrary<unknown> {
  const resolved = resolve(node, context);
  let byDepth = context.memo.get(resolved);
  if (!byDepth) context.memo.set(resolved, (byDepth = new Map()));
  // Arrays shrink at depths 2 and 5 and values stop after MAX_DEPTH: one arbitrary per band.
  const band = depth < 2 ? 0 : depth < 5 ? 1 : depth <= MAX_DEPTH ? 2 : 3;
  const known = byDepth.get(band);
  if (known) return known;
  const valid = validOf(resolved, context, depth);
  const built =
    context.mode === 'valid'
      ? valid
      : fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
  byDepth.set(band, built);
  return built;
}

/** Inputs for a zod schema: `valid` ones, or `fuzz` ones broken anywhere in the tree. */
export function arbitraryFor(schema: z.ZodType, mode: Mode): fc.Arbitrary<unknown> {
  const root = inputJsonSchema(schema);
  return arbitraryOf(root, { root, mode, memo: new Map() }, 0);
}

/** One input the schema accepts, the same for the same seed. */
export function sampleValid(schema: z.ZodType, seed = 1): unknown {
  const arbitrary = arbitraryFor(schema, 'valid');
  const candidates = fc.sample(arbitrary, { seed, numRuns: 50 });
  // Hostile text can still break a refinement the JSON Schema does not show: take the first
  // sample the schema really accepts.
  return candidates.find((c) => schema.safeParse(c).success) ?? candidates[0];
}

/**
 * Concrete addresses for route patterns, whatever parameters later routes add: each
 * parameter gets the first candidate its route's own params schema accepts. A route whose
 * parameter accepts none of them fails the suites with a message saying what to add here.
 */
import { paramNames, type ApiRoute } from './route-list';

/** Values naming records the seeded database has (numeric ids start at 1). */
const PRESENT = ['1'];
/** Values of the same kinds naming nothing: an id past any row, an unused UUID, a word. */
const ABSENT = ['2147480000', '6f1b0c7e-2b7a-4c1e-9a55-1d0f9a3c5e77', 'no-such-record'];
/** Kinds the candidates cover, in the order they are tried. */
const KINDS = ['an integer id', 'a UUID', 'a short word'];

export class MissingTestValue extends Error {}

function accepted(route: ApiRoute, values: Record<string, string>, name: string): boolean {
  if (!route.params) return true;
  const result = route.params.safeParse(values);
  return result.success || !result.error.issues.some((issue) => issue.path[0] === name);
}

/**
 * `{ id: '1' }` for `/admin/user/:id`: one value per parameter its schema accepts.
 * `absent` picks values that name no record (for calls that must change nothing).
 */
export function paramValues(
  route: ApiRoute,
  flavour: 'present' | 'absent' = 'present',
): Record<string, string> {
  const candidates = flavour === 'present' ? [...PRESENT, ...ABSENT.slice(1)] : ABSENT;
  const names = paramNames(route.url);
  if (names.length && !route.params) {
    throw new MissingTestValue(
      `${route.name} declares no params schema: every path parameter must be validated`,
    );
  }
  const values: Record<string, string> = Object.fromEntries(names.map((n) => [n, candidates[0]!]));
  for (const name of names) {
    const value = candidates.find((candidate) =>
      accepted(route, { ...values, [name]: candidate }, name),
    );
    if (value === undefined) {
      throw new MissingTestValue(
        `${route.name}: no test value for :${name} (tried ${KINDS.join(', ')}); ` +
          'add a candidate to apps/server/test/security/path-params.ts',
      );
    }
    values[name] = value;
  }
  return values;
}

/** The route's pattern with `values` put in: `/admin/user/1`. */
export function addressOf(route: ApiRoute, values: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new MissingTestValue(`${route.name}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** A concrete address for the route (see `paramValues`). */
export function addressFor(route: ApiRoute, flavour: 'present' | 'absent' = 'present'): string {
  return addressOf(route, paramValues(route, flavour));
}

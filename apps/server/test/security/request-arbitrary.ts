/**
 * Whole hostile requests for one route: path parameters, query string, body (JSON,
 * form-encoded, broken text, multipart where the route takes uploads) and the caller's
 * language, built from the route's own schemas so most requests reach the code behind
 * validation.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { encodeLoosely, hostileText, POLLUTION_MARK } from './hostile';
import { paramNames, type ApiRoute } from './route-list';
import { arbitraryFor, inputJsonSchema } from './schema-arbitrary';

export interface FuzzRequest {
  method: ApiRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Query strings no encoder would produce. */
const RAW_QUERIES = [
  '%',
  '%zz',
  '%00',
  'a[b][c]=1',
  `__proto__[${POLLUTION_MARK}]=yes`,
  `constructor[prototype][${POLLUTION_MARK}]=yes`,
  `__proto__.${POLLUTION_MARK}=yes`,
  '&&&=&',
  'current=1&current=2&size=1&size=1000',
  'sort=createdAt,desc&sort=password_hash,asc',
  'sort=id;drop table app_user',
];

const LANGUAGES = ['en-US', 'zh-CN', 'zh-CN,zh;q=0.9,en;q=0.8', '*', 'xx-YY', 'en-US;q=abc', ''];

/** `[[[…]]]` a hundred thousand deep, as text (JSON.stringify cannot write it). */
const DEEP_JSON = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`;

/** A body past every size limit (1 MiB, 4 MiB for designs, 12 MiB for submissions). */
const OVERSIZED = JSON.stringify({ name: 'x'.repeat(13 * 1024 * 1024) });

/** A query-string value as a client would put it: arrays repeat the key. */
function queryValues(value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((v) => (Array.isArray(v) ? [JSON.stringify(v)] : queryValues(v)));
  if (value === null || value === undefined) return [''];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return encodeLoosely(queryValues(value).join(','));
  }
  return Object.entries(value)
    .flatMap(([key, v]) => queryValues(v).map((s) => `${encodeLoosely(key)}=${encodeLoosely(s)}`))
    .join('&');
}

function pathSegment(route: ApiRoute, name: string): fc.Arbitrary<string> {
  const schema = route.params ? inputJsonSchema(route.params) : {};
  const node = ((schema.properties ?? {}) as Record<string, Record<string, unknown>>)[name];
  const valid = node && route.params ? arbitraryFor(route.params, 'valid') : fc.constant({});
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valid.map((params) => String((params as Record<string, unknown>)[name] ?? '1')),
    },
    { weight: 2, arbitrary: hostileText.filter((s) => s.length > 0 && s.length < 300) },
  );
}

function queryArbitrary(route: ApiRoute): fc.Arbitrary<string> {
  const fromSchema = route.querystring
    ? arbitraryFor(route.querystring, 'fuzz').map(queryString)
    : fc.constant('');
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(
          hostileText.filter((s) => s.length < 50),
          hostileText,
        )
        .map(queryString),
    },
  );
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function multipart(field: string, filename: string, type: string, content: string): Body {
  const boundary = 'depotfuzzboundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head, 'utf8'),
      Buffer.from(content, 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Stand-in shape for routes that declare no body: a small object of any fields. */
const fakeObject = z.object({ id: z.number().int().optional(), name: z.string().optional() });

/**
 * The route's body schema, with opaque fields (`z.unknown()` on the route, checked later by the
 * service) replaced by their real shape where the caller knows it.
 */
function bodySchema(route: ApiRoute, deeper: Record<string, z.ZodType>): z.ZodType | undefined {
  if (route.body instanceof z.ZodObject && Object.keys(deeper).length) {
    return route.body.extend(deeper);
  }
  return route.body;
}

function bodyArbitrary(route: ApiRoute, deeper: Record<string, z.ZodType>): fc.Arbitrary<Body> {
  const schema = bodySchema(route, deeper);
  const value = arbitraryFor(schema ?? fakeObject, 'fuzz');
  const json = value.map((v): Body => ({
    payload: JSON.stringify(v),
    contentType: 'application/json',
  }));
  const options: Array<fc.WeightedArbitrary<Body>> = [
    { weight: schema ? 12 : 3, arbitrary: json },
    { weight: route.method === 'GET' ? 8 : 2, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: value.map((v) => ({
        payload: queryString(v),
        contentType: 'application/x-www-form-urlencoded',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { payload: '{"a":', contentType: 'application/json' },
        { payload: '\ufeff{}', contentType: 'application/json' },
        { payload: 'null', contentType: 'application/json' },
        { payload: DEEP_JSON, contentType: 'application/json' },
        { payload: OVERSIZED, contentType: 'application/json' },
        { payload: `{"__proto__":{"${POLLUTION_MARK}":"yes"}}`, contentType: 'application/json' },
        {
          payload: `{"constructor":{"prototype":{"${POLLUTION_MARK}":"yes"}}}`,
          contentType: 'application/json',
        },
        { payload: 'plain text', contentType: 'text/plain' },
        { payload: '<x/>', contentType: 'application/xml' },
      ),
    },
  ];
  if (route.consumes.some((type) => type.startsWith('multipart/'))) {
    options.push({
      weight: 10,
      arbitrary: fc
        .tuple(
          fc.oneof(
            { weight: 4, arbitrary: fc.constant('file') },
            { weight: 1, arbitrary: hostileText },
          ),
          hostileText.filter((s) => s.length < 2000),
          fc.oneof(fc.constantFrom('text/plain', 'image/png', 'text/html'), hostileText),
          fc.oneof(fc.constant(''), hostileText),
        )
        .map(([field, filename, type, content]) => multipart(field, filename, type, content)),
    });
  }
  return fc.oneof(...options);
}

/**
 * Requests for `route` carrying `headers` (the caller's credentials).
 */
export function requestArbitrary(
  route: ApiRoute,
  headers: () => Record<string, string>,
  options: {
    /** Header sets to pick from (client credentials for the public sign-in route). */
    extraHeaders?: Array<Record<string, string>>;
    /** Real shapes of the body's opaque fields (see `bodySchema`). */
    deeper?: Record<string, z.ZodType>;
  } = {},
): fc.Arbitrary<() => FuzzRequest> {
  const { extraHeaders = [{}], deeper = {} } = options;
  const segments = paramNames(route.url).map((name) =>
    pathSegment(route, name).map((value) => [name, value] as const),
  );
  return fc
    .tuple(
      fc.tuple(...segments),
      queryArbitrary(route),
      bodyArbitrary(route, deeper),
      fc.constantFrom(...LANGUAGES),
      fc.constantFrom(...extraHeaders),
    )
    .map(([params, query, body, language, extra]) => {
      const values = Object.fromEntries(params);
      const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
        encodeLoosely(values[name] ?? ''),
      );
      const url = query ? `${path}?${query}` : path;
      // Headers are read when the request is sent: the caller's token may have been renewed.
      const build = (): FuzzRequest => ({
        method: route.method,
        url,
        headers: {
          ...headers(),
          ...extra,
          'accept-language': language,
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
        },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      });
      return Object.assign(build, {
        toString: () => {
          const payload =
            typeof body.payload === 'string'
              ? body.payload.length > 600
                ? `${body.payload.slice(0, 600)}… (${body.payload.length} chars)`
                : body.payload
              : body.payload
                ? `<${body.payload.length} bytes ${body.contentType}>`
                : '';
          return `${route.method} ${url.length > 600 ? `${url.slice(0, 600)}…` : url} ${body.contentType ?? ''} ${payload}`;
        },
      });
    });
}

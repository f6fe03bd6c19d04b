/**
 * PostgreSQL error codes, found on the driver's error or on the `cause` drizzle wraps it in.
 * Services check first inside their transaction for a clear message; these catch the race.
 */
function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
/** 23503, or 23001 when the reference is declared `on delete restrict`. */
export const isForeignKeyViolation = (error: unknown) =>
  ['23503', '23001'].includes(pgErrorCode(error) ?? '');

/**
 * Class 22, data exception: a value the database cannot take (a number out of range, a string
 * too long for its column, text it cannot encode, a date that does not exist). Such a value
 * came from the request, so it is the caller's mistake; the failed statement changed nothing.
 */
export const isDataException = (error: unknown) => pgErrorCode(error)?.startsWith('22') ?? false;

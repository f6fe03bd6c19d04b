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
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/**
 * Regular expressions of a design's regList. A pattern is either plain source ("^\\d+$") or a
 * literal with slashes and flags ("/^1[3-9]\\d{9}$/i", as form generators store them). Flags
 * g and y are dropped (they make test() stateful); unknown flags make the pattern invalid.
 * compileDesignPattern never throws: an invalid pattern gives null (a design error).
 */
export const MAX_PATTERN_LENGTH = 1000;

export function compileDesignPattern(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern === '' || pattern.length > MAX_PATTERN_LENGTH) {
    return null;
  }
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  const source = literal ? literal[1]! : pattern;
  const flags = literal ? literal[2]!.replace(/[gy]/g, '') : '';
  if (!/^(?!.*(.).*\1)[imsu]*$/.test(flags)) return null;
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

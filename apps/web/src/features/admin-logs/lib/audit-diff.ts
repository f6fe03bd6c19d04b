/** One field of an audited record, as it was before and after the change. */
export interface FieldChange {
  field: string;
  /** undefined: the field was not there (a new record, say). */
  before: unknown;
  after: unknown;
}

export type AuditDiff =
  /** Both sides are records (or one is missing): the fields that differ. */
  | { kind: 'fields'; changes: FieldChange[]; unchanged: number }
  /** Anything else (a list, a flag): the two values as they are. */
  | { kind: 'raw'; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbsent(value: unknown): boolean {
  return value === null || value === undefined;
}

/** Compares by content: key order does not matter, a nested object counts as one value. */
function sameValue(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * What an audit row changed. Two records (a missing side counts as an empty record: a
 * creation or a deletion) give the differing fields in the order they appear; anything else is
 * left raw for a JSON view.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiff {
  const comparable =
    (isRecord(before) || isAbsent(before)) &&
    (isRecord(after) || isAbsent(after)) &&
    !(isAbsent(before) && isAbsent(after));
  if (!comparable) return { kind: 'raw', before, after };
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes = fields
    .filter((field) => !sameValue(from[field], to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
  return { kind: 'fields', changes, unchanged: fields.length - changes.length };
}

/** A value for display: text as it is, anything else as pretty JSON. */
export function displayValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** Texts by their dotted key (`equipment.statuses.working`), leaves only. */
export function flattenTexts(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flattenTexts(value, `${path}.`)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The `{{name}}` placeholders of a text, sorted. */
export function placeholders(text: unknown): string[] {
  return (
    String(text)
      .match(/\{\{\w+\}\}/g)
      ?.sort() ?? []
  );
}

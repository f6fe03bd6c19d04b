/** The options of a choice among fixed values (a status, a kind): each value with its label. */
export const choicesOf = <V, L>(values: readonly V[], label: (value: V) => L) =>
  values.map((value) => ({ value, label: label(value) }));

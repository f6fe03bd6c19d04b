/** A SKU as every list and picker names it: code, name and, where it has one, specification. */
export const skuLabel = (s: { code: string; name: string; specification: string | null }) =>
  `${s.code} ${s.name}${s.specification ? ` ${s.specification}` : ''}`;

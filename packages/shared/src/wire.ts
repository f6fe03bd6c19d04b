/*
 * Types of the admin contracts as they travel, without zod (a page may take them on its first
 * load). The rule for timestamps: the server's response schemas say `z.date()` (its services
 * answer Dates, which the JSON serialiser writes as ISO 8601 text), so the web's type of an
 * answer is `Serialized<z.infer<schema>>`: the same record, every Date as its ISO text.
 */

/** A JSON answer as the client reads it: each Date the server sent is its ISO 8601 text. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? Serialized<E>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

/** One `sort` order as the server reads it from `field,asc`. */
export interface SortOrder<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** `sort` as a client sends it: `field,asc` or `field,desc`, repeatable. */
export type SortText = string | string[];

/**
 * The query string a client sends for a page query `Q` (its parsed form): the same filters,
 * dates as ISO text, and `sort` as text.
 */
export type QueryParams<Q> = Serialized<Omit<Q, 'sort'>> & { sort?: SortText };

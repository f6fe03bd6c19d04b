/**
 * Whole numbers as one PostgreSQL array parameter (`{1,2,3}`, cast `::int[]` where used): one
 * parameter however many ids, the same on both drivers.
 */
export const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

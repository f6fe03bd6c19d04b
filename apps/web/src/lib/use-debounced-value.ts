import { useEffect, useState } from 'react';

/** How long a picker's search box waits after the last key before it searches (asset pickers). */
export const PICKER_DEBOUNCE_MS = 300;

/**
 * The value as it was `ms` after it last changed: a search box's text (SPEC §9: 500 ms,
 * `DEBOUNCE_MS`; a picker's, `PICKER_DEBOUNCE_MS`).
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

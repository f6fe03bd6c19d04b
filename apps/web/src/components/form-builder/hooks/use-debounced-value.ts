import { useEffect, useState } from 'react';

/** The value as it was `ms` after it last changed (search boxes, SPEC §9: 500 ms). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@depot/shared';
import { clickGate } from './debounce-click';

/**
 * `debounceClick` as a hook: a stable handler that calls the latest `handler` at most once per
 * 500 ms (SPEC §9). Used by the action buttons: save, sign out, lock, tab actions.
 */
export function useDebouncedClick<A extends unknown[]>(
  handler: (...args: A) => void,
  ms: number = DEBOUNCE_MS,
): (...args: A) => void {
  const [pass] = useState(() => clickGate(ms));
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback(
    (...args: A) => {
      if (pass()) latest.current(...args);
    },
    [pass],
  );
}

import { DEBOUNCE_MS } from '@depot/shared';

/**
 * Click debounce of SPEC §9: the first click acts at once, further clicks within `ms` of the
 * last accepted one are ignored (a double click saves, signs out or closes once).
 * `clickGate()` answers whether a click may act now.
 */
export function clickGate(ms: number = DEBOUNCE_MS, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/** A handler that acts on the first of a burst of clicks only (see `clickGate`). */
export function debounceClick<A extends unknown[]>(
  handler: (...args: A) => void,
  ms: number = DEBOUNCE_MS,
  now: () => number = Date.now,
): (...args: A) => void {
  const pass = clickGate(ms, now);
  return (...args: A) => {
    if (pass()) handler(...args);
  };
}

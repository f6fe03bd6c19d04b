import { onTestFinished, vi } from 'vitest';

/**
 * `Date.now()` for the rest of the test: the real clock, which `skip(ms)` moves ahead. Start
 * it before rendering (the click gate reads `Date.now` as it is when a button first renders),
 * then `skip(DEBOUNCE_MS)` is "the user clicks again later" without sleeping. Only `Date.now`
 * moves: timers and `new Date()` keep the real time.
 */
export function movableClock(): { skip: (ms: number) => void } {
  const real = Date.now.bind(Date);
  let ahead = 0;
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => real() + ahead);
  onTestFinished(() => spy.mockRestore());
  return {
    skip: (ms) => {
      ahead += ms;
    },
  };
}

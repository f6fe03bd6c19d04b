import { useSyncExternalStore } from 'react';

/** How often live durations move on: they show minutes, so a few seconds' delay is unseen. */
export const TICK_MS = 5000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/** The time, moving on every few seconds; one timer however many durations are shown. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

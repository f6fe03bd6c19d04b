/**
 * Attempts waiting for room in a counter, per key, in this process: an attempt finishing wakes
 * the first in line only, and that one, once it has looked, wakes the next. Waking them all at
 * once would send every waiter to the database together, slowing the very checks they wait for.
 */
const lines = new Map<string, (() => void)[]>();

/** Wakes the first attempt waiting on `key`, if any. */
export function wakeNext(key: string): void {
  const line = lines.get(key);
  const next = line?.shift();
  if (line?.length === 0) lines.delete(key);
  next?.();
}

/**
 * Joins the line of `key`; `woken` resolves true when woken by `wakeNext`, false after `ms`
 * (another process's attempts finishing are not heard of here).
 */
export function waitInLine(key: string, ms: number): { woken: Promise<boolean> } {
  let done: (woken: boolean) => void = () => {};
  const woken = new Promise<boolean>((resolve) => (done = resolve));
  const wake = () => {
    clearTimeout(timer);
    done(true);
  };
  const timer = setTimeout(() => {
    const line = lines.get(key);
    const at = line?.indexOf(wake) ?? -1;
    if (line && at >= 0) line.splice(at, 1);
    if (line?.length === 0) lines.delete(key);
    done(false);
  }, ms);
  const line = lines.get(key) ?? [];
  line.push(wake);
  lines.set(key, line);
  return { woken };
}

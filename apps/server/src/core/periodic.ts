import type { FastifyInstance } from 'fastify';

/**
 * Runs `check` now and every `seconds` (never two at once); `stop` ends the timer and waits
 * for a check under way. A failure goes to `onError` and the next round tries again. Checks
 * must be safe with several processes running them (each event claimed by one statement).
 */
export function schedulePeriodic(
  check: () => Promise<void>,
  seconds: number,
  onError: (err: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = check()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Starts `check` every `seconds` once `app` is ready (0: never) and stops it on close. */
export function runWhileOpen(
  app: FastifyInstance,
  seconds: number,
  check: () => Promise<void>,
  what: string,
): void {
  if (seconds <= 0) return;
  let timer: { stop(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    timer = schedulePeriodic(check, seconds, (err) => app.log.error({ err }, `${what} failed`));
  });
  app.addHook('onClose', async () => timer?.stop());
}

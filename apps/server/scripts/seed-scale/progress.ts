/** Progress of one phase of a long job: `done` of `total` units so far. */
export type Progress = (done: number) => void;

/** Starts a phase; the returned function reports progress, `finish()` ends the phase. */
export interface ProgressReporter {
  phase(label: string, total: number): Progress & { finish(): void };
}

const WIDTH = 28;

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/**
 * A one-line bar on a stream (stderr): redrawn in place on a terminal, one line per tenth
 * otherwise (a log file stays readable).
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  const tty = stream.isTTY === true;
  return {
    phase(label, total) {
      const started = Date.now();
      let lastTenth = -1;
      let lastDraw = 0;
      const line = (done: number) => {
        const share = total > 0 ? Math.min(1, done / total) : 1;
        const filled = Math.round(share * WIDTH);
        const elapsed = Date.now() - started;
        const eta = share > 0 && share < 1 ? ` eta ${duration(elapsed / share - elapsed)}` : '';
        return (
          `${label.padEnd(9)} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ` +
          `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ` +
          `${duration(elapsed)}${eta}`
        );
      };
      const report = (done: number) => {
        if (tty) {
          const now = Date.now();
          if (now - lastDraw < 100 && done < total) return;
          lastDraw = now;
          stream.write(`\r${line(done)}\x1b[K`);
          return;
        }
        const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
        if (tenth > lastTenth) {
          lastTenth = tenth;
          stream.write(`${line(done)}\n`);
        }
      };
      return Object.assign(report, {
        finish() {
          if (tty) stream.write(`\r${line(total)}\x1b[K\n`);
          else if (lastTenth < 10) stream.write(`${line(total)}\n`);
        },
      });
    },
  };
}

/** For callers that want no output (tests). */
export const silentProgress: ProgressReporter = {
  phase: () => Object.assign(() => {}, { finish() {} }),
};

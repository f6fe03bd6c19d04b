import type { Writable } from 'node:stream';

/**
 * Resolves when `out` can take more (drained) or is gone (closed, failed): a writer that
 * waits on it before writing on keeps memory flat, and stops when the reader went away.
 */
export function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

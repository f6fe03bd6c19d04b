import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A data folder Depot cannot use, said so that an operator can fix it. */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

const CAUSES: Record<string, string> = {
  EACCES: 'no permission',
  EPERM: 'no permission',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOENT: 'the file system does not take new folders there',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

const causeOf = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && CAUSES[code]) || String((error as Error).message ?? error);
};

/**
 * Makes sure `dir` is a folder Depot can write to, creating it (and missing parents) if need
 * be; a DataFolderError naming the folder and the cause otherwise. Each missing level is made
 * on its own: Node's recursive mkdir never returns on some special file systems (/proc).
 */
export function prepareDataFolder(dir: string): void {
  const missing: string[] = [];
  let existing = dir;
  for (;;) {
    try {
      if (!statSync(existing).isDirectory()) {
        const what = existing === dir ? 'it' : existing;
        throw new DataFolderError(`Data folder ${dir}: ${what} is a file, not a folder`);
      }
      break;
    } catch (error) {
      if (error instanceof DataFolderError) throw error;
      if ((error as { code?: unknown }).code !== 'ENOENT') {
        throw new DataFolderError(
          `Data folder ${dir}: cannot look at ${existing}: ${causeOf(error)}`,
        );
      }
      missing.unshift(existing);
      const parent = dirname(existing);
      if (parent === existing) break;
      existing = parent;
    }
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'EEXIST') continue;
      throw new DataFolderError(`Data folder ${dir}: cannot create ${level}: ${causeOf(error)}`);
    }
  }
  // Permission bits do not stop root, a read-only mount does: only writing tells.
  const probe = join(dir, `.depot-write-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw new DataFolderError(`Data folder ${dir}: cannot write in it: ${causeOf(error)}`);
  }
}

interface Holder {
  pid: number;
  /** When the process started (Linux: clock ticks since boot), so a reused pid is not it. */
  started: string | null;
}

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ESRCH') return false;
  }
  const started = processStart(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

function readHolder(file: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Holder;
    return { text, holder: Number.isInteger(parsed.pid) ? parsed : null };
  } catch {
    return { text, holder: null };
  }
}

const ageMs = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Creates `file` holding `text` only if it does not exist: false when it does. */
function createOnly(file: string, text: string): boolean {
  try {
    writeFileSync(file, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST') return false;
    throw error;
  }
}

/** A moment's wait between two looks at the lock (start-up only, so blocking is fine). */
const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);

/** A half-written lock (or a guard) older than this was left by a process that died. */
const ABANDONED_MS = 10_000;

/**
 * Takes `dir` for this process alone (`dir/depot.lock`, with its pid and start time): a second
 * process on the same folder refuses at once, naming the holder, instead of writing beside it
 * and losing writes. A lock left by a process that is gone is taken over; two processes doing
 * so at once take turns through a guard file, and only the lock that was found stale is ever
 * removed. `release()` removes it (also done when the process exits).
 */
export function lockDataFolder(dir: string): { release(): void } {
  const file = join(dir, 'depot.lock');
  const guard = `${file}.takeover`;
  const mine = JSON.stringify({ pid: process.pid, started: processStart(process.pid) });
  const release = () => {
    if (readHolder(file)?.text === mine) unlinkSync(file);
    process.off('exit', release);
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    if (createOnly(file, mine)) {
      process.on('exit', release);
      return { release };
    }
    const found = readHolder(file);
    if (!found) continue;
    const { holder } = found;
    if (holder && isRunning(holder)) {
      throw new DataFolderError(
        `Data folder ${dir} is in use by process ${holder.pid}: stop it first, or give this ` +
          `server another DATA_DIR (two servers on one embedded database lose writes)`,
      );
    }
    // Half written: its writer may still be finishing it.
    if (!holder && ageMs(file) < ABANDONED_MS) {
      pause();
      continue;
    }
    if (!createOnly(guard, mine)) {
      if (ageMs(guard) > ABANDONED_MS) unlinkSync(guard);
      else pause();
      continue;
    }
    try {
      // Under the guard: remove the lock only if it is still the stale one just read.
      if (readHolder(file)?.text === found.text) unlinkSync(file);
    } finally {
      unlinkSync(guard);
    }
  }
  throw new DataFolderError(`Data folder ${dir}: could not take its lock (depot.lock)`);
}

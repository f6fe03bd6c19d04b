import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, TMP } from './paths';

export interface Running {
  name: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

const running = new Set<Running>();

/** Started processes are stopped however the bench ends (error, Ctrl-C). */
function stopAllOnExit(): void {
  const kill = () => {
    for (const r of running) r.child.kill('SIGKILL');
  };
  process.once('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      kill();
      process.exit(130);
    });
  }
}
stopAllOnExit();

/**
 * Starts `command` with its output in bench/tmp/logs/<name>.log. Through `sh` so the file
 * limit can be raised to the hard limit first (a server holding 10,000 sockets needs it);
 * `exec` keeps the pid the process's own, so its memory can be read from /proc.
 */
export function start(name: string, command: string[], env: Record<string, string> = {}): Running {
  const logs = join(TMP, 'logs');
  mkdirSync(logs, { recursive: true });
  const logFile = join(logs, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"', 'sh', ...command],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
    },
  );
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const r: Running = {
    name,
    pid: child.pid,
    child,
    logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(r);
    },
  };
  running.add(r);
  return r;
}

/** Node with TypeScript, as `npm start` runs the server. */
export function nodeTs(script: string, ...args: string[]): string[] {
  return [process.execPath, '--import', 'tsx', script, ...args];
}

/** Waits until `url` answers anything but a connection error, or throws with the log's path. */
export async function waitForHttp(
  url: string,
  process: Running,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) {
      throw new Error(`${process.name} exited (${process.child.exitCode}); see ${process.logFile}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(
    `${process.name} did not answer ${url} in ${timeoutMs / 1000} s; see ${process.logFile}`,
  );
}

/** Resident memory of a process, in bytes (Linux /proc). */
export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/**
 * The highest resident memory of a process since the last reset (Linux VmHWM): exact, where
 * sampling could miss a short peak. `resetPeakRss` starts the count again from its memory now.
 */
export async function peakRssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmHWM for process ${pid}`);
  return Number(kb) * 1024;
}
export const resetPeakRss = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** Milliseconds of CPU per clock tick of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

/** CPU time (ms) the process `pid` has used so far, user and system (Linux /proc). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name, in brackets, may hold spaces: the fields that count come after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A download as `measuredDownload` saw it. */
export interface MeasuredDownload {
  status: number;
  bytes: number;
  /** The file when kept (`keep`), else null: a large one is read and dropped. */
  body: Buffer | null;
  firstByteMs: number;
  totalMs: number;
  /** The server's resident memory before the call, and its highest during it. */
  idleRss: number;
  peakRss: number;
}

/**
 * GETs `url` with `token` from the server process `pid` and reads the answer to its end, timing
 * the first byte and the whole, and taking the server's memory before (after a quiet second, so
 * what the last call left behind is collected) and its peak during (VmHWM, reset just before).
 * `slowRate`: read no faster than that many bytes a second on average (a slow client).
 */
export async function measuredDownload(
  url: string,
  token: string,
  pid: number,
  { keep, slowRate }: { keep: boolean; slowRate?: number },
): Promise<MeasuredDownload> {
  await sleep(1000);
  const idleRss = await rssBytes(pid);
  await resetPeakRss(pid);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const chunks: Buffer[] = [];
  let firstByteMs = 0;
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += value.length;
    if (keep) chunks.push(Buffer.from(value));
    if (slowRate) {
      await sleep(Math.max(0, (bytes / slowRate) * 1000 - (performance.now() - started)));
    }
  }
  const totalMs = performance.now() - started;
  const peakRss = await peakRssBytes(pid);
  const body = keep ? Buffer.concat(chunks) : null;
  return { status: res.status, bytes, body, firstByteMs, totalMs, idleRss, peakRss };
}

/**
 * The real server as a child process (`node --import tsx src/main.ts`, what `npm start`
 * runs), so that the fault suites can signal and kill it and start it again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const FAULT_ADMIN_PASSWORD = 'Admin@faults-2026';

/** Where the server keeps its data: a PGlite folder, or a PostgreSQL database. */
export type Storage = { dataDir: string } | { dataDir: string; databaseUrl: string };

export interface ServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment the server runs in on `storage` and `port`. Captcha off, rate limit off,
 * cheap scrypt: the suites measure faults, not sign-in cost.
 */
export function serverEnv(storage: Storage, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: storage.dataDir,
    LOG_LEVEL: 'warn',
    DEPOT_CAPTCHA: 'off',
    DEPOT_RATE_LIMIT: '0',
    DEPOT_SCRYPT_N: '1024',
    DEPOT_DEMO_DATA: 'off',
    DEPOT_ADMIN_PASSWORD: FAULT_ADMIN_PASSWORD,
    DEPOT_WEB_DIST: join(tmpdir(), 'depot-faults-no-web-client'),
  };
  delete env.DATABASE_URL;
  if ('databaseUrl' in storage) env.DATABASE_URL = storage.databaseUrl;
  return env;
}

/**
 * Starts the server on `storage` and resolves once it answers, or rejects with what it
 * printed when it exits or does not answer within `timeoutMs`.
 */
export async function startServer(
  storage: Storage,
  { port, timeoutMs = 90_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: serverEnv(storage, listenPort),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    child,
    output: () => printed,
    exited,
  };
  // Each chunk printed is checked as it comes, until the line, the exit or the time limit.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (printed.includes('Depot is running')) finish();
    };
    const onExit = () => finish(new Error(`the server exited while starting:\n${printed}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new Error(`the server did not start within ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout!.on('data', check);
    child.once('exit', onExit);
    check();
  });
  return server;
}

/** Waits for the process to end, at most `timeoutMs` (then kills it and rejects). */
export async function waitForExit(
  server: ServerProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${server.output()}`));
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([server.exited, timeout]);
    return { ...result, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Ends a server a test left running (after a failure), so the run does not hang. */
export async function ensureStopped(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

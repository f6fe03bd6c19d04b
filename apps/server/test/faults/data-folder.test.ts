/**
 * The embedded database's data folder (DATA_DIR): one server process at a time, and a folder
 * the server cannot use stops it at once with a message naming the folder and the cause.
 * Real processes (`node --import tsx src/main.ts`), as `npm start` runs them.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FAULT_ADMIN_PASSWORD,
  ensureStopped,
  freePort,
  startServer,
  waitForExit,
  type ServerProcess,
} from './server-process';
import { preparedFolder } from './storage';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const folders: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'depot-folder-'));
  folders.push(dir);
  return dir;
};

/** Runs the server with `env` and waits (at most 30 s) for it to give up. */
async function refusedStart(env: Record<string, string>) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      DEPOT_DEMO_DATA: 'off',
      DEPOT_ADMIN_PASSWORD: FAULT_ADMIN_PASSWORD,
      DEPOT_SCRYPT_N: '1024',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, output, ms: Date.now() - started };
}

/** Runs a command as the machine's administrator would (tests run as root here and in CI). */
const asRoot = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });
const isRoot = process.getuid?.() === 0;

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Two real server starts on a prepared data folder: on a loaded 2-core machine each can take
// well over ten seconds, so the test's bound is wide.
describe('one server per embedded data folder', { timeout: 120_000 }, () => {
  it('refuses a second server on a folder in use, naming the holder; takes over a dead one’s', async () => {
    const dataDir = tempFolder();
    let first: ServerProcess | undefined;
    let third: ServerProcess | undefined;
    try {
      await preparedFolder(dataDir);
      first = await startServer({ dataDir });
      const second = await refusedStart({ DATA_DIR: dataDir });
      expect(second.code, second.output).not.toBe(0);
      expect(second.output).not.toContain('Depot is running');
      expect(second.output).toContain(
        `Data folder ${join(dataDir, 'pg')} is in use by process ${first.child.pid}`,
      );
      // The first one is untouched and still answers.
      expect((await fetch(`${first.baseUrl}/auth/client-config`)).status).toBe(200);

      // Killed outright, it leaves its lock behind: the next server takes it over.
      first.child.kill('SIGKILL');
      await waitForExit(first, 10_000);
      const left = JSON.parse(readFileSync(join(dataDir, 'pg', 'depot.lock'), 'utf8'));
      expect(left.pid).toBe(first.child.pid);
      third = await startServer({ dataDir });
      const taken = JSON.parse(readFileSync(join(dataDir, 'pg', 'depot.lock'), 'utf8'));
      expect(taken.pid).toBe(third.child.pid);
    } finally {
      await ensureStopped(first);
      await ensureStopped(third);
    }
  });
});

describe('a data folder the server cannot use', { timeout: 60_000 }, () => {
  it('is a file: stops at once, saying so', async () => {
    const file = join(tempFolder(), 'data');
    writeFileSync(file, 'not a folder');
    const run = await refusedStart({ DATA_DIR: file });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`Data folder ${file}: it is a file, not a folder`);
    expect(run.ms).toBeLessThan(20_000);
  });

  it('cannot be made there (/proc): stops at once instead of hanging', async () => {
    const run = await refusedStart({ DATA_DIR: '/proc/1/depot' });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      'Data folder /proc/1/depot: cannot create /proc/1/depot: the file system does not take new folders there',
    );
    expect(run.ms).toBeLessThan(20_000);
  });

  it('is empty: a configuration error naming DATA_DIR', async () => {
    const run = await refusedStart({ DATA_DIR: '' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('DATA_DIR must not be empty: leave it unset for ./data');
  });

  it('is read-only, new or holding a database: stops, saying so', async () => {
    const dataDir = tempFolder();
    // Root writes through permission bits, so as root the folder is a read-only mount.
    if (isRoot) asRoot('mount', ['-t', 'tmpfs', '-o', 'size=128m', 'tmpfs', dataDir]);
    try {
      // A database made while it could still be written (what a first start leaves)…
      await preparedFolder(dataDir);
      if (isRoot) asRoot('mount', ['-o', 'remount,ro', dataDir]);
      else asRoot('chmod', ['-R', 'a-w', dataDir]);
      // …then opened read-only.
      const run = await refusedStart({ DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.output).toContain(
        `Data folder ${dataDir}: cannot write in it: ${isRoot ? 'the file system is read-only' : 'no permission'}`,
      );
      const fresh = await refusedStart({ DATA_DIR: join(dataDir, 'new') });
      expect(fresh.output).toContain(`Data folder ${join(dataDir, 'new')}: cannot create`);
    } finally {
      if (isRoot) asRoot('umount', [dataDir]);
      else asRoot('chmod', ['-R', 'u+w', dataDir]);
    }
  });
});

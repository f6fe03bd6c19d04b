import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'depot-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs `npm start`'s command until it prints that it is running, then stops it with SIGTERM. */
async function startAndStop(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEPOT_SCRYPT_N: '1024',
      DEPOT_WEB_DIST: join(dataDir, 'no-web'),
      ...env,
    },
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // Up when it says so; a start that fails ends the process, which fails the test at once. No
  // timer of its own: the test's bound below is the only one.
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('Depot is running')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before starting: ${stdout}`)),
    );
  });
  const res = await fetch(`http://127.0.0.1:${port}/auth/client-config`);
  const body = (await res.json()) as { code: number };
  child.kill('SIGTERM');
  return { stdout, code: await exited, answer: body };
}

describe('npm start (src/main.ts)', () => {
  it('prints a generated admin password on the first start only, and stops cleanly', async () => {
    const first = await startAndStop({});
    expect(first.answer.code).toBe(0);
    expect(first.stdout).toContain(`Depot is running at http://127.0.0.1:`);
    expect(first.stdout).toMatch(/admin password \(generated, shown once\): [\w-]{24}/);
    expect(first.stdout).toContain('demo user: staff / Depot@2026');
    expect(first.code).toBe(0);

    const second = await startAndStop({});
    expect(second.stdout).toContain('Depot is running');
    expect(second.stdout).not.toContain('admin password');
    expect(second.code).toBe(0);
    // A bound for a start that hangs, not a wait. A first start (migrations, the demo data) is
    // ~30 s of CPU; with two more suites beside it on 2 cores (load 15) it took over 60 s.
  }, 600_000);

  it('stops with a clear message and exit code 1 on a bad setting', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'http', DEPOT_CAPTCHA: 'maybe' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('PORT must be a whole number from 1 to 65535 (got "http")');
    expect(run.stderr).toContain('DEPOT_CAPTCHA must be on or off (got "maybe")');
  });
});

#!/usr/bin/env node
// Starts a real Depot server for the browser tests on a fresh data folder (fresh database,
// seeded with demo data), and removes the folder when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'depot-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEPOT_DEMO_DATA: 'on',
    // A lower scrypt cost keeps sign-ins quick in tests; production uses the full default.
    DEPOT_SCRYPT_N: process.env.DEPOT_SCRYPT_N ?? '16384',
    DEPOT_RATE_LIMIT: '100000',
    // Service-level notices arrive as demo orders pass their targets; off here so the message
    // centre's counts hold still while a spec reads them (server suites test the check).
    DEPOT_SLA_CHECK_SECONDS: process.env.DEPOT_SLA_CHECK_SECONDS ?? '0',
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './fixtures/auth';

// The server goes away while a user is filling in a form, and comes back. This spec runs its
// own server (not the shared one of serve.mjs) on its own data folder, so that it can stop it
// with SIGTERM and start it again on the same data and port, as a restart in production does.
const root = fileURLToPath(new URL('../../..', import.meta.url));
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * How long a server start may take before the walk gives up on it: about 10 s on an idle
 * machine; over 90 s was seen with two more suites and two browsers beside it (2026-11-30).
 */
const START_MS = 180_000;

/** `npm start`'s command on `dataDir`, resolved once it says it is running. */
async function startServer(port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEPOT_CAPTCHA: 'off',
      DEPOT_RATE_LIMIT: '100000',
      DEPOT_SCRYPT_N: '16384',
      // The base seed's enterprise is all the walk needs; the demo data would be ~15 s of CPU.
      DEPOT_DEMO_DATA: 'off',
      DEPOT_ADMIN_PASSWORD: ADMIN.password,
    },
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // Each chunk printed is checked as it comes, until the line, the exit or the time limit.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (printed.includes('Depot is running')) finish();
    };
    const onExit = () => finish(new Error(`the server exited while starting:\n${printed}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new Error(`the server did not start:\n${printed}`));
    }, START_MS);
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
  return { child, exited };
}

async function stopServer(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null) return;
  running.child.kill('SIGTERM');
  await running.exited;
}

const STORE = {
  code: 'OFF-001',
  name: '断网测试店',
  region: '华东',
  address: '上海市徐汇区漕溪北路 88 号',
};
const ENTERPRISE = '德宝资产管理有限公司';

const storeDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '新增门店' });

async function expectFormKept(page: Page) {
  const dialog = storeDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('门店编码')).toHaveValue(STORE.code);
  await expect(dialog.getByLabel('门店名称')).toHaveValue(STORE.name);
  await expect(dialog.getByText(ENTERPRISE)).toBeVisible();
  await expect(dialog.getByLabel('区域')).toHaveValue(STORE.region);
  await expect(dialog.getByLabel('地址')).toHaveValue(STORE.address);
}

let port = 0;
let server: Running | undefined;

test.beforeAll(async () => {
  test.setTimeout(START_MS + 30_000);
  dataDir = mkdtempSync(join(tmpdir(), 'depot-e2e-offline-'));
  port = await freePort();
  server = await startServer(port);
});

test.afterAll(async () => {
  await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a form keeps what was typed while the server is down, and saves once it is back', async ({
  page,
}) => {
  // Two server starts, each bounded by START_MS, and the walk.
  test.setTimeout(2 * START_MS + 60_000);
  const baseURL = `http://127.0.0.1:${port}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseURL}/login`);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto(`${baseURL}/admin/store/index`);

  await page.getByRole('button', { name: '新增门店' }).click();
  const dialog = storeDialog(page);
  await dialog.getByLabel('门店编码').fill(STORE.code);
  await dialog.getByLabel('门店名称').fill(STORE.name);
  await dialog.getByLabel('所属企业').click();
  await page.getByRole('tree').last().getByText(ENTERPRISE).click();
  await dialog.getByLabel('区域').fill(STORE.region);
  await dialog.getByLabel('地址').fill(STORE.address);

  // The server stops (a deploy, a crash): saving fails with the network message, and the
  // dialog stays open with everything in it.
  await stopServer(server);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
  await expectFormKept(page);

  // Back on the same data: the same click saves it, and the list shows it.
  server = await startServer(port);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(storeDialog(page)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: STORE.code });
  await expect(row).toContainText(STORE.name);
  await expect(row).toContainText(STORE.address);
});

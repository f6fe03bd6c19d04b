import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDepot, type Depot } from '../depot';
import { start } from '../processes';
import { ROOT } from '../paths';

/** A port nothing listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** `vite build` of apps/web into `outDir`, as `npm run build` does (precompressed files too). */
export async function buildClient(outDir: string): Promise<void> {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = start('client-build', [
    process.execPath,
    vite,
    'build',
    'apps/web',
    '--outDir',
    outDir,
  ]);
  const code = await new Promise<number | null>((resolve) => build.child.once('exit', resolve));
  await build.stop();
  if (code !== 0) throw new Error(`vite build failed (${code}); see ${build.logFile}`);
}

export interface ClientServer extends Depot {
  /** Removes the data folder once the server is stopped. */
  close(): Promise<void>;
}

/**
 * A real Depot serving `dist` on a free port: fresh data folder with the demo data, no captcha,
 * production settings otherwise (full scrypt cost, as users sign in).
 */
export async function startClientServer(dist: string): Promise<ClientServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-bench-client-'));
  const port = await freePort();
  const depot = await startDepot(
    'client-server',
    { engine: 'pglite', env: { DATA_DIR: dataDir }, markerFile: join(dataDir, 'none') },
    port,
    { DEPOT_WEB_DIST: dist, LOG_LEVEL: 'warn' },
  );
  return {
    ...depot,
    async close() {
      await depot.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

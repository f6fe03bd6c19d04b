#!/usr/bin/env node
// `npm start`: build the web client when its sources are newer than the build, then run the
// server (API, websocket and the built client in one process) with the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (changedAt > builtAt) {
  console.info('Building the web client…');
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@depot/web', '--silent', '--', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// Pass stop signals on so the server can finish in-flight requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

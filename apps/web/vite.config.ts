import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API lives on the same origin in production (the server also serves the SPA); in dev
// Vite proxies these prefixes to the server started by `npm run dev`.
const API_PREFIXES = [
  '/auth',
  '/admin',
  '/code',
  '/as',
  '/ware',
  '/purchase',
  '/item',
  '/eam',
  '/docs',
] as const;
const API_TARGET = process.env.DEPOT_API_TARGET ?? 'http://127.0.0.1:8080';

const proxy = Object.fromEntries([
  ...API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
  ['/websocket', { target: API_TARGET, ws: true }],
]);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/;

/**
 * Writes `x.br` (brotli, best) and `x.gz` (gzip, best) beside each text file of the build; the
 * server sends the one the browser accepts as it is (@fastify/static `preCompressed`), so no
 * request pays for compressing the client. A variant that is not smaller is not written.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'depot:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const bytes = await readFile(path);
          const variants = await Promise.all([
            br(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }).then((data) => ({ ext: '.br', data })),
            gz(bytes, { level: constants.Z_BEST_COMPRESSION }).then((data) => ({
              ext: '.gz',
              data,
            })),
          ]);
          await Promise.all(
            variants
              .filter((variant) => variant.data.length < bytes.length)
              .map((variant) => writeFile(path + variant.ext, variant.data)),
          );
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      // qs's cycle detector, without its polyfills for engines Depot does not support.
      'side-channel': fileURLToPath(new URL('./build/side-channel.cjs', import.meta.url)),
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @depot/shared is pure TypeScript (DESIGN §2): its module-level zod schemas can be
      // dropped when unused, which keeps zod out of the sign-in page's first load.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // The framework that every page needs goes in long-lived vendor chunks; everything a
        // page alone needs (its antd components included) stays in that page's lazy chunk,
        // so the sign-in page paints with the entry, the vendor chunks and its own chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'antd-core',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
              tags: ['$initial'],
              priority: 20,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/]/,
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
});

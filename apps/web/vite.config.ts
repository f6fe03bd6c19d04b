import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react()],
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

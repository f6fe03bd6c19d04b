import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API lives on the same origin in production (the server also serves the SPA); in dev
// Vite proxies these prefixes to the server started by `npm run dev`.
// Some prefixes are pages too (/approval/center beside /approval/page): a browser navigation
// (it accepts text/html, an API call never does) gets the client, as the server does.
const API_PREFIXES = [
  '/auth',
  '/admin',
  '/approval',
  '/code',
  '/as',
  '/home',
  '/ware',
  '/purchase',
  '/doorlock',
  '/item',
  '/eam',
  '/docs',
] as const;
const API_TARGET = process.env.DEPOT_API_TARGET ?? 'http://127.0.0.1:8080';

const proxy = Object.fromEntries([
  ...API_PREFIXES.map((prefix) => [
    prefix,
    {
      target: API_TARGET,
      changeOrigin: false,
      bypass: (req: { headers: { accept?: string } }) =>
        req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
    },
  ]),
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

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const SHELL_ROOTS = [source('app/router/antd-layout.tsx'), source('app/layout/basic-layout.tsx')];
/**
 * What the two open pages draw alike without antd (the sign-in page and the receiver's signing
 * page: language choice, alerts, buttons, spinner, their stylesheet), ~0.4 KB gzip: kept in the
 * first load, which both wait for anyway, so that neither waits for a chunk the other shares.
 */
const OPEN_PAGE_PARTS = /[\\/]src[\\/]components[\\/]open-page[\\/]/;
/** ~0.1 KB the sign-in form and the home page both defer work with: in the first load too. */
const AFTER_PAINT = source('lib/after-paint.ts');
const LOGIN_PAGE = source('features/auth/pages/login-page.tsx');
/**
 * The http client and the calls of signing in and of the route guard: not in the first load (the
 * sign-in form paints without them and asks for them once painted), in one chunk of their own
 * that the sign-in page and the first signed-in page load beside the rest of their code. The
 * password grant (with the password's AES) is not among them: only the sign-in page needs it,
 * in its own chunk (features/auth/sign-in.ts).
 */
const HTTP_ROOTS = [
  source('api/http.ts'),
  source('api/auth.ts'),
  source('api/user.ts'),
  source('api/menu.ts'),
  source('app/router/guard-queries.ts'),
];

/** The chunks the sign-in page may wait for before it paints: React and the first load. */
const SIGN_IN_CHUNKS = new Set(['react', 'app', 'rolldown-runtime']);

/**
 * Fails the build when the sign-in page's chunk imports any other chunk (the http client's, the
 * shell's…): it would download before the form could paint. A module of @depot/shared that the
 * page and a later chunk both use is the usual cause (the later chunk takes it along).
 */
function signInImports(): Plugin {
  return {
    name: 'depot:sign-in-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const page = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.facadeModuleId === LOGIN_PAGE,
      );
      if (page?.type !== 'chunk') return;
      const extra = page.imports.filter((name) => {
        const chunk = bundle[name];
        return chunk?.type !== 'chunk' || !SIGN_IN_CHUNKS.has(chunk.name);
      });
      if (extra.length > 0) {
        this.error(
          `The sign-in page imports ${extra.join(', ')}: it would wait for them to paint its ` +
            'form (docs/performance.md, "Client: what makes it fast").',
        );
      }
    },
  };
}

const SIGNING_PAGE = source('features/certificate/pages/assert-qr-code-page.tsx');
/** What the receiver's signing page must never wait for: antd (and its parts) and axios. */
const NOT_FOR_SIGNING = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|axios|qs)[\\/]/;

/**
 * Fails the build when the receiver's signing page (/assertQrCode, opened on a phone) imports,
 * directly or through other chunks, antd or the http client: it is drawn without them, as the
 * sign-in page is (docs/performance.md).
 */
function signingPageImports(): Plugin {
  return {
    name: 'depot:signing-page-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const page = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.facadeModuleId === SIGNING_PAGE,
      );
      if (page?.type !== 'chunk') return;
      const seen = new Set<string>();
      const queue = [...page.imports];
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        const chunk = bundle[name];
        if (seen.has(name) || chunk?.type !== 'chunk') continue;
        seen.add(name);
        const heavy = chunk.moduleIds.find((id) => NOT_FOR_SIGNING.test(id));
        if (heavy || chunk.name === 'shell' || chunk.name === 'http') {
          this.error(
            `The signing page imports ${name} (${heavy ?? chunk.name}): it would wait for antd ` +
              'or the http client (docs/performance.md).',
          );
        }
        queue.push(...chunk.imports);
      }
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * @depot/shared is not followed: its barrel re-exports every module, zod's schemas included, so
 * a group taking what it imports would put all of them in the first load. Its modules are left
 * to the bundler, which places only what a chunk uses.
 */
const SHARED = /[\\/]packages[\\/]shared[\\/]/;
const ANTD_INDEX = /node_modules[\\/]antd[\\/]es[\\/]index\.js$/;
const ICONS_INDEX = /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/;
/**
 * The antd components the shell uses (its layout, menus, tabs, top bar and antd's App), and
 * those of the home page, the first page after signing in (cards, tags, text). antd's
 * index imports every component; only these are followed from it, or the whole of antd would
 * count as the shell's. A component missing here still works: it is just fetched as its own
 * chunk, one more request before the page it is on. Input is left out on purpose: nothing the
 * home page paints uses it, and with its password, search and OTP boxes it was ~4 KB gzip of the
 * shell's chunk; the pages with a form load it. Statistic is left out too: only the home page's
 * figure panels use it, and they are loaded after the greeting is painted.
 */
const SHELL_ANTD = new Set([
  'alert',
  'app',
  'avatar',
  'badge',
  'button',
  'card',
  'config-provider',
  'dropdown',
  'empty',
  'flex',
  'grid',
  'layout',
  'menu',
  'message',
  'modal',
  'notification',
  'radio',
  'skeleton',
  'spin',
  'tabs',
  'tag',
  'theme',
  'tooltip',
  'typography',
]);

function follows(from: string, to: string): boolean {
  if (ICONS_INDEX.test(from)) return false; // icons are imported one by one where used
  if (SHARED.test(to)) return false;
  if (!ANTD_INDEX.test(from)) return true;
  const component = /antd[\\/]es[\\/]([\w-]+)[\\/]/.exec(to)?.[1];
  return component !== undefined && SHELL_ANTD.has(component);
}

/** Every module `roots` import statically, directly or through others. */
function staticallyImported(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    const from = id;
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []).filter((to) => follows(from, to)));
  }
  return found;
}

/** `modules` worked out once per module graph: the bundler asks for every module of it. */
function perGraph(
  modules: (graph: ModuleGraph) => Set<string>,
): (graph: ModuleGraph) => Set<string> {
  const kept = new WeakMap<ModuleGraph, Set<string>>();
  return (graph) => {
    let found = kept.get(graph);
    if (!found) kept.set(graph, (found = modules(graph)));
    return found;
  };
}

/** Modules the app's first load (main.tsx) imports statically: every page waits for them. */
const firstLoad = perGraph((graph) => staticallyImported(graph, [source('main.tsx')]));

/** What the sign-in page imports statically: it paints with the first load and these. */
const loginPage = perGraph((graph) => staticallyImported(graph, [LOGIN_PAGE]));

/** The http client and the calls signing in and the guard make, but for the first load's. */
const httpOnly = perGraph((graph) => {
  const first = firstLoad(graph);
  const login = loginPage(graph);
  return new Set(
    [...staticallyImported(graph, HTTP_ROOTS)].filter((id) => !first.has(id) && !login.has(id)),
  );
});

/**
 * Modules the shell imports statically that neither the first load nor the sign-in page does:
 * those two must never wait for the shell's chunk.
 */
const shellOnly = perGraph((graph) => {
  const first = firstLoad(graph);
  const login = loginPage(graph);
  return new Set(
    [...staticallyImported(graph, SHELL_ROOTS)].filter((id) => !first.has(id) && !login.has(id)),
  );
});

const PAGES_REGISTRY = source('app/pages-registry.ts');
/** What the sign-in page and the home page paint with: the first load, the shell, their own. */
const FIRST_PAINT_ROOTS = [
  source('main.tsx'),
  LOGIN_PAGE,
  ...SHELL_ROOTS,
  source('features/home/pages/home-page.tsx'),
];

/**
 * Fails the build when code the sign-in page or the home page paints with imports the pages
 * registry statically: it grows with every page an area adds, and is loaded only when a page
 * is looked up in it (app/router/routes.tsx, docs/performance.md).
 */
function registryStaysLazy(): Plugin {
  return {
    name: 'depot:registry-stays-lazy',
    apply: 'build',
    generateBundle() {
      if (staticallyImported(this, FIRST_PAINT_ROOTS).has(PAGES_REGISTRY)) {
        this.error(
          'The pages registry is imported statically by the first load, the shell or the ' +
            'sign-in or home page: it would load before they paint (docs/performance.md).',
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), signInImports(), signingPageImports(), registryStaysLazy()],
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
    // What a page downloads before it paints is budgeted in gzip bytes by bench/client.ts
    // (sign-in ≤ 150 KB, home ≤ 392 KB; the build of `npm test` checks which chunks the open
    // pages import). The largest chunks are the shell (antd's core, ~650 KB minified, ~200 KB
    // gzip, one long-lived file for every signed-in page) and lazy editors and charts opened by
    // a few pages: above Vite's 500 KB rule of thumb on purpose, so the warning would print on
    // every first start and say nothing. A chunk past this limit is new and worth a look.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // @depot/shared is pure TypeScript (DESIGN §2): its module-level zod schemas can be
      // dropped when unused, which keeps zod out of the sign-in page's first load.
      treeshake: {
        moduleSideEffects: [{ test: SHARED, sideEffects: false }],
      },
      output: {
        // What every page needs goes in long-lived chunks (React, the app's first load); the
        // signed-in shell in one more; everything a page alone needs (its antd components
        // included) stays in that page's lazy chunk, so the sign-in page paints with the entry,
        // those first chunks and its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              // The first load's own modules and packages in one chunk: the entry, routing,
              // session, i18n and HTTP code were ~25 small files, each a request before the
              // sign-in form or the home page could show. The open pages' shared parts too.
              name: (id, graph) =>
                firstLoad(graph).has(id) || OPEN_PAGE_PARTS.test(id) || id === AFTER_PAINT
                  ? 'app'
                  : null,
              debugName: 'app',
              priority: 25,
            },
            {
              // axios, qs and the calls above: one request after the sign-in form is painted,
              // and one beside the shell's on the first signed-in page.
              name: (id, graph) => (httpOnly(graph).has(id) ? 'http' : null),
              debugName: 'http',
              priority: 22,
            },
            {
              // What the signed-in shell needs (its layout, menus, tabs and top bar, with antd's
              // core, Layout, Menu, Tabs, Dropdown, App…) in one chunk rather than ~90 small
              // ones: the first signed-in page then waits on a handful of requests, not on
              // rounds of six.
              name: (id, graph) => (shellOnly(graph).has(id) ? 'shell' : null),
              debugName: 'shell',
              priority: 20,
            },
          ],
        },
      },
    },
  },
});

import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../lib/paths';
import { createRequireSession, redirectSignedIn } from './guard';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const handle = (label: RouteHandle['label']): RouteHandle => ({ label });

/** Open routes of SPEC §2: reachable without signing in. */
const openRoutes: RouteObject[] = [
  {
    path: paths.login,
    middleware: [redirectSignedIn],
    handle: handle('route.login'),
    lazy: lazyPage(() => import('../../features/auth/pages/login-page').then((m) => m.LoginPage)),
  },
  {
    path: paths.error401,
    handle: handle('route.401'),
    lazy: lazyPage(() =>
      import('../../features/errors/pages/error-page').then((m) => m.Error401Page),
    ),
  },
  {
    path: paths.error403,
    handle: handle('route.403'),
    lazy: lazyPage(() =>
      import('../../features/errors/pages/error-page').then((m) => m.Error403Page),
    ),
  },
  {
    path: paths.error404,
    handle: handle('route.404'),
    lazy: lazyPage(() =>
      import('../../features/errors/pages/error-page').then((m) => m.Error404Page),
    ),
  },
  {
    path: paths.error500,
    handle: handle('route.500'),
    lazy: lazyPage(() =>
      import('../../features/errors/pages/error-page').then((m) => m.Error500Page),
    ),
  },
  {
    path: paths.lock,
    handle: handle('route.lock'),
    lazy: lazyPage(() => import('../../features/lock/pages/lock-page').then((m) => m.LockPage)),
  },
  {
    path: paths.assertQrCode,
    handle: handle('route.assertQrCode'),
    lazy: lazyPage(() =>
      import('../../features/certificate/pages/assert-qr-code-page').then(
        (m) => m.AssertQrCodePage,
      ),
    ),
  },
];

/** Routes behind the guard, inside the layout. The shell issue adds the menu's routes here. */
const signedInRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(paths.home) },
  {
    path: paths.home,
    handle: handle('route.home'),
    lazy: lazyPage(() => import('../../features/home/pages/home-page').then((m) => m.HomePage)),
  },
];

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...openRoutes,
        {
          id: 'signed-in',
          path: paths.root,
          lazy: lazyPage(() => import('../layout/basic-layout').then((m) => m.BasicLayout)),
          middleware: [createRequireSession(queryClient)],
          children: signedInRoutes,
        },
        { path: '*', loader: () => redirect(paths.error404) },
      ],
    },
  ];
}

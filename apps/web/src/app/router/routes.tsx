import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { loadHomePage } from '../../features/home';
import { APP_TEXTS, CERTIFICATE_TEXTS, loadTexts } from '../../i18n';
import type { PageLoader } from '../../lib/page-map';
import { paths } from '../../lib/paths';
import { withAreaTexts } from '../layout/page-texts';
import { BootLoading } from './boot-loading';
import { SIGNED_IN_ROUTE_ID } from './document-title';
import { createRequireSession, redirectSignedIn, requireLocked } from './guard';
import { lazyPage } from './lazy-page';
import type { RouteHandle, RouteLabelKey } from './route-handle';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const handle = (label: RouteHandle['label']): RouteHandle => ({ label });

/**
 * The pages registry: its own chunk, fetched the first time a page is looked up in it, so the
 * sign-in page and the home page paint without it (docs/performance.md).
 */
const pagesRegistry = () => import('../pages-registry');

/** A registered page's code: the registry loads first, then the page's own chunk. */
function registryPage(path: string): PageLoader {
  return async () => {
    const load = (await pagesRegistry()).registeredPage(path);
    if (!load) throw new Error(`No page registered for ${path} in pages-registry.ts`);
    return load();
  };
}

/**
 * Could the path be a signed-in page? Without a token such a path goes to /login (and back after
 * signing in); anything else goes to /404. The root and the iframe route need no registry.
 */
async function isKnownPath(pathname: string): Promise<boolean> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path.startsWith('/myiframe/')) return true;
  const { registeredPage } = await pagesRegistry();
  return registeredPage(path) !== undefined || registeredPage(`${path}/index`) !== undefined;
}

/**
 * The sign-in page: outside the antd layout, it loads without antd (it is drawn in antd's look
 * with its own CSS), so the most visited page paints with the least code.
 */
const signInRoute: RouteObject = {
  path: paths.login,
  middleware: [redirectSignedIn],
  handle: handle('route.login'),
  lazy: lazyPage(() => import('../../features/auth/pages/login-page').then((m) => m.LoginPage)),
};

/**
 * The receiver's signing page (open, SPEC §2), reached from a QR on a phone: outside the antd
 * layout as the sign-in page is (drawn in antd's look with its own CSS), with its own texts.
 */
const certificateRoute: RouteObject = {
  path: paths.assertQrCode,
  handle: handle('route.assertQrCode'),
  lazy: lazyPage(() =>
    Promise.all([
      import('../../features/certificate/pages/assert-qr-code-page'),
      loadTexts(CERTIFICATE_TEXTS),
    ]).then(([m]) => m.AssertQrCodePage),
  ),
};

/** The other open routes of SPEC §2: reachable without signing in. */
const openRoutes: RouteObject[] = [
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
    middleware: [requireLocked],
    handle: handle('route.lock'),
    lazy: lazyPage(() => import('../../features/lock/pages/lock-page').then((m) => m.LockPage)),
  },
];

/**
 * A page inside the shell. Its code loads when first shown, inside the tab's error boundary:
 * a page that does not load within 120 s, or throws, shows an error with a retry button in the
 * layout, not a blank screen.
 */
function shellPage(path: string, id: string, load: PageLoader, meta: RouteHandle): RouteObject {
  return {
    path,
    handle: meta,
    lazy: async () => {
      // The page's code starts downloading with the layout's, not once the layout has rendered
      // (LazyPage imports the same module, so it is fetched once; a failure shows there).
      load().catch(() => undefined);
      const { LazyPage } = await import('../layout/lazy-page');
      return { element: <LazyPage id={id} load={load} /> };
    },
  };
}

const fixedPaths: string[] = [];
/** The paths of the fixed pages below: the registered pages that open without a menu leaf. */
export const FIXED_PAGE_PATHS: readonly string[] = fixedPaths;

/**
 * A fixed signed-in page (no menu entry needed), its code from the pages registry unless `load`
 * is given, with the areas' texts unless `areaTexts` is false.
 */
function fixedPage(
  path: string,
  label: RouteLabelKey,
  meta: Omit<RouteHandle, 'label'> = {},
  { load = registryPage(path), areaTexts = true }: { load?: PageLoader; areaTexts?: boolean } = {},
) {
  fixedPaths.push(path);
  return shellPage(path.slice(1), path, areaTexts ? withAreaTexts(load) : load, {
    ...meta,
    label,
  });
}

/**
 * Routes behind the guard, inside the shell: the fixed pages of SPEC §2, the iframe route for
 * external menu entries, and every other path resolved against the user's menu and the pages
 * registry (404 inside the layout when it is neither).
 */
const signedInRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(paths.home) },
  { path: 'wel', loader: () => redirect(paths.home) },
  // The first page after signing in: its code straight from its feature, with the shell's texts
  // only, so it never waits for the pages registry or the areas' texts.
  fixedPage(paths.home, 'route.home', {}, { load: loadHomePage, areaTexts: false }),
  fixedPage(paths.info, 'route.info'),
  fixedPage('/admin/form-design/edit', 'route.formDesigner'),
  fixedPage('/admin/form-design/preview', 'route.formPreview'),
  fixedPage('/as/assetstype/design', 'route.assetCategoryDesign'),
  fixedPage('/eam/repair-order-detail', 'route.repairOrderDetail', { menu: '/eam/repair-order' }),
  fixedPage('/as/asset-form', 'route.assetForm', { menu: '/as/asset' }),
  fixedPage('/as/asset-detail', 'route.assetDetail', { menu: '/as/asset' }),
  fixedPage('/as/doc-form', 'route.assetDocForm', { menu: '/as/doc' }),
  fixedPage('/as/doc-detail', 'route.assetDocDetail', { menu: '/as/doc' }),
  fixedPage('/eam/repair-suborder-detail', 'route.repairSubOrderDetail', {
    menu: '/eam/repair-order',
  }),
  fixedPage('/tutor/changeoffering', 'route.approvalRequest', { menu: '/approval/center' }),
  fixedPage('/tutor/toturTeacher', 'route.personCard'),
  fixedPage('/wareorderdetail', 'route.wareOrderDetail', { menu: '/ware/order' }),
  fixedPage('/warespecialorderdetail', 'route.specialOrderDetail', {
    menu: '/ware/special-order',
  }),
  fixedPage('/planDetail', 'route.stocktakeDetail', { menu: '/ware/stocktake' }),
  fixedPage('/product/supplierDetail', 'route.supplierDetail', { menu: '/product/supplier' }),
  fixedPage('/doorlockDetail', 'route.doorLockDetail', { menu: '/doorlock/list' }),
  fixedPage('/doorlockEkey', 'route.doorLockEkey', { menu: '/doorlock/list' }),
  fixedPage('/purchase/purchase-order/add-order', 'route.purchaseOrderForm', {
    menu: '/purchase/purchase-order',
  }),
  fixedPage('/purchase/purchase-order-detail', 'route.purchaseSubOrder', {
    menu: '/purchase/purchase-order',
  }),
  fixedPage('/purchase/purchase-order/after-order-detail', 'route.purchaseAfterSale', {
    menu: '/purchase/after-order',
  }),
  fixedPage('/purchase/purchase-template/add', 'route.purchaseTemplate', {
    menu: '/purchase/purchase-template',
  }),
  fixedPage('/orderdetail', 'route.replenishment', { menu: '/purchase/warehouse-order' }),
  fixedPage('/suborderdetail', 'route.warehouseSubOrder', { menu: '/purchase/warehouse-order' }),
  fixedPage('/item/detail', 'route.projectDetail', { menu: '/item/index' }),
  fixedPage('/item/cost-visa-detail', 'route.costVisaDetail', { menu: '/item/index' }),
  fixedPage('/item/item-hide-acceptance', 'route.hiddenAcceptance', { menu: '/item/index' }),
  fixedPage('/item/item-discard', 'route.projectDiscard', { menu: '/item/index' }),
  fixedPage('/item/item-start-work', 'route.startWork', { menu: '/item/index' }),
  fixedPage('/item/item-drawing', 'route.drawings', { menu: '/item/index' }),
  fixedPage('/item/item-drawing-design', 'route.designDrawings', { menu: '/item/index' }),
  fixedPage('/item/item-drawing-design-change', 'route.designChange', { menu: '/item/index' }),
  fixedPage('/item/item-drawing-completion', 'route.asBuiltDrawings', { menu: '/item/index' }),
  fixedPage('/item/item-completion-statement', 'route.completionStatement', {
    menu: '/item/index',
  }),
  fixedPage('/item/item-inspection-record', 'route.inspectionRecords', { menu: '/item/index' }),
  fixedPage('/item/item-inspection-record-add', 'route.inspectionRecordAdd', {
    menu: '/item/index',
  }),
  fixedPage('/item/item-sampling', 'route.qualitySampling', { menu: '/item/index' }),
  fixedPage('/item/item-sampling-add', 'route.qualitySamplingAdd', { menu: '/item/index' }),
  fixedPage('/item/item-enterprise', 'route.projectContractors', { menu: '/item/index' }),
  fixedPage('/item/item-repairorder-detail', 'route.warrantyRepairOrders', {
    menu: '/item/index',
  }),
  fixedPage('/item/add-template-design', 'route.projectTemplateDesign', {
    menu: '/item/template',
  }),
  fixedPage('/item/add-template', 'route.acceptanceTemplate', { menu: '/item/template' }),
  fixedPage('/item/item-completion', 'route.projectCompletion', { menu: '/item/index' }),
  fixedPage('/item/item-inspection', 'route.shopHandover', { menu: '/item/index' }),
  fixedPage('/project/product/sku-order-detail', 'route.skuOrder', { menu: '/item/index' }),
  fixedPage('/project/purchase/dispatch-detail', 'route.dispatchDetail', {
    menu: '/item/dispatch-order',
  }),
  fixedPage('/customeServeice/customeServeice', 'route.heldAsset'),
  shellPage(
    'myiframe/*',
    'iframe',
    () => import('../../features/iframe/pages/iframe-page').then((m) => m.IframePage),
    handle('route.iframe'),
  ),
  {
    path: '*',
    lazy: () => import('../layout/menu-page').then((m) => ({ Component: m.MenuPage })),
  },
];

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: BootLoading,
      children: [
        signInRoute,
        certificateRoute,
        {
          // antd and its providers load with the first route that uses them, and so do the
          // texts beyond the sign-in page's.
          id: 'antd',
          lazy: lazyPage(() =>
            Promise.all([import('./antd-layout'), loadTexts(APP_TEXTS)]).then(
              ([m]) => m.AntdLayout,
            ),
          ),
          children: [
            ...openRoutes,
            {
              id: SIGNED_IN_ROUTE_ID,
              path: paths.root,
              lazy: lazyPage(() => import('../layout/basic-layout').then((m) => m.BasicLayout)),
              middleware: [createRequireSession(queryClient, isKnownPath)],
              children: signedInRoutes,
            },
            { path: '*', loader: () => redirect(paths.error404) },
          ],
        },
      ],
    },
  ];
}

import type { PageMap } from '../../lib/page-map';

/**
 * Assets (issue #16, docs/assets.md): categories, the register, an asset's form and page. The
 * feature's own page map (each page its own chunk); the shell's registry merges it.
 */
export { ASSET_PATHS } from './paths';

export const ASSET_PAGES: PageMap = [
  ['/as/category/index', () => import('./pages/categories-page').then((m) => m.CategoriesPage)],
  ['/as/asset/index', () => import('./pages/assets-page').then((m) => m.AssetsPage)],
  ['/as/asset-form', () => import('./pages/asset-form-page').then((m) => m.AssetFormPage)],
  ['/as/asset-detail', () => import('./pages/asset-detail-page').then((m) => m.AssetDetailPage)],
];

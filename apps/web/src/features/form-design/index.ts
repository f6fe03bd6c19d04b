import type { PageMap } from '../../lib/page-map';

/**
 * Form designs (SPEC §1, §2): the list (menu /admin/form-design), the designer, the preview,
 * and the asset categories' form (SPEC §2 /as/assetstype/design). Each page loads lazily; the
 * shell's registry merges this map. It imports nothing else: the registry is in the first load.
 */
export const FORM_DESIGN_PAGES: PageMap = [
  [
    '/admin/form-design/index',
    () => import('./pages/form-design-list-page').then((m) => m.FormDesignListPage),
  ],
  [
    '/admin/form-design/edit',
    () => import('./pages/form-designer-page').then((m) => m.FormDesignerPage),
  ],
  [
    '/admin/form-design/preview',
    () => import('./pages/form-preview-page').then((m) => m.FormPreviewPage),
  ],
  [
    '/as/assetstype/design',
    () => import('./pages/asset-category-design-page').then((m) => m.AssetCategoryDesignPage),
  ],
];

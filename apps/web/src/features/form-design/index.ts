/**
 * Form designs (SPEC §1, §2): the list, the designer, the preview, and the asset categories'
 * form. Each page loads lazily; the shell registers them by path (see README.md here).
 */
export { ASSET_CATEGORY_CODE, FORM_DESIGN_PATHS, FORM_DESIGN_PERMISSIONS } from './paths';

export const loadFormDesignListPage = () =>
  import('./pages/form-design-list-page').then((m) => m.FormDesignListPage);
export const loadFormDesignerPage = () =>
  import('./pages/form-designer-page').then((m) => m.FormDesignerPage);
export const loadFormPreviewPage = () =>
  import('./pages/form-preview-page').then((m) => m.FormPreviewPage);
export const loadAssetCategoryDesignPage = () =>
  import('./pages/asset-category-design-page').then((m) => m.AssetCategoryDesignPage);

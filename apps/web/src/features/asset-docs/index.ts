import type { PageMap } from '../../lib/page-map';

/**
 * The asset lifecycle documents (issue #17): the list (menu /as/doc), the form of each type
 * and a document's page with its pickup certificate. The feature's own page map (each page its
 * own chunk); the shell's registry merges it.
 */
export { ASSET_DOC_PATHS } from './paths';

export const ASSET_DOC_PAGES: PageMap = [
  ['/as/doc/index', () => import('./pages/asset-docs-page').then((m) => m.AssetDocsPage)],
  ['/as/doc-form', () => import('./pages/asset-doc-form-page').then((m) => m.AssetDocFormPage)],
  [
    '/as/doc-detail',
    () => import('./pages/asset-doc-detail-page').then((m) => m.AssetDocDetailPage),
  ],
];

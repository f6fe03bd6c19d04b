/** The asset pages (docs/assets.md): the menu pages and the fixed ones they open. */
export const ASSET_PATHS = {
  categories: '/as/category',
  register: '/as/asset',
  form: '/as/asset-form',
  detail: '/as/asset-detail',
  design: '/as/assetstype/design',
} as const;

export const assetDetailHref = (assetId: number) => `${ASSET_PATHS.detail}?id=${assetId}`;
export const assetFormHref = (assetId?: number) =>
  assetId === undefined ? ASSET_PATHS.form : `${ASSET_PATHS.form}?id=${assetId}`;
export const categoryDesignHref = (categoryId: number) =>
  `${ASSET_PATHS.design}?categoryId=${categoryId}`;

/** A new lifecycle document carrying these assets (the documents area's form). */
export const assetDocFormHref = (assetIds: readonly number[]) =>
  `/as/doc-form?assetIds=${assetIds.join(',')}`;

/** A lifecycle document's page by its number (an asset's history names documents so). */
export const assetDocHref = (code: string) => `/as/doc-detail?code=${encodeURIComponent(code)}`;

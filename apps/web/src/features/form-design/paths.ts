import { PERMISSIONS } from '@depot/shared';

/** Where the form-design pages live (the shell registers them) and what they need. */
export const FORM_DESIGN_PATHS = {
  /** The menu's /admin/form-design (a leaf: /index appended). */
  list: '/admin/form-design/index',
  edit: '/admin/form-design/edit',
  preview: '/admin/form-design/preview',
  /** SPEC §2: asset category form design. */
  assetCategory: '/as/assetstype/design',
} as const;

export const FORM_DESIGN_PERMISSIONS = PERMISSIONS.form;

/** The code of the asset categories' form design. */
export const ASSET_CATEGORY_CODE = 'asset-category';

export const editHref = (id?: number) =>
  id === undefined ? FORM_DESIGN_PATHS.edit : `${FORM_DESIGN_PATHS.edit}?id=${id}`;
export const previewHref = (id: number) => `${FORM_DESIGN_PATHS.preview}?id=${id}`;
export const assetCategoryHref = (id: number) => `${FORM_DESIGN_PATHS.assetCategory}?id=${id}`;

/** The id in ?id=, or undefined when absent or not a positive integer. */
export function idParam(search: URLSearchParams): number | undefined {
  const text = search.get('id');
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

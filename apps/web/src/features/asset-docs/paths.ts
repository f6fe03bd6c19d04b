/** The lifecycle documents' pages (issue #17): the menu's list and the fixed pages it opens. */
export const ASSET_DOC_PATHS = {
  list: '/as/doc',
  form: '/as/doc-form',
  detail: '/as/doc-detail',
} as const;

export const assetDocDetailHref = (docId: number) => `${ASSET_DOC_PATHS.detail}?id=${docId}`;

/** The form, for a type and with assets already chosen (the register's bulk action). */
export function assetDocFormHref(options: { type?: string; assetIds?: number[] } = {}): string {
  const query = new URLSearchParams();
  if (options.type) query.set('type', options.type);
  if (options.assetIds?.length) query.set('assetIds', options.assetIds.join(','));
  const text = query.toString();
  return text ? `${ASSET_DOC_PATHS.form}?${text.replaceAll('%2C', ',')}` : ASSET_DOC_PATHS.form;
}

/** The form filled with a document sent back to its applicant, to change and resubmit it. */
export const assetDocEditHref = (docId: number) => `${ASSET_DOC_PATHS.form}?edit=${docId}`;

/** An asset's page (the assets area's fixed route). */
export const assetHref = (assetId: number) => `/as/asset-detail?id=${assetId}`;

/** The approval request a document went through (the approvals area's page, SPEC §2). */
export const approvalRequestHref = (requestId: number) => `/tutor/changeoffering?id=${requestId}`;

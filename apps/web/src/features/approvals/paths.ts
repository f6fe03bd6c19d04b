import { WARE_ORDER_PAGES } from '@depot/shared';

/**
 * Addresses of the approval pages (AREAS.md §1): the two menu pages and the spec's message jump
 * targets (SPEC §2), which are fixed routes.
 */
export const APPROVAL_PATHS = {
  centre: '/approval/center',
  templates: '/approval/template',
  /** A request: `?id=<requestId>`. */
  request: '/tutor/changeoffering',
  /** A person card: `?userId=`. */
  person: '/tutor/toturTeacher',
  /** An asset as held by a user: `?userId=&archiveId=<assetId>`. */
  heldAsset: '/customeServeice/customeServeice',
} as const;

export const requestHref = (requestId: number) => `${APPROVAL_PATHS.request}?id=${requestId}`;
export const personHref = (userId: number) => `${APPROVAL_PATHS.person}?userId=${userId}`;

/** An asset's page (the asset area's fixed route). */
export const assetHref = (assetId: number) => `/as/asset-detail?id=${assetId}`;

/** The asset documents' form filled with a document sent back, to change and resubmit it. */
export const assetDocEditHref = (docId: number) => `/as/doc-form?edit=${docId}`;

/** A special work order's page with its form open, to change it and resubmit it. */
export const specialOrderEditHref = (orderId: number) =>
  `${WARE_ORDER_PAGES.special.detail}?id=${orderId}&resubmit=1`;

/** A positive integer query parameter, or undefined. */
export function idParam(search: URLSearchParams, name: string): number | undefined {
  const text = search.get(name);
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

import { ASSET_DOC_TYPES, type ApprovalDocType } from '@depot/shared';
import type { ComponentType } from 'react';
import { assetDocEditHref, specialOrderEditHref } from '../paths';
import { AssetDocView } from './asset-doc-view';
import { DoorPasswordView } from './door-password-view';
import type { DocumentViewProps } from './types';
import { StocktakeView } from './stocktake-view';
import { WarehouseInView } from './warehouse-in-view';

/**
 * How each document type shows on a request's page, by type. An area whose documents go through
 * approval (warehouse-in, purchase orders, door-lock passwords…) adds its types here; a type
 * without a view shows its fields as they are (generic-document-view.tsx).
 */
export const DOCUMENT_VIEWS: Partial<Record<ApprovalDocType, ComponentType<DocumentViewProps>>> = {
  ...Object.fromEntries(ASSET_DOC_TYPES.map((docType) => [docType, AssetDocView])),
  warehouseIn: WarehouseInView,
  stocktake: StocktakeView,
  doorPassword: DoorPasswordView,
};

/**
 * Where the applicant changes a document of each type sent back to them (the area's own form,
 * which resubmits it); a type without one is only resubmitted as it is.
 */
export const DOCUMENT_EDIT_HREFS: Partial<Record<ApprovalDocType, (documentId: number) => string>> =
  {
    ...Object.fromEntries(ASSET_DOC_TYPES.map((docType) => [docType, assetDocEditHref])),
    specialOrder: specialOrderEditHref,
  };

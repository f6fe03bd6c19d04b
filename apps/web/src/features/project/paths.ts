import { PURCHASE_PAGE_PATHS } from '@depot/shared';

/** A project's page (its stages, Gantt, visas, deductions). */
export const projectHref = (projectId: number) => `/item/detail?id=${projectId}`;

/** The projects' list. */
export const PROJECT_LIST = '/item/index';

/** The project templates' list. */
export const TEMPLATE_LIST = '/item/template/index';

/** A template's stage editor; without an id, a new template. */
export const templateDesignHref = (templateId?: number) =>
  templateId ? `/item/add-template-design?id=${templateId}` : '/item/add-template-design';

/** A cost visa's page; `projectId` instead opens a new visa of that project. */
export const visaHref = (visaId: number) => `/item/cost-visa-detail?id=${visaId}`;
export const newVisaHref = (projectId: number) => `/item/cost-visa-detail?projectId=${projectId}`;

/** A gate stage's hidden-work acceptance (the project's answer carries its stages). */
export const acceptanceHref = (projectId: number, stageId: number) =>
  `/item/item-hide-acceptance?projectId=${projectId}&stageId=${stageId}`;

/** A project's printable completion statement. */
export const statementHref = (projectId: number) =>
  `/item/item-completion-statement?projectId=${projectId}`;

/** A project's discarding request; `projectId` instead opens a new request for that project. */
export const discardHref = (discardId: number) => `/item/item-discard?id=${discardId}`;
export const newDiscardHref = (projectId: number) => `/item/item-discard?projectId=${projectId}`;
/** A material discard (its lines, state, approval), on the discarding page. */
export const materialDiscardHref = (id: number) => `/item/item-discard?materialDiscardId=${id}`;

/** A start-of-work application; `projectId` and `stageId` instead open a new one for the stage. */
export const startWorkHref = (applicationId: number) => `/item/item-start-work?id=${applicationId}`;
export const newStartWorkHref = (projectId: number, stageId: number) =>
  `/item/item-start-work?projectId=${projectId}&stageId=${stageId}`;

/** A project's drawings (all kinds), its design drawings, its as-built drawings. */
export const drawingsHref = (projectId: number) => `/item/item-drawing?projectId=${projectId}`;
export const designDrawingsHref = (projectId: number) =>
  `/item/item-drawing-design?projectId=${projectId}`;
export const asBuiltDrawingsHref = (projectId: number) =>
  `/item/item-drawing-completion?projectId=${projectId}`;
/** A design change; a project's design changes; a new one of that project. */
export const designChangeHref = (id: number) => `/item/item-drawing-design-change?id=${id}`;
export const designChangesHref = (projectId: number) =>
  `/item/item-drawing-design-change?projectId=${projectId}`;
export const newDesignChangeHref = (projectId: number) =>
  `/item/item-drawing-design-change?projectId=${projectId}&add=1`;

/** An approval request's page (the message centre's jump target). */
export const requestHref = (requestId: number) => `/tutor/changeoffering?id=${requestId}`;

/** A project's inspection records; `id` opens one of them in the drawer. */
export const inspectionsHref = (projectId: number, id?: number) =>
  `/item/item-inspection-record?projectId=${projectId}${id ? `&id=${id}` : ''}`;
/** A new inspection record of a project (the site form). */
export const newInspectionHref = (projectId: number) =>
  `/item/item-inspection-record-add?projectId=${projectId}`;
/** A project's quality samplings; `id` opens one of them in the drawer. */
export const samplingsHref = (projectId: number, id?: number) =>
  `/item/item-sampling?projectId=${projectId}${id ? `&id=${id}` : ''}`;
/** A new quality sampling of a project. */
export const newSamplingHref = (projectId: number) =>
  `/item/item-sampling-add?projectId=${projectId}`;

/** A project's contractor enterprises and their documents. */
export const contractorsHref = (projectId: number) =>
  `/item/item-enterprise?projectId=${projectId}`;
/** A project's warranty repair orders; `orderId` opens one of them. */
export const warrantyHref = (projectId: number, orderId?: number) =>
  `/item/item-repairorder-detail?projectId=${projectId}${orderId ? `&orderId=${orderId}` : ''}`;
/** The acceptance templates: a tab of the templates' list. */
export const ACCEPTANCE_TEMPLATE_LIST = '/item/template/index?tab=acceptance';
/** An acceptance template's checklist designer; without an id, a new template. */
export const acceptanceTemplateHref = (templateId?: number) =>
  templateId ? `/item/add-template?id=${templateId}` : '/item/add-template';
/** A project's completion acceptance (the checklist filled in, then completed). */
export const completionHref = (projectId: number) => `/item/item-completion?projectId=${projectId}`;
/** A project's shop handover checklists. */
export const handoverHref = (projectId: number) => `/item/item-inspection?projectId=${projectId}`;
/** A project's SKU orders; `skuOrderHref` one of them. */
export const skuOrdersHref = (projectId: number) =>
  `/project/product/sku-order-detail?projectId=${projectId}`;
export const skuOrderHref = (id: number) => `/project/product/sku-order-detail?id=${id}`;
/** A purchase work order's drawer on the work orders' list. */
export const purchaseOrderHref = (orderId: number) => `${PURCHASE_PAGE_PATHS.orders}?id=${orderId}`;
/** A purchase work order made from a SKU order (the add-order page fills in its lines). */
export const orderFromSkuOrderHref = (id: number) =>
  `/purchase/purchase-order/add-order?skuOrderId=${id}`;
/** A work order restocking a SKU order's warehouse with what it could not reserve. */
export const orderShortfallHref = (id: number) =>
  `/purchase/purchase-order/add-order?skuOrderId=${id}&shortfall=1`;
/** The dispatch centre; `projectId` filters it to one project. */
export const DISPATCH_CENTRE = '/item/dispatch-order/index';
export const projectDispatchesHref = (projectId: number) =>
  `${DISPATCH_CENTRE}?projectId=${projectId}`;
/** A dispatch's page. */
export const dispatchHref = (id: number) => `/project/purchase/dispatch-detail?id=${id}`;

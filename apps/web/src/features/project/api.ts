import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ContractorAddInput,
  ContractorDocAddInput,
  ContractorDocReplaceInput,
  ContractorRemove,
  Acceptance,
  AcceptanceKind,
  AcceptanceTemplate,
  AcceptanceTemplateCreateInput,
  AcceptanceTemplateDetail,
  AcceptanceTemplateEditInput,
  AcceptanceTemplatePageParams,
  HandoverCreateInput,
  ProjectCompletionInput,
  CostVisa,
  DesignChangeDetail,
  DesignChangeInput,
  DesignChangeList,
  DrawingApprove,
  DrawingCreateInput,
  DrawingList,
  DrawingListParams,
  DrawingVersionInput,
  CostVisaDetail,
  CostVisaInput,
  CostVisaPageParams,
  Envelope,
  Page,
  Project,
  ProjectCreateInput,
  ProjectDeduction,
  MaterialDiscard,
  MaterialDiscardInput,
  MaterialDiscardPage,
  ProjectDiscard,
  ProjectRequestItem,
  ProjectDiscardInput,
  StartWork,
  StartWorkInput,
  ProjectDetail,
  ProjectEditInput,
  ProjectPageParams,
  ProjectStageFinish,
  ProjectStageSignInput,
  ProjectStatement,
  ProjectTemplate,
  ProjectTemplateDetail,
  ProjectTemplateEditInput,
  ProjectTemplateInput,
  ProjectTemplatePageParams,
  InspectionCreateInput,
  InspectionDetail,
  InspectionPageParams,
  InspectionRectifyInput,
  InspectionReopen,
  InspectionVerifyInput,
  Inspection,
  ProjectQuality,
  QualityVoid,
  Sampling,
  SamplingCreateInput,
  SamplingDetail,
  SamplingPageParams,
  ProjectContractors,
  ProjectWarranty,
  WarrantyLink,
  WarrantyRaiseInput,
  Dispatch,
  DispatchCancel,
  DispatchDetail,
  DispatchInput,
  DispatchPageParams,
  DispatchStepInput,
  OrderWarehouse,
  SkuOption,
  CatalogueOptionParams,
  SkuOrder,
  SkuOrderDetail,
  SkuOrderInput,
  SkuOrderIssue,
  SkuOrderReserve,
  SkuOrderPageParams,
  SkuOrderReason,
  SupplierOption,
  StageChecklist,
  StageChecklistCreateInput,
} from '@depot/shared';
import { download, getData } from '../../api/get-data';
import { http } from '../../api/http';

/**
 * Projects (`/item`, AREAS.md §6): one query factory per endpoint, every key under
 * `projectKeys.all` (api/one-factory-per-endpoint.test.ts walks this file too).
 */
export const projectKeys = {
  all: ['project'] as const,
  projects: (params: ProjectPageParams) => [...projectKeys.all, 'projects', params] as const,
  project: (id: number) => [...projectKeys.all, 'project', id] as const,
  templates: (params: ProjectTemplatePageParams) =>
    [...projectKeys.all, 'templates', params] as const,
  template: (id: number) => [...projectKeys.all, 'template', id] as const,
  visas: (params: CostVisaPageParams) => [...projectKeys.all, 'visas', params] as const,
  visa: (id: number) => [...projectKeys.all, 'visa', id] as const,
  deductions: (projectId: number) => [...projectKeys.all, 'deductions', projectId] as const,
  statement: (projectId: number) => [...projectKeys.all, 'statement', projectId] as const,
  quality: (projectId: number) => [...projectKeys.all, 'quality', projectId] as const,
  requests: (projectId: number) => [...projectKeys.all, 'requests', projectId] as const,
  inspections: (params: InspectionPageParams) =>
    [...projectKeys.all, 'inspections', params] as const,
  inspection: (id: number) => [...projectKeys.all, 'inspection', id] as const,
  samplings: (params: SamplingPageParams) => [...projectKeys.all, 'samplings', params] as const,
  sampling: (id: number) => [...projectKeys.all, 'sampling', id] as const,
  discard: (id: number) => [...projectKeys.all, 'discard', id] as const,
  materialDiscards: (projectId: number) =>
    [...projectKeys.all, 'materialDiscards', projectId] as const,
  materialDiscard: (id: number) => [...projectKeys.all, 'materialDiscard', id] as const,
  startWork: (id: number) => [...projectKeys.all, 'startWork', id] as const,
  drawings: (params: DrawingListParams) => [...projectKeys.all, 'drawings', params] as const,
  drawingFile: (versionId: number) => [...projectKeys.all, 'drawingFile', versionId] as const,
  designChanges: (projectId: number) => [...projectKeys.all, 'designChanges', projectId] as const,
  designChange: (id: number) => [...projectKeys.all, 'designChange', id] as const,
  contractors: (projectId: number) => [...projectKeys.all, 'contractors', projectId] as const,
  warranty: (projectId: number) => [...projectKeys.all, 'warranty', projectId] as const,
  stageChecklist: (stageId: number) => [...projectKeys.all, 'stageChecklist', stageId] as const,
  acceptanceTemplates: (params: AcceptanceTemplatePageParams) =>
    [...projectKeys.all, 'acceptanceTemplates', params] as const,
  acceptanceTemplate: (id: number) => [...projectKeys.all, 'acceptanceTemplate', id] as const,
  acceptances: (projectId: number, kind: AcceptanceKind) =>
    [...projectKeys.all, 'acceptances', projectId, kind] as const,
};

const send = async <T>(method: 'post' | 'put', url: string, body: object): Promise<T> =>
  (await http[method]<Envelope<T>>(url, body)).data.data;

// ---- projects -------------------------------------------------------------------------------

export const projectPageQueryOptions = (params: ProjectPageParams) =>
  queryOptions({
    queryKey: projectKeys.projects(params),
    queryFn: () => getData<Page<Project>>('/item/page', params),
    placeholderData: keepPreviousData,
  });

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.project(id),
    queryFn: () => getData<ProjectDetail>('/item/detail', { id }),
  });

export const createProject = (body: ProjectCreateInput) =>
  send<ProjectDetail>('post', '/item/add', body);
export const editProject = (body: ProjectEditInput) =>
  send<ProjectDetail>('put', '/item/edit', body);

export const exportProjects = (params: Omit<ProjectPageParams, 'current' | 'size'>) =>
  download('/item/export', params);

export const startStage = (body: { stageId: number; day: string }) =>
  send<unknown>('post', '/item/stage/start', body);
/** Answers the not-started stages the finish moved, and by how many days. */
export const finishStage = (body: { stageId: number; day: string }) =>
  send<ProjectStageFinish>('post', '/item/stage/finish', body);
export const signStage = (body: ProjectStageSignInput) =>
  send<unknown>('post', '/item/stage/sign', body);

// ---- templates ------------------------------------------------------------------------------

export const templatePageQueryOptions = (params: ProjectTemplatePageParams) =>
  queryOptions({
    queryKey: projectKeys.templates(params),
    queryFn: () => getData<Page<ProjectTemplate>>('/item/template/page', params),
    placeholderData: keepPreviousData,
  });

export const templateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.template(id),
    queryFn: () => getData<ProjectTemplateDetail>('/item/template/detail', { id }),
  });

export const createTemplate = (body: ProjectTemplateInput) =>
  send<ProjectTemplateDetail>('post', '/item/template/add', body);
export const editTemplate = (body: ProjectTemplateEditInput) =>
  send<ProjectTemplateDetail>('put', '/item/template/edit', body);
export const enableTemplate = (body: { id: number; enabled: boolean }) =>
  send<unknown>('put', '/item/template/enable', body);

// ---- cost visas, deductions, the statement --------------------------------------------------

export const visaPageQueryOptions = (params: CostVisaPageParams) =>
  queryOptions({
    queryKey: projectKeys.visas(params),
    queryFn: () => getData<Page<CostVisa>>('/item/visa/page', params),
    placeholderData: keepPreviousData,
  });

export const visaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.visa(id),
    queryFn: () => getData<CostVisaDetail>('/item/visa/detail', { id }),
  });

export const createVisa = (body: CostVisaInput) =>
  send<CostVisaDetail>('post', '/item/visa/add', body);
export const submitVisa = (id: number) => send<CostVisaDetail>('post', '/item/visa/submit', { id });

export const deductionsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.deductions(projectId),
    queryFn: () => getData<ProjectDeduction[]>('/item/deduction/list', { projectId }),
  });

export const addDeduction = (body: { projectId: number; reason: string; amount: string }) =>
  send<ProjectDeduction>('post', '/item/deduction/add', body);

export async function removeDeduction(id: number): Promise<void> {
  await http.delete('/item/deduction/remove', { params: { id } });
}

export const statementQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.statement(projectId),
    queryFn: () => getData<ProjectStatement>('/item/statement', { projectId }),
  });

// ---- inspection records and quality sampling ------------------------------------------------

export const qualityQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.quality(projectId),
    queryFn: () => getData<ProjectQuality>('/item/quality/summary', { projectId }),
  });

export const inspectionPageQueryOptions = (params: InspectionPageParams) =>
  queryOptions({
    queryKey: projectKeys.inspections(params),
    queryFn: () => getData<Page<Inspection>>('/item/inspection/page', params),
    placeholderData: keepPreviousData,
  });

export const inspectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.inspection(id),
    queryFn: () => getData<InspectionDetail>('/item/inspection/detail', { id }),
  });

export const exportInspections = (params: Omit<InspectionPageParams, 'current' | 'size'>) =>
  download('/item/inspection/export', params);
export const exportSamplings = (params: Omit<SamplingPageParams, 'current' | 'size'>) =>
  download('/item/sampling/export', params);

export const createInspection = (body: InspectionCreateInput) =>
  send<InspectionDetail>('post', '/item/inspection/add', body);
export const rectifyIssue = (body: InspectionRectifyInput) =>
  send<InspectionDetail>('post', '/item/inspection/rectify', body);
export const verifyIssue = (body: InspectionVerifyInput) =>
  send<InspectionDetail>('post', '/item/inspection/verify', body);
export const reopenIssue = (body: InspectionReopen) =>
  send<InspectionDetail>('post', '/item/inspection/reopen', body);
export const voidInspection = (body: QualityVoid) =>
  send<InspectionDetail>('post', '/item/inspection/void', body);

export const samplingPageQueryOptions = (params: SamplingPageParams) =>
  queryOptions({
    queryKey: projectKeys.samplings(params),
    queryFn: () => getData<Page<Sampling>>('/item/sampling/page', params),
    placeholderData: keepPreviousData,
  });

export const samplingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.sampling(id),
    queryFn: () => getData<SamplingDetail>('/item/sampling/detail', { id }),
  });

export const createSampling = (body: SamplingCreateInput) =>
  send<SamplingDetail>('post', '/item/sampling/add', body);
export const voidSampling = (body: QualityVoid) =>
  send<SamplingDetail>('post', '/item/sampling/void', body);

// ---- requests through approval: discarding, start of work -----------------------------------

export const discardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.discard(id),
    queryFn: () => getData<ProjectDiscard>('/item/discard/detail', { id }),
  });

export const requestDiscard = (body: ProjectDiscardInput) =>
  send<ProjectDiscard>('post', '/item/discard/add', body);

/** What a project holds of its materials by SKU order line, and its material discards. */
export const materialDiscardsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.materialDiscards(projectId),
    queryFn: () => getData<MaterialDiscardPage>('/item/material-discard/list', { projectId }),
  });

export const materialDiscardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.materialDiscard(id),
    queryFn: () => getData<MaterialDiscard>('/item/material-discard/detail', { id }),
  });

export const requestMaterialDiscard = (body: MaterialDiscardInput) =>
  send<MaterialDiscard>('post', '/item/material-discard/add', body);

/** A project's discarding requests, start-of-work applications and material discards, newest first. */
export const projectRequestsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.requests(projectId),
    queryFn: () => getData<ProjectRequestItem[]>('/item/request/list', { projectId }),
  });

export const startWorkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.startWork(id),
    queryFn: () => getData<StartWork>('/item/start-work/detail', { id }),
  });

export const applyStartWork = (body: StartWorkInput) =>
  send<StartWork>('post', '/item/start-work/add', body);

// ---- drawings and design changes ------------------------------------------------------------

export const drawingsQueryOptions = (params: DrawingListParams) =>
  queryOptions({
    queryKey: projectKeys.drawings(params),
    queryFn: () => getData<DrawingList>('/item/drawing/list', params),
  });

/** A drawing version's file, for the browser to show (an object URL of it). */
export const drawingPreviewQueryOptions = (versionId: number) =>
  queryOptions({
    queryKey: projectKeys.drawingFile(versionId),
    queryFn: () => download('/item/drawing/preview', { versionId }),
    // A version never changes: once fetched it is kept while the page lives.
    staleTime: Infinity,
  });

export const addDrawing = (body: DrawingCreateInput) =>
  send<DrawingList>('post', '/item/drawing/add', body);
export const addDrawingVersion = (body: DrawingVersionInput) =>
  send<DrawingList>('post', '/item/drawing/version', body);
export const approveDrawing = (body: DrawingApprove) =>
  send<DrawingList>('post', '/item/drawing/approve', body);

export const designChangesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.designChanges(projectId),
    queryFn: () => getData<DesignChangeList>('/item/design-change/list', { projectId }),
  });

export const designChangeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.designChange(id),
    queryFn: () => getData<DesignChangeDetail>('/item/design-change/detail', { id }),
  });

export const addDesignChange = (body: DesignChangeInput) =>
  send<DesignChangeDetail>('post', '/item/design-change/add', body);
// ---- contractors and their documents, warranty repair orders --------------------------------

export const contractorsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.contractors(projectId),
    queryFn: () => getData<ProjectContractors>('/item/contractor/list', { projectId }),
  });

export const addContractor = (body: ContractorAddInput) =>
  send<ProjectContractors>('post', '/item/contractor/add', body);

export const removeContractor = (body: ContractorRemove) =>
  send<ProjectContractors>('post', '/item/contractor/remove', body);

export const addContractorDoc = (body: ContractorDocAddInput) =>
  send<ProjectContractors>('post', '/item/contractor/doc/add', body);

export const replaceContractorDoc = (body: ContractorDocReplaceInput) =>
  send<ProjectContractors>('post', '/item/contractor/doc/replace', body);

export const warrantyQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.warranty(projectId),
    queryFn: () => getData<ProjectWarranty>('/item/warranty/list', { projectId }),
  });

export const raiseWarrantyOrder = (body: WarrantyRaiseInput) =>
  send<ProjectWarranty>('post', '/item/warranty/raise', body);

export const linkWarrantyOrder = (body: WarrantyLink) =>
  send<ProjectWarranty>('post', '/item/warranty/link', body);

// ---- acceptance checklists (templates, completion, shop handover) ---------------------------

export const acceptanceTemplatePageQueryOptions = (params: AcceptanceTemplatePageParams) =>
  queryOptions({
    queryKey: projectKeys.acceptanceTemplates(params),
    queryFn: () => getData<Page<AcceptanceTemplate>>('/item/acceptance-template/page', params),
    placeholderData: keepPreviousData,
  });

export const acceptanceTemplateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.acceptanceTemplate(id),
    queryFn: () => getData<AcceptanceTemplateDetail>('/item/acceptance-template/detail', { id }),
  });

export const createAcceptanceTemplate = (body: AcceptanceTemplateCreateInput) =>
  send<AcceptanceTemplateDetail>('post', '/item/acceptance-template/add', body);
export const editAcceptanceTemplate = (body: AcceptanceTemplateEditInput) =>
  send<AcceptanceTemplateDetail>('put', '/item/acceptance-template/edit', body);
export const enableAcceptanceTemplate = (body: { id: number; enabled: boolean }) =>
  send<AcceptanceTemplate>('put', '/item/acceptance-template/enable', body);

export const acceptancesQueryOptions = (projectId: number, kind: AcceptanceKind) =>
  queryOptions({
    queryKey: projectKeys.acceptances(projectId, kind),
    queryFn: () => getData<Acceptance[]>('/item/acceptance/list', { projectId, kind }),
  });

/** Completes a project with its filled completion checklist. */
export const completeProject = (body: ProjectCompletionInput) =>
  send<Acceptance>('post', '/item/complete', body);
export const addHandover = (body: HandoverCreateInput) =>
  send<Acceptance>('post', '/item/handover/add', body);

/** A stage's required checklist: its form now and as filled in for it. */
export const stageChecklistQueryOptions = (stageId: number) =>
  queryOptions({
    queryKey: projectKeys.stageChecklist(stageId),
    queryFn: () => getData<StageChecklist>('/item/stage/checklist', { stageId }),
  });
export const fillStageChecklist = (body: StageChecklistCreateInput) =>
  send<Acceptance>('post', '/item/stage/checklist', body);

// ---- SKU orders and dispatches (docs/projects.md, "SKU orders and dispatches") --------------

/** Their keys, under `projectKeys.all` as every project key is. */
export const materialKeys = {
  all: [...projectKeys.all, 'materials'] as const,
  skuOrders: (params: SkuOrderPageParams) => [...materialKeys.all, 'skuOrders', params] as const,
  // One SKU order's key is api/sku-order.ts's (the purchase page reads it too).
  skuOptions: (params: CatalogueOptionParams) =>
    [...materialKeys.all, 'skuOptions', params] as const,
  issueWarehouses: () => [...materialKeys.all, 'issueWarehouses'] as const,
  dispatches: (params: DispatchPageParams) => [...materialKeys.all, 'dispatches', params] as const,
  dispatch: (id: number) => [...materialKeys.all, 'dispatch', id] as const,
  suppliers: (params: CatalogueOptionParams) => [...materialKeys.all, 'suppliers', params] as const,
};

export const skuOrderPageQueryOptions = (params: SkuOrderPageParams) =>
  queryOptions({
    queryKey: materialKeys.skuOrders(params),
    queryFn: () => getData<Page<SkuOrder>>('/item/sku-order/page', params),
    placeholderData: keepPreviousData,
  });

/** The enabled SKUs a SKU order may ask for: the first matches of `q` (a picker's search). */
export const skuOptionsQueryOptions = (params: CatalogueOptionParams) =>
  queryOptions({
    queryKey: materialKeys.skuOptions(params),
    queryFn: () => getData<Page<SkuOption>>('/item/sku-order/skus', params),
    placeholderData: keepPreviousData,
  });

export const issueWarehousesQueryOptions = () =>
  queryOptions({
    queryKey: materialKeys.issueWarehouses(),
    queryFn: () => getData<OrderWarehouse[]>('/item/sku-order/warehouses'),
  });

export const createSkuOrder = (body: SkuOrderInput) =>
  send<SkuOrderDetail>('post', '/item/sku-order/add', body);
export const issueSkuOrder = (body: SkuOrderIssue) =>
  send<SkuOrderDetail>('post', '/item/sku-order/issue', body);
export const reserveSkuOrder = (body: SkuOrderReserve) =>
  send<SkuOrderDetail>('post', '/item/sku-order/reserve', body);
export const releaseSkuOrder = (body: SkuOrderReason) =>
  send<SkuOrderDetail>('post', '/item/sku-order/release', body);
export const cancelSkuOrder = (body: SkuOrderReason) =>
  send<SkuOrderDetail>('post', '/item/sku-order/cancel', body);
export const returnSkuOrder = (body: SkuOrderReason) =>
  send<SkuOrderDetail>('post', '/item/sku-order/return', body);

export const dispatchPageQueryOptions = (params: DispatchPageParams) =>
  queryOptions({
    queryKey: materialKeys.dispatches(params),
    queryFn: () => getData<Page<Dispatch>>('/item/dispatch/page', params),
    placeholderData: keepPreviousData,
  });

export const dispatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: materialKeys.dispatch(id),
    queryFn: () => getData<DispatchDetail>('/item/dispatch/detail', { id }),
  });

/** The enabled suppliers a dispatch may send: the first matches of `q` (a picker's search). */
export const dispatchSuppliersQueryOptions = (params: CatalogueOptionParams) =>
  queryOptions({
    queryKey: materialKeys.suppliers(params),
    queryFn: () => getData<Page<SupplierOption>>('/item/dispatch/suppliers', params),
    placeholderData: keepPreviousData,
  });

export const createDispatch = (body: DispatchInput) =>
  send<DispatchDetail>('post', '/item/dispatch/add', body);
export const sendDispatch = (body: DispatchStepInput) =>
  send<DispatchDetail>('post', '/item/dispatch/dispatch', body);
export const finishDispatch = (body: DispatchStepInput) =>
  send<DispatchDetail>('post', '/item/dispatch/finish', body);
export const cancelDispatch = (body: DispatchCancel) =>
  send<DispatchDetail>('post', '/item/dispatch/cancel', body);

export const exportDispatches = (params: Omit<DispatchPageParams, 'current' | 'size'>) =>
  download('/item/dispatch/export', params);

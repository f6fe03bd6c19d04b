import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ApprovalAction,
  ApprovalApproveBody,
  ApprovalCcBody,
  ApprovalCounts,
  ApprovalOpenTask,
  ApprovalPageParams,
  ApprovalPreview,
  ApprovalPreviewBody,
  ApprovalPreviewChoice,
  ApprovalPreviewChoicesQuery,
  ApprovalRejectBody,
  ApprovalRequestDetail,
  ApprovalRequestRow,
  ApprovalSendBackBody,
  ApprovalTemplateCreateBody,
  ApprovalTemplatePageParams,
  ApprovalTemplateRecord,
  ApprovalTemplateUpdateBody,
  ApprovalTransferBody,
  Envelope,
  Page,
  Serialized,
} from '@depot/shared';
import { getData } from './get-data';
import { http } from './http';

/**
 * The approval engine (`/approval`, AREAS.md §1, issue #17): the approval centre's lists and
 * counts, a request with its route, trail and the viewer's actions, the actions themselves, and
 * the flow templates with their preview. Every query key starts with `approvalKeys.all`; the
 * message drawer's approve and reject use the same calls and keys.
 */
export type { ApprovalPageParams, ApprovalTemplatePageParams } from '@depot/shared';

/** A row of the approval centre, as it travels. */
export type ApprovalRow = Serialized<ApprovalRequestRow>;
/** A request's page: its document, route, trail, copies and what the viewer may do. */
export type ApprovalDetail = Serialized<ApprovalRequestDetail>;
export type ApprovalTemplate = Serialized<ApprovalTemplateRecord>;
export type ApprovalPreviewAnswer = Serialized<ApprovalPreview>;

export const approvalKeys = {
  all: ['approval'] as const,
  requests: () => [...approvalKeys.all, 'request'] as const,
  pages: () => [...approvalKeys.requests(), 'page'] as const,
  page: (params: ApprovalPageParams) => [...approvalKeys.pages(), params] as const,
  counts: () => [...approvalKeys.requests(), 'counts'] as const,
  detail: (id: number) => [...approvalKeys.requests(), 'detail', id] as const,
  allTasks: () => [...approvalKeys.requests(), 'tasks'] as const,
  tasks: (requestIds: readonly number[], documents: readonly string[] = []) =>
    [...approvalKeys.allTasks(), requestIds, documents] as const,
  templates: () => [...approvalKeys.all, 'template'] as const,
  templatePage: (params: ApprovalTemplatePageParams) =>
    [...approvalKeys.templates(), 'page', params] as const,
  template: (id: number) => [...approvalKeys.templates(), 'detail', id] as const,
  choices: (params: ApprovalPreviewChoicesQuery) =>
    [...approvalKeys.templates(), 'choices', params] as const,
};

// ---- requests ---------------------------------------------------------------------------

/** GET /approval/page: one view of the approval centre (to-do, done, mine, copied), filtered. */
export const approvalPageQueryOptions = (params: ApprovalPageParams) =>
  queryOptions({
    queryKey: approvalKeys.page(params),
    queryFn: () => getData<Page<ApprovalRow>>('/approval/page', params),
    placeholderData: keepPreviousData,
  });

/** GET /approval/counts: the four views' badges. */
export const approvalCountsQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.counts(),
    queryFn: () => getData<ApprovalCounts>('/approval/counts'),
  });

/** GET /approval/:id: a request as the viewer may see it, with the actions open to them. */
export const approvalDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: approvalKeys.detail(id),
    queryFn: () => getData<ApprovalDetail>(`/approval/${id}`),
  });

/**
 * GET /approval/tasks: of these requests, and of the requests carrying these documents (as
 * `costVisa:12`), named by the approvers' notices of a message drawer page, those waiting on the
 * viewer's decision now, with the version an action names: one call per page, not one detail per
 * notice. The lists are the key as given: pass them sorted and without repeats.
 */
export const approvalTasksQueryOptions = (
  requestIds: readonly number[],
  documents: readonly string[] = [],
) =>
  queryOptions({
    queryKey: approvalKeys.tasks(requestIds, documents),
    queryFn: () =>
      getData<ApprovalOpenTask[]>('/approval/tasks', {
        requestId: requestIds,
        document: documents,
      }),
  });

/** Each action's body (every one names the request's version it was decided on). */
export interface ApprovalActionBodies {
  approve: ApprovalApproveBody;
  reject: ApprovalRejectBody;
  sendBack: ApprovalSendBackBody;
  transfer: ApprovalTransferBody;
  cc: ApprovalCcBody;
  withdraw: ApprovalApproveBody;
  resubmit: ApprovalApproveBody;
}

/** The address of each action under `/approval/:id/`. */
const ACTION_PATHS: Record<ApprovalAction, string> = {
  approve: 'approve',
  reject: 'reject',
  sendBack: 'send-back',
  transfer: 'transfer',
  cc: 'cc',
  withdraw: 'withdraw',
  resubmit: 'resubmit',
};

/** One action with its body. */
export type ApprovalActionCall = {
  [A in ApprovalAction]: { action: A; body: ApprovalActionBodies[A] };
}[ApprovalAction];

/**
 * POST /approval/:id/<action>: answers the request as it is now. A stale version, or someone who
 * acted first, or an effect the document can no longer take, is a 409 with the server's reason.
 */
export async function runApprovalAction(
  requestId: number,
  { action, body }: ApprovalActionCall,
): Promise<ApprovalDetail> {
  const response = await http.post<Envelope<ApprovalDetail>>(
    `/approval/${requestId}/${ACTION_PATHS[action]}`,
    body,
  );
  return response.data.data;
}

/**
 * After an action: the request as the server answered it (or, after a refusal, read again), and
 * the approval centre's lists and counts and the drawer's open tasks read again when next shown.
 */
export async function settleApprovalAction(
  queryClient: QueryClient,
  requestId: number,
  detail: ApprovalDetail | undefined,
): Promise<void> {
  if (detail) queryClient.setQueryData(approvalKeys.detail(requestId), detail);
  await Promise.all([
    detail
      ? undefined
      : queryClient.invalidateQueries({ queryKey: approvalKeys.detail(requestId) }),
    queryClient.invalidateQueries({ queryKey: approvalKeys.pages() }),
    queryClient.invalidateQueries({ queryKey: approvalKeys.counts() }),
    queryClient.invalidateQueries({ queryKey: approvalKeys.allTasks() }),
  ]);
}

// ---- flow templates ---------------------------------------------------------------------

export const approvalTemplatePageQueryOptions = (params: ApprovalTemplatePageParams) =>
  queryOptions({
    queryKey: approvalKeys.templatePage(params),
    queryFn: () => getData<Page<ApprovalTemplate>>('/approval/template/page', params),
    placeholderData: keepPreviousData,
  });

/** What the preview of a type lets one pick besides assets (a warehouse, a lock), by text. */
export const approvalPreviewChoicesQueryOptions = (params: ApprovalPreviewChoicesQuery) =>
  queryOptions({
    queryKey: approvalKeys.choices(params),
    queryFn: () => getData<ApprovalPreviewChoice[]>('/approval/template/preview/choices', params),
    placeholderData: keepPreviousData,
  });

export const approvalTemplateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: approvalKeys.template(id),
    queryFn: () => getData<ApprovalTemplate>(`/approval/template/${id}`),
  });

export async function createApprovalTemplate(
  body: ApprovalTemplateCreateBody,
): Promise<ApprovalTemplate> {
  return (await http.post<Envelope<ApprovalTemplate>>('/approval/template', body)).data.data;
}

/** PUT /approval/template (the area kit's update: the id is in the body): a new version; a stale `version` is a 409. */
export async function updateApprovalTemplate(
  body: ApprovalTemplateUpdateBody,
): Promise<ApprovalTemplate> {
  return (await http.put<Envelope<ApprovalTemplate>>('/approval/template', body)).data.data;
}

/** Refused (409) while requests still run on it. */
export async function deleteApprovalTemplate(templateId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/approval/template/${templateId}`);
}

/** POST /approval/template/preview: which template a document would take, and who would approve. */
export async function previewApprovalRoute(
  body: ApprovalPreviewBody,
): Promise<ApprovalPreviewAnswer> {
  const response = await http.post<Envelope<ApprovalPreviewAnswer>>(
    '/approval/template/preview',
    body,
  );
  return response.data.data;
}

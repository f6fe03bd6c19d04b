/**
 * The calls the approval sections make, through the real API as the web client makes them:
 * flow templates, lifecycle documents, approval actions. Every call answers the envelope's
 * data or throws with the status and the server's message.
 */
import type {
  ApprovalRequestDetailWire,
  ApprovalStep,
  ApprovalTemplateWire,
  AssetDocCreate,
  Page,
} from '@depot/shared';
import type { OpenRequest } from './approval-data';
import { httpCall } from './http-client';

export async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const { status, text } = await httpCall(
    `${baseUrl}${path}`,
    method,
    { authorization: `Bearer ${token}` },
    body === undefined ? undefined : JSON.stringify(body),
  );
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** JSON with every object's keys sorted: two values that mean the same compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export interface BenchTemplate {
  docType: ApprovalTemplateWire['docType'];
  name: string;
  categoryId: number;
  steps: ApprovalStep[];
}

/**
 * The bench's flow template of a type: chosen before any other for documents of the bench
 * category (priority 1000, the category as its condition), nobody else's. Made when missing,
 * saved as a new version when its steps differ from `spec`'s.
 */
export async function ensureTemplate(
  baseUrl: string,
  adminToken: string,
  spec: BenchTemplate,
): Promise<void> {
  const query = new URLSearchParams({ docType: spec.docType, name: spec.name, size: '50' });
  const page = await call<Page<ApprovalTemplateWire>>(
    baseUrl,
    'GET',
    `/approval/template/page?${query}`,
    adminToken,
  );
  const body = {
    docType: spec.docType,
    name: spec.name,
    priority: 1000,
    enabled: true,
    condition: {
      minAmount: null,
      maxAmount: null,
      categoryIds: [spec.categoryId],
      enterpriseIds: [],
    },
    steps: spec.steps,
  };
  const found = page.records.find((t) => t.name === spec.name);
  if (!found) {
    await call(baseUrl, 'POST', '/approval/template', adminToken, body);
    return;
  }
  const same =
    canonical(found.steps) === canonical(spec.steps) &&
    canonical(found.condition) === canonical(body.condition) &&
    found.enabled &&
    found.priority === body.priority;
  if (!same) {
    await call(baseUrl, 'PUT', '/approval/template', adminToken, {
      ...body,
      templateId: found.templateId,
      version: found.version,
    });
  }
}

/** A step as the template editor saves it, with the defaults spelled out. */
export function step(
  name: string,
  approvers: ApprovalStep['approvers'],
  mode: ApprovalStep['mode'] = 'any',
): ApprovalStep {
  return {
    name,
    approvers,
    mode,
    whenEmpty: 'admin',
    whenApplicant: 'keep',
    timeoutHours: null,
    timeoutAction: 'remind',
  };
}

export interface AppliedDoc {
  docId: number;
  code: string;
  requestId: number;
  status: string;
}

/** POST /as/doc: a document, submitted for approval at once. */
export const applyDoc = (baseUrl: string, token: string, body: AssetDocCreate) =>
  call<AppliedDoc>(baseUrl, 'POST', '/as/doc', token, body);

export const readRequest = (baseUrl: string, token: string, requestId: number) =>
  call<ApprovalRequestDetailWire>(baseUrl, 'GET', `/approval/${requestId}`, token);

/** POST /approval/:id/approve or /reject on the version read; the request's new detail. */
export const decide = (
  baseUrl: string,
  token: string,
  requestId: number,
  action: 'approve' | 'reject',
  version: number,
  comment = '',
) =>
  call<ApprovalRequestDetailWire>(baseUrl, 'POST', `/approval/${requestId}/${action}`, token, {
    version,
    comment,
  });

/**
 * Ends requests a stopped run left in approval (their assets are held until then): each is
 * rejected by one of its approvers the bench holds a token for. One it cannot end is an error
 * naming it.
 */
export async function rejectLeftovers(
  baseUrl: string,
  leftovers: readonly OpenRequest[],
  tokenOf: (userId: number) => string | undefined,
): Promise<number> {
  for (const request of leftovers) {
    const approver = request.approverIds.find((id) => tokenOf(id) !== undefined);
    if (approver === undefined) {
      throw new Error(
        `bench request ${request.code} is in approval with nobody the bench signs in as: ` +
          'end it by hand or delete bench/tmp',
      );
    }
    await decide(
      baseUrl,
      tokenOf(approver)!,
      request.requestId,
      'reject',
      request.version,
      '基准测试：上次运行中断，结束此申请',
    );
  }
  return leftovers.length;
}

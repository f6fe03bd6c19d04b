import type { ApprovalCounts } from '@depot/shared';
import type { ApprovalDetail, ApprovalTemplate } from '../../../api/approval';
import {
  fail,
  ok,
  type FakeRequest,
  type FakeReply,
  type FakeRoutes,
} from '../../../test/fake-server';
import { ADMIN, USERS, rowOf } from './approval-fixtures';

/** What the fake server holds; tests change it to play another user or a race. */
export interface ApprovalData {
  requests: ApprovalDetail[];
  counts: ApprovalCounts;
  templates: ApprovalTemplate[];
  /** When set, the next action is refused with this 409 (someone acted first). */
  raced?: string;
  /** Other routes a test needs (assets, the preview…). */
  extra?: FakeRoutes;
}

/** The answer of a stale version, as the server words it. */
export const STALE = '该申请已被他人处理，请刷新后重试';

const ACTIONS: Record<string, (request: ApprovalDetail, body: Record<string, unknown>) => void> = {
  approve: (r) =>
    Object.assign(r, { status: 'approved', currentStep: null, currentStepName: null }),
  reject: (r) => Object.assign(r, { status: 'rejected', currentStep: null, currentStepName: null }),
  'send-back': (r) => Object.assign(r, { currentStep: null, currentStepName: null }),
  withdraw: (r) => Object.assign(r, { status: 'withdrawn', currentStep: null }),
  resubmit: (r) => Object.assign(r, { currentStep: 0 }),
  transfer: () => undefined,
  cc: (r, body) => {
    const ids = (body.userIds as number[] | undefined) ?? [];
    r.cc = [
      ...r.cc,
      ...USERS.filter((u) => ids.includes(u.userId)).map(({ deptId: _, ...p }) => p),
    ];
  },
};

/**
 * The approval calls on an in-memory store, with the server's rules where a test looks at them:
 * a stale version (or a race the test sets up) is a 409 and changes nothing; an action answers
 * the request as it is now; a template still in use cannot be deleted; a template save names
 * the version read.
 */
export function approvalBackend(data: () => ApprovalData): FakeRoutes {
  const find = (id: string | undefined) => data().requests.find((r) => String(r.requestId) === id);
  const act = (id: string, action: string, request: FakeRequest): FakeReply => {
    const found = find(id);
    if (!found) return fail(404, '审批不存在');
    const body = request.body as Record<string, unknown>;
    const raced = data().raced;
    if (raced !== undefined) {
      data().raced = undefined;
      return fail(409, raced);
    }
    if (body.version !== found.version) return fail(409, STALE);
    ACTIONS[action]?.(found, body);
    Object.assign(found, { version: found.version + 1, actions: [], myTaskId: null });
    return ok(structuredClone(found));
  };
  const routes: FakeRoutes = {
    'GET /admin/user/list': () => ok(USERS),
    'GET /admin/dept/list': () =>
      ok([{ deptId: 3, parentId: 0, name: '资产管理部', entCode: 'HQ', sort: 1 }]),
    'GET /admin/role/list': () =>
      ok([{ roleId: 2, roleName: '资产管理员', roleCode: 'ASSET_ADMIN', description: null }]),
    'GET /as/enterprise/list': () => ok([{ entId: 1, code: 'HQ', name: '总部', parentCode: null }]),
    'GET /as/category/list': () => ok([]),
    'GET /approval/counts': () => ok({ ...data().counts }),
    'GET /approval/page': ({ params }) => {
      const current = Number(params.current ?? 1);
      const size = Number(params.size ?? 10);
      const records = data()
        .requests.filter((r) => params.status === undefined || r.status === params.status)
        .filter((r) => params.docType === undefined || r.docType === params.docType)
        .map(rowOf);
      return ok({
        records: structuredClone(records.slice((current - 1) * size, current * size)),
        total: records.length,
        current,
        size,
      });
    },
    'GET /approval/template/page': ({ params }) => {
      const records = data().templates.filter(
        (t) => params.docType === undefined || t.docType === params.docType,
      );
      return ok({ records: structuredClone(records), total: records.length, current: 1, size: 10 });
    },
    'PUT /approval/template': ({ body }) => {
      const sent = body as ApprovalTemplate;
      const list = data().templates;
      const index = list.findIndex((t) => t.templateId === sent.templateId);
      const found = list[index];
      if (!found) return fail(404, '模板不存在');
      if (sent.version !== found.version) return fail(409, '该模板已被他人修改');
      list[index] = { ...found, ...sent, version: found.version + 1 };
      return ok(structuredClone(list[index]));
    },
    'POST /approval/template': ({ body }) => {
      const created = {
        ...(body as ApprovalTemplate),
        templateId: 90,
        version: 1,
        pendingCount: 0,
        updatedAt: '2026-03-03T00:00:00.000Z',
      };
      data().templates.push(created);
      return ok(created);
    },
  };
  const templatePath = /^(GET|DELETE) \/approval\/template\/(\d+)$/;
  const requestPath = /^GET \/approval\/(\d+)$/;
  const actionPath = /^POST \/approval\/(\d+)\/([a-z-]+)$/;
  // Handlers are looked up per call, so every id has its routes and tests may change `data`.
  return new Proxy(routes, {
    get: (target, key) => {
      if (typeof key !== 'string') return undefined;
      const extra = data().extra?.[key];
      if (extra) return extra;
      const request = requestPath.exec(key);
      if (request) {
        return () => {
          const found = find(request[1]);
          return found ? ok(structuredClone(found)) : fail(404, '审批不存在');
        };
      }
      const action = actionPath.exec(key);
      if (action) return (r: FakeRequest) => act(action[1]!, action[2]!, r);
      const tpl = templatePath.exec(key);
      if (tpl) {
        return () => {
          const list = data().templates;
          const index = list.findIndex((t) => String(t.templateId) === tpl[2]);
          const found = list[index];
          if (!found) return fail(404, '模板不存在');
          if (tpl[1] === 'GET') return ok(structuredClone(found));
          if (found.pendingCount > 0) {
            return fail(409, `该模板还有 ${found.pendingCount} 个进行中的申请，不能删除`);
          }
          list.splice(index, 1);
          return ok(true);
        };
      }
      return target[key];
    },
  });
}

/** The signed-in user of these tests (test/fixtures' USER_INFO): 管理员. */
export const VIEWER = ADMIN;

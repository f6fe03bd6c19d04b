import {
  NOTICE_TYPES,
  WARE_SPECIAL_PERMISSIONS as S,
  type ApprovalStep,
  type Page,
  type WareOrder,
} from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '../../core/time-zone';
import { approvalRequest, notice } from '../../db/schema';
import { ADMIN_PASSWORD, areaEngines, bearer, signIn, useTestApp } from '../../../test/helpers';
import { act, allKeys, call, callerWith, places, signed, type Caller } from './test-fixtures';
import { wareOrder, wareOrderAsset } from './tables';

/** One step that the named user decides alone. */
const oneApprover = (userId: number): ApprovalStep => ({
  name: '仓储主管审批',
  approvers: { kind: 'users', userIds: [userId] },
  mode: 'any',
  whenEmpty: 'admin',
  whenApplicant: 'skip',
  timeoutHours: null,
  timeoutAction: 'remind',
});

describe.each(areaEngines())('special work orders on %s', (engine) => {
  const t = useTestApp(engine);
  let applicant: Caller;
  let approver: Caller;
  let bystander: Caller;
  let worker: Caller;
  let where: Awaited<ReturnType<typeof places>>;

  beforeAll(async () => {
    applicant = await callerWith(t, allKeys('special'));
    approver = await callerWith(t, [S.view]);
    bystander = await callerWith(t, [S.view]);
    worker = await callerWith(t, [S.view, S.act], 'self');
    where = await places(t);
    // Above the demo's template: this suite's approver decides every special order.
    const admin = bearer((await signIn(t, 'admin', ADMIN_PASSWORD)).access_token);
    const template = await t.app.inject({
      method: 'POST',
      url: '/approval/template',
      headers: admin,
      payload: {
        docType: 'specialOrder',
        name: '特殊工单测试',
        priority: 100,
        condition: { minAmount: null, maxAmount: null, categoryIds: [], enterpriseIds: [] },
        steps: [oneApprover(approver.id)],
      },
    });
    expect(template.statusCode, template.body).toBe(200);
  });

  async function apply(fields: Record<string, unknown> = {}) {
    const res = await call(t, applicant, 'POST', '/ware/special-order', {
      kind: 'install',
      storeId: where.storeId,
      assetIds: where.assetIds,
      urgency: 'critical',
      reason: '门店防盗门故障，需连夜更换',
      ...fields,
    });
    expect(res.status, res.msg ?? '').toBe(200);
    return res.data;
  }

  /** The notices about the order's request: [recipient, type] in order. */
  async function noticesOf(requestId: number) {
    const rows = await t.db
      .select({ recipientId: notice.recipientId, type: notice.type })
      .from(notice)
      .where(and(eq(notice.linkArea, 'approval'), eq(notice.linkId, String(requestId))))
      .orderBy(asc(notice.id));
    return rows.map((r) => [r.recipientId, r.type]);
  }

  const decide = (by: Caller, requestId: number, action: string, comment = '') =>
    t.app.inject({
      method: 'POST',
      url: `/approval/${requestId}/${action}`,
      headers: by.headers,
      payload: { version: 0, comment },
    });

  it('waits for approval (notice 29 to the approver), then works as a work order (30 to the applicant)', async () => {
    let order = await apply();
    const day = storeDay().replaceAll('-', '');
    expect(order.code).toMatch(new RegExp(`^SWO${day}\\d{5}$`));
    expect(order).toMatchObject({ type: 'special', status: 'approving', urgency: 'critical' });
    expect(order.approval).toMatchObject({
      status: 'pending',
      applicant: { userId: applicant.id },
    });
    expect(order.approval!.trail.map((e) => e.action)).toEqual(['submit']);
    const requestId = order.requestId!;
    expect(await noticesOf(requestId)).toEqual([[approver.id, NOTICE_TYPES.specialOrderApproval]]);

    // Nobody acts before approval: each action is a 409 naming the state.
    for (const action of ['assign', 'start', 'cancel'] as const) {
      const body =
        action === 'assign' ? { workerId: worker.id } : action === 'cancel' ? { reason: 'x' } : {};
      const refused = await act(t, applicant, order, action, body);
      expect(refused.status).toBe(409);
      expect(refused.msg).toMatch(/^a work order that is awaiting approval cannot be /);
    }
    expect(
      (await t.db.select().from(wareOrder).where(eq(wareOrder.id, order.orderId)))[0],
    ).toMatchObject({
      status: 'approving',
      workerId: null,
      version: 0,
    });

    const approved = await decide(approver, requestId, 'approve', '同意，尽快处理');
    expect(approved.statusCode, approved.body).toBe(200);
    order = (await call(t, applicant, 'GET', `/ware/special-order/${order.orderId}`)).data;
    expect(order.status).toBe('pending');
    expect(order.approval!.status).toBe('approved');
    expect(order.approval!.trail.map((e) => e.action)).toEqual(['submit', 'approve']);
    expect(order.timeline.map((e) => [e.action, e.toStatus])).toEqual([
      ['create', 'approving'],
      ['approved', 'pending'],
    ]);
    expect(await noticesOf(requestId)).toEqual([
      [approver.id, NOTICE_TYPES.specialOrderApproval],
      [applicant.id, NOTICE_TYPES.specialOrderApplication],
    ]);

    order = (await act(t, applicant, order, 'assign', { workerId: worker.id })).data;
    order = (await act(t, worker, order, 'start')).data;
    const done = await act(t, worker, order, 'finish', signed(5));
    expect(done.data).toMatchObject({ status: 'done', signed: true });

    // The approver and a bystander with the view key and an enterprise scope see it; the
    // worker sees theirs.
    const list = await call<Page<WareOrder>>(t, worker, 'GET', '/ware/special-order/page');
    expect(list.data.records.map((o) => o.orderId)).toEqual([order.orderId]);
    expect((await call(t, bystander, 'GET', `/ware/special-order/${order.orderId}`)).status).toBe(
      200,
    );
  });

  it('never becomes workable once rejected; the applicant hears it (30)', async () => {
    const order = await apply({ reason: '临时加装监控' });
    const requestId = order.requestId!;
    const rejected = await decide(approver, requestId, 'reject', '预算不足');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const read = (await call(t, applicant, 'GET', `/ware/special-order/${order.orderId}`)).data;
    expect(read.status).toBe('rejected');
    expect(read.approval!.trail.map((e) => e.action)).toEqual(['submit', 'reject']);
    expect(await noticesOf(requestId)).toEqual([
      [approver.id, NOTICE_TYPES.specialOrderApproval],
      [applicant.id, NOTICE_TYPES.specialOrderApplication],
    ]);
    const refused = await act(t, applicant, read, 'assign', { workerId: worker.id });
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe('a work order that is rejected cannot be assigned');
  });

  it('never becomes workable once withdrawn', async () => {
    const order = await apply();
    const withdrawn = await decide(applicant, order.requestId!, 'withdraw');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const read = (await call(t, applicant, 'GET', `/ware/special-order/${order.orderId}`)).data;
    expect(read.status).toBe('withdrawn');
    const refused = await act(t, applicant, read, 'start');
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe('a work order that is withdrawn cannot be started');
  });

  it('sent back, is changed by its applicant and resubmitted at once; nobody else may, nor twice', async () => {
    const order = await apply({ urgency: 'high', reason: '更换门禁' });
    const requestId = order.requestId!;
    const sentBack = await t.app.inject({
      method: 'POST',
      url: `/approval/${requestId}/send-back`,
      headers: approver.headers,
      payload: { version: 0, comment: '请写明读卡器', toStep: null },
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    const back = (await call(t, applicant, 'GET', `/ware/special-order/${order.orderId}`)).data;
    expect(back.status).toBe('sentBack');
    const url = `/ware/special-order/${order.orderId}/resubmit`;
    const change = {
      version: back.version,
      kind: 'install',
      urgency: 'critical',
      reason: '更换门禁及读卡器',
      remark: '夜间施工',
      assetIds: where.assetIds.slice(0, 1),
      comment: '已写明',
    };
    const stored = async () => ({
      order: (await t.db.select().from(wareOrder).where(eq(wareOrder.id, order.orderId)))[0]!,
      assets: (
        await t.db
          .select({ id: wareOrderAsset.assetId })
          .from(wareOrderAsset)
          .where(eq(wareOrderAsset.orderId, order.orderId))
      ).length,
    });
    const untouched = await stored();

    // Another holder of the keys is not the applicant; a stale version, an asset the applicant
    // does not see and a missing reason are refused; none of them changes anything.
    const other = await callerWith(t, allKeys('special'));
    const refusals = [
      [await call(t, other, 'PUT', url, change), 403],
      [await call(t, approver, 'PUT', url, change), 403],
      [await call(t, applicant, 'PUT', url, { ...change, version: back.version - 1 }), 409],
      [await call(t, applicant, 'PUT', url, { ...change, assetIds: [9_999_999] }), 400],
      [await call(t, applicant, 'PUT', url, { ...change, reason: '' }), 400],
    ] as const;
    for (const [res, status] of refusals) expect(res.status, res.msg ?? '').toBe(status);
    expect(await stored()).toEqual(untouched);

    const resubmitted = await call(t, applicant, 'PUT', url, change);
    expect(resubmitted.status, resubmitted.msg ?? '').toBe(200);
    expect(resubmitted.data).toMatchObject({
      status: 'approving',
      urgency: 'critical',
      reason: '更换门禁及读卡器',
      remark: '夜间施工',
      assetCount: 1,
    });
    expect(resubmitted.data.timeline.map((e) => [e.action, e.note])).toContainEqual([
      'edit',
      'remark, urgency, reason, assets',
    ]);
    const trail = resubmitted.data.approval!.trail;
    expect(trail.map((e) => e.action)).toEqual(['submit', 'sendBack', 'edit', 'resubmit']);
    expect(trail[2]!.comment).toBe('changed remark, urgency, reason, assets');
    expect(trail[3]!.comment).toBe('已写明');
    // The approvers judge the order as it now is: the request's title names the new reason.
    const [request] = await t.db
      .select({ title: approvalRequest.title, version: approvalRequest.version })
      .from(approvalRequest)
      .where(eq(approvalRequest.id, requestId));
    expect(request!.title).toContain('更换门禁及读卡器');

    const twice = await call(t, applicant, 'PUT', url, {
      ...change,
      version: resubmitted.data.version,
    });
    expect(twice.status).toBe(409);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/approval/${requestId}/approve`,
      headers: approver.headers,
      payload: { version: request!.version, comment: '' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(
      (await call(t, applicant, 'GET', `/ware/special-order/${order.orderId}`)).data.status,
    ).toBe('pending');
  });

  it('needs a reason, and keeps its own keys apart from the work orders’', async () => {
    const orders = async () => (await t.db.select().from(wareOrder)).length;
    const total = await orders();
    const noReason = await call(t, applicant, 'POST', '/ware/special-order', {
      kind: 'install',
      storeId: where.storeId,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toMatch(/reason/);
    const workKeys = await callerWith(t, allKeys('work'));
    const refused = await call(t, workKeys, 'POST', '/ware/special-order', {
      kind: 'install',
      storeId: where.storeId,
      reason: '紧急',
    });
    expect(refused.status).toBe(403);
    expect(await orders()).toBe(total);

    const order = await apply();
    // A special order is not a work order: its id under /ware/order is a 404.
    expect((await call(t, workKeys, 'GET', `/ware/order/${order.orderId}`)).status).toBe(404);
    for (const key of allKeys('special')) {
      const without = await callerWith(
        t,
        allKeys('special').filter((k) => k !== key),
      );
      const res =
        key === S.view
          ? await call(t, without, 'GET', `/ware/special-order/${order.orderId}`)
          : key === S.add
            ? await call(t, without, 'POST', '/ware/special-order', {})
            : key === S.edit
              ? await call(t, without, 'PUT', `/ware/special-order/${order.orderId}`, {
                  version: 0,
                })
              : key === S.export
                ? await call(t, without, 'GET', '/ware/special-order/export')
                : key === S.act
                  ? await act(t, without, order, 'start')
                  : key === S.assign
                    ? await act(t, without, order, 'assign', { workerId: worker.id })
                    : await act(t, without, order, 'cancel', { reason: 'x' });
      expect(res.status, key).toBe(403);
    }
  });
});

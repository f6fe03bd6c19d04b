import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, areaEngines, bearer, signIn, useTestApp } from '../../test/helpers';
import { appUser, department, menu, role, roleMenu } from '../db/schema';
import { purchaseOrder, purchaseOrderAmendment } from '../modules/purchase/tables';
import { approvalRequest } from '../db/schema/approval';
import { DEMO_DEPARTMENT_HEADS } from './demo-approvals';

describe.each(areaEngines())('demo approvals on %s', (engine) => {
  const t = useTestApp(engine);

  it('gives the demo departments their heads', async () => {
    const heads = await t.db
      .select({ department: department.name, username: appUser.username })
      .from(department)
      .innerJoin(appUser, eq(appUser.id, department.leaderId))
      .where(isNotNull(department.leaderId));
    expect(heads).toEqual(expect.arrayContaining([...DEMO_DEPARTMENT_HEADS]));
    expect(heads).toHaveLength(DEMO_DEPARTMENT_HEADS.length);
  });

  it('gives every demo role the approval centre, and only the admin the flow templates', async () => {
    const grants = await t.db
      .select({ code: role.code, path: menu.path })
      .from(roleMenu)
      .innerJoin(role, eq(role.id, roleMenu.roleId))
      .innerJoin(menu, eq(menu.id, roleMenu.menuId));
    const codes = [...new Set(grants.map((g) => g.code))];
    expect(codes.length).toBeGreaterThan(2);
    for (const code of codes) {
      const paths = grants.filter((g) => g.code === code).map((g) => g.path);
      expect(paths, code).toEqual(expect.arrayContaining(['/approval', '/approval/center']));
      expect(paths.includes('/approval/template'), code).toBe(code === 'admin');
    }
    // The centre answers each of them.
    for (const username of ['dispatcher', 'tech_wang', 'manager']) {
      const { access_token } = await signIn(t, username, DEMO_PASSWORD);
      const res = await t.app.inject({ url: '/approval/counts', headers: bearer(access_token) });
      expect(res.statusCode, username).toBe(200);
    }
  });

  it('amends the split demo work order: 4 more boxes approved, a new supplier’s line awaiting the keeper', async () => {
    const rows = await t.db
      .select({
        status: purchaseOrderAmendment.status,
        difference: purchaseOrderAmendment.difference,
        totalAfter: purchaseOrderAmendment.totalAfter,
        order: purchaseOrder.title,
        orderTotal: purchaseOrder.total,
        request: approvalRequest.status,
      })
      .from(purchaseOrderAmendment)
      .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseOrderAmendment.orderId))
      .innerJoin(approvalRequest, eq(approvalRequest.id, purchaseOrderAmendment.requestId))
      .orderBy(purchaseOrderAmendment.id);
    expect(rows.map((r) => [r.order, r.status, r.request])).toEqual([
      ['华东仓月度耗材采购', 'approved', 'approved'],
      ['华东仓月度耗材采购', 'pending', 'pending'],
    ]);
    // The first applied: the order's total is its new total; the second is not applied yet.
    expect(rows[0]!.orderTotal).toBe(rows[0]!.totalAfter);
    expect(Number(rows[0]!.difference)).toBeGreaterThan(0);
    expect(rows[1]!.totalAfter).not.toBe(rows[1]!.orderTotal);
  });
});

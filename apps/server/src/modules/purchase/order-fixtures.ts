/** Shared by the purchase-order suites only (not part of the server). */
import { PERMISSIONS, type PurchaseOrderInput } from '@depot/shared';
import { expect } from 'vitest';
import { call, countedCategory, type Harness, type Person } from '../warehouse/test-fixtures';

export const ORDER_KEYS = Object.values(PERMISSIONS.purchase.order);

let counter = 0;

/** A new enabled supplier made by `by`; its id. */
export async function newSupplier(t: Harness, by: Person, name = `测试供应商 ${++counter}`) {
  const res = await call(t, by, 'POST', '/purchase/supplier', {
    code: `SUP-PO${process.pid % 1000}-${++counter}`,
    name,
    creditCode: null,
    contacts: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.supplierId as number;
}

/** A new SKU stocked as a new counted category; its id and the category's. */
export async function newSku(t: Harness, by: Person) {
  const categoryId = await countedCategory(t);
  const res = await call(t, by, 'POST', '/purchase/sku', {
    code: `SKU-PO${process.pid % 1000}-${++counter}`,
    name: `测试物料 ${counter}`,
    unit: '个',
    categoryId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { skuId: res.json().data.skuId as number, categoryId };
}

/** Records `price` as the supplier's current price of the SKU. */
export async function priceOf(
  t: Harness,
  by: Person,
  supplierId: number,
  skuId: number,
  price: string,
) {
  const res = await call(t, by, 'POST', '/purchase/price', {
    supplierId,
    skuId,
    price,
    leadDays: 7,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * One flow template for work orders (or their amendments), one step decided by `approverId`,
 * above any other; its id.
 */
export async function orderTemplate(
  t: Harness,
  admin: Person,
  approverId: number,
  docType: 'purchaseOrder' | 'purchaseAmendment' = 'purchaseOrder',
) {
  const res = await call(t, admin, 'POST', '/approval/template', {
    docType,
    name: `test purchase order ${++counter}`,
    priority: Math.min(900 + counter, 1000),
    steps: [{ name: 'check', approvers: { kind: 'users', userIds: [approverId] }, mode: 'any' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.templateId as number;
}

/** A work order made by `by` (submitted unless `submit: false`); its detail. */
export async function newOrder(t: Harness, by: Person, body: Partial<PurchaseOrderInput>) {
  const res = await call(t, by, 'POST', '/purchase/order', {
    title: '门店补货',
    submit: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function decide(
  t: Harness,
  approver: Person,
  requestId: number,
  action: 'approve' | 'reject',
) {
  const detail = await call(t, approver, 'GET', `/approval/${requestId}`);
  const res = await call(t, approver, 'POST', `/approval/${requestId}/${action}`, {
    version: detail.json().data.version,
    comment: action === 'reject' ? '预算不足' : '',
  });
  expect(res.statusCode, res.body).toBe(200);
}

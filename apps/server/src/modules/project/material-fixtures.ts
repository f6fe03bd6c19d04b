/** Shared by the SKU order and material discard suites only (not part of the server). */
import { expect } from 'vitest';
import { newSku } from '../purchase/order-fixtures';
import {
  adminOf,
  call,
  inTemplate,
  newWarehouse,
  stockIn,
  type Harness,
  type Person,
} from '../warehouse/test-fixtures';
import { newProject, newTemplate } from './test-fixtures';

/** POSTs `body` to `url` as `by`, expecting `status`; answers the envelope. */
export async function post(t: Harness, by: Person, url: string, body: object, status = 200) {
  const res = await call(t, by, 'POST', url, body);
  expect(res.statusCode, `${url} ${res.body}`).toBe(status);
  return res.json();
}

/** A project, two SKUs (of two categories) and a warehouse holding 10 and 5 of them. */
export async function stockedProject(t: Harness) {
  const admin = await adminOf(t);
  const made = await newProject(t, admin, await newTemplate(t, admin));
  const a = await newSku(t, admin);
  const b = await newSku(t, admin);
  const warehouseId = await newWarehouse(t, admin);
  await inTemplate(t, admin, admin.id);
  await stockIn(t, admin, admin, {
    warehouseId,
    source: 'other',
    lines: [
      { categoryId: a.categoryId, quantity: 10, unitPrice: '3.00' },
      { categoryId: b.categoryId, quantity: 5, unitPrice: '8.00' },
    ],
  });
  return { admin, made, a, b, warehouseId };
}

/** Shared by the SKU order and material discard suites only (not part of the server). */
import { PERMISSIONS, type ProjectStageInput } from '@depot/shared';
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
import { flow, newProject, newTemplate, person } from './test-fixtures';

/** POSTs `body` to `url` as `by`, expecting `status`; answers the envelope. */
export async function post(t: Harness, by: Person, url: string, body: object, status = 200) {
  const res = await call(t, by, 'POST', url, body);
  expect(res.statusCode, `${url} ${res.body}`).toBe(status);
  return res.json();
}

/** How the project is made: its template's stages (else the five stages), its fields. */
export interface ProjectOf {
  stages?: ProjectStageInput[];
  fields?: Record<string, unknown>;
}

/**
 * A project (made as `of` says), two SKUs (of two categories) and
 * a warehouse holding 10 and 5 of them.
 */
export async function stockedProject(t: Harness, of: ProjectOf = {}) {
  const admin = await adminOf(t);
  const made = await newProject(t, admin, await newTemplate(t, admin, of.stages), of.fields);
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

/** A SKU order of project `projectId` made of `lines` and issued from `warehouseId`, as `by`. */
export async function issuedOrder(
  t: Harness,
  by: Person,
  projectId: number,
  warehouseId: number,
  lines: Array<{ skuId: number; quantity: number }>,
) {
  const order = (await post(t, by, '/item/sku-order/add', { projectId, title: '装饰材料', lines }))
    .data;
  return (
    await post(t, by, '/item/sku-order/issue', {
      id: order.id,
      version: order.version,
      warehouseId,
    })
  ).data;
}

/** Returns SKU order `order` (at its `version`) as `by`, expecting `status`; the envelope. */
export function returnOrder(
  t: Harness,
  by: Person,
  order: { id: number; version: number },
  status = 200,
) {
  return post(
    t,
    by,
    '/item/sku-order/return',
    { id: order.id, version: order.version, reason: '材料退库' },
    status,
  );
}

export interface Holding {
  skuOrderLineId: number;
  skuCode: string;
  issued: number;
  discarded: number;
  held: number;
  pending: number;
  available: number;
}

/** The project's holdings by SKU code, and its material discards, as `by` reads them. */
export async function pageOf(t: Harness, by: Person, projectId: number) {
  const res = await call(t, by, 'GET', `/item/material-discard/list?projectId=${projectId}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    holdings: Holding[];
    discards: Array<{ id: number; status: string; lines: Array<{ quantity: number }> }>;
    canDiscard: boolean;
  };
  return { ...data, bySku: new Map(data.holdings.map((h) => [h.skuCode, h])) };
}

/**
 * A project (made as `of` says) with a SKU order issued from a warehouse (4 of SKU a, 5 of b), a flow for material
 * discards decided by `approver`, and `site` holding the view and discard keys.
 */
export async function world(t: Harness, of: ProjectOf = {}) {
  const { admin, made, a, b, warehouseId } = await stockedProject(t, of);
  const issued = await issuedOrder(t, admin, made.id, warehouseId, [
    { skuId: a.skuId, quantity: 4 },
    { skuId: b.skuId, quantity: 5 },
  ]);
  const code = (skuId: number) =>
    issued.lines.find((l: { skuId: number }) => l.skuId === skuId).skuCode as string;
  const approver = await person(t, [PERMISSIONS.project.view]);
  const site = await person(t, [PERMISSIONS.project.view, PERMISSIONS.project.discard]);
  await flow(t, admin, 'materialDiscard', approver.id);
  const page = await pageOf(t, site, made.id);
  const lineOf = (skuId: number) => page.bySku.get(code(skuId))!.skuOrderLineId;
  return {
    admin,
    approver,
    site,
    made,
    warehouseId,
    order: issued,
    a: { ...a, code: code(a.skuId), lineId: lineOf(a.skuId) },
    b: { ...b, code: code(b.skuId), lineId: lineOf(b.skuId) },
  };
}

export function discard(projectId: number, lines: Array<[number, number]>) {
  return {
    projectId,
    reason: '施工损坏，无法使用',
    lines: lines.map(([skuOrderLineId, quantity]) => ({ skuOrderLineId, quantity })),
  };
}

/** A material discard of project `projectId`'s `lines` asked by `by`, expecting `status`. */
export function askDiscard(
  t: Harness,
  by: Person,
  projectId: number,
  lines: Array<[number, number]>,
  status = 200,
) {
  return post(t, by, '/item/material-discard/add', discard(projectId, lines), status);
}

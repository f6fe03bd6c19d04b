import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/logs';
import {
  adminOf,
  call,
  newWarehouse,
  noticesTo,
  personWith,
  type Person,
} from '../warehouse/test-fixtures';
import { ORDER_KEYS, newSku, newSupplier } from './order-fixtures';

const R = PERMISSIONS.purchase.replenishment;
const KEEPER_KEYS = [R.view, R.add];

interface Line {
  skuId: number;
  quantity: number;
  supplier: { id: number } | null;
}

describe.each(areaEngines())('editing a warehouse purchase order’s draft on %s', (engine) => {
  const t = useTestApp(engine);

  /** Two keepers of one warehouse, a keeper of another, a purchaser, two SKUs, a supplier. */
  async function world() {
    const admin = await adminOf(t);
    const keeper = await personWith(t, KEEPER_KEYS, 'self');
    const colleague = await personWith(t, KEEPER_KEYS, 'self');
    const stranger = await personWith(t, KEEPER_KEYS, 'self');
    const buyer = await personWith(t, [...ORDER_KEYS, R.view]);
    const warehouseId = await newWarehouse(t, admin, { keeperIds: [keeper.id, colleague.id] });
    const secondId = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const otherId = await newWarehouse(t, admin, { keeperIds: [stranger.id] });
    const supplierId = await newSupplier(t, admin);
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    return { keeper, colleague, stranger, buyer, warehouseId, secondId, otherId, supplierId, a, b };
  }
  type World = Awaited<ReturnType<typeof world>>;

  async function draftOf(w: World) {
    const res = await call(t, w.keeper, 'POST', '/purchase/replenishment', {
      warehouseId: w.warehouseId,
      neededBy: '2030-01-31',
      remark: '月底补货',
      lines: [
        { skuId: w.a.skuId, quantity: 10, supplierId: w.supplierId },
        { skuId: w.b.skuId, quantity: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const detailOf = async (by: Person, id: number) =>
    (await call(t, by, 'GET', `/purchase/replenishment/${id}`)).json().data;
  const linesOf = (detail: { lines: Line[] }) =>
    detail.lines.map((l) => [l.skuId, l.quantity, l.supplier?.id ?? null]);

  it('replaces the applicant’s draft at its version, on its timeline and audited', async () => {
    const w = await world();
    const draft = await draftOf(w);
    const edit = {
      version: draft.version,
      warehouseId: w.secondId,
      neededBy: '2030-02-15',
      remark: '改为二月中旬',
      lines: [
        { skuId: w.b.skuId, quantity: 7, supplierId: w.supplierId },
        { skuId: w.a.skuId, quantity: 3 },
      ],
    };
    const res = await call(
      t,
      w.keeper,
      'PUT',
      `/purchase/replenishment/${draft.replenishmentId}`,
      edit,
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data;
    expect(edited).toMatchObject({
      status: 'draft',
      version: draft.version + 1,
      warehouse: { id: w.secondId },
      neededBy: '2030-02-15',
      remark: '改为二月中旬',
      lineCount: 2,
      quantity: 10,
      canSubmit: true,
    });
    expect(linesOf(edited)).toEqual([
      [w.b.skuId, 7, w.supplierId],
      [w.a.skuId, 3, null],
    ]);
    expect(edited.events.map((e: { action: string }) => e.action)).toEqual(['create', 'edit']);
    const [audit] = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'replenishment'),
          eq(auditLog.entityId, String(draft.replenishmentId)),
          eq(auditLog.action, 'edit'),
        ),
      );
    expect(audit?.before).toMatchObject({
      remark: '月底补货',
      lines: [{ quantity: 10 }, { quantity: 4 }],
    });
    expect(audit?.after).toMatchObject({ remark: '改为二月中旬' });

    // Saved and submitted at once: the purchasers are told (notice 38); then no longer a draft.
    const submitted = await call(
      t,
      w.keeper,
      'PUT',
      `/purchase/replenishment/${draft.replenishmentId}`,
      {
        ...edit,
        version: edited.version,
        lines: [{ skuId: w.a.skuId, quantity: 5 }],
        submit: true,
      },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', lineCount: 1, quantity: 5 });
    expect(
      (await noticesTo(t, w.buyer.id, NOTICE_TYPES.replenishmentSubmitted)).map((n) => n.linkId),
    ).toContain(String(draft.replenishmentId));
    const late = await call(
      t,
      w.keeper,
      'PUT',
      `/purchase/replenishment/${draft.replenishmentId}`,
      {
        ...edit,
        version: submitted.json().data.version,
      },
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().msg).toContain(draft.code);
    expect(linesOf(await detailOf(w.keeper, draft.replenishmentId))).toEqual([
      [w.a.skuId, 5, null],
    ]);
  });

  it('refuses a stale version, other people, other scopes and bad lines, changing nothing', async () => {
    const w = await world();
    const draft = await draftOf(w);
    const url = `/purchase/replenishment/${draft.replenishmentId}`;
    const body = {
      version: draft.version,
      warehouseId: w.warehouseId,
      neededBy: null,
      remark: null,
      lines: [{ skuId: w.b.skuId, quantity: 1 }],
    };
    const refusals: Array<[Person, object, number]> = [
      [w.keeper, { ...body, version: draft.version + 1 }, 409],
      // A keeper of the same warehouse who did not raise it; one who does not see it.
      [w.colleague, body, 403],
      [w.stranger, body, 404],
      [await personWith(t, [R.view]), body, 403],
      // Into a warehouse the applicant does not keep: 404; lines the schema or catalogue refuse: 400.
      [w.keeper, { ...body, warehouseId: w.otherId }, 404],
      [w.keeper, { ...body, lines: [] }, 400],
      [w.keeper, { ...body, lines: [{ skuId: 2_000_000_000, quantity: 1 }] }, 400],
      [w.keeper, { ...body, lines: [{ skuId: w.b.skuId, quantity: 0 }] }, 400],
      [
        w.keeper,
        {
          ...body,
          lines: [
            { skuId: w.b.skuId, quantity: 1 },
            { skuId: w.b.skuId, quantity: 2 },
          ],
        },
        400,
      ],
    ];
    for (const [by, payload, status] of refusals) {
      const res = await call(t, by, 'PUT', url, payload);
      expect(res.statusCode, res.body).toBe(status);
    }
    const missing = await call(t, w.keeper, 'PUT', '/purchase/replenishment/2000000000', body);
    expect(missing.statusCode).toBe(404);
    const after = await detailOf(w.keeper, draft.replenishmentId);
    expect(after).toMatchObject({
      version: draft.version,
      remark: '月底补货',
      neededBy: '2030-01-31',
    });
    expect(linesOf(after)).toEqual(linesOf(draft));
    expect(after.events.map((e: { action: string }) => e.action)).toEqual(['create']);
  });
});

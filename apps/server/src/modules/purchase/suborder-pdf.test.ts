import { PERMISSIONS } from '@depot/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { adminOf, call, newWarehouse, personWith } from '../warehouse/test-fixtures';
import {
  ORDER_KEYS,
  decide,
  newOrder,
  newSku,
  newSupplier,
  orderTemplate,
  priceOf,
} from './order-fixtures';

const O = PERMISSIONS.purchase.order;

/** The text of every page, spaces dropped (a wrapped line's space is not drawn). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return text.replace(/\s/g, '');
}

describe.each(areaEngines())('the supplier’s PDF of a sub-order on %s', (engine) => {
  const t = useTestApp(engine);

  it('is a real PDF with the code, the lines and the total in words; 404 outside the caller’s warehouses', async () => {
    const admin = await adminOf(t);
    const buyer = await personWith(t, ORDER_KEYS);
    await orderTemplate(t, admin, admin.id);
    const warehouseId = await newWarehouse(t, admin);
    const s1 = await newSupplier(t, admin, `联翔办公 ${process.pid}`);
    const a = await newSku(t, admin);
    await priceOf(t, admin, s1, a.skuId, '12.50');
    const order = await newOrder(t, buyer, {
      warehouseId,
      remark: '周五前送达',
      lines: [{ skuId: a.skuId, supplierId: s1, quantity: 8 }],
    });
    await decide(t, admin, order.requestId, 'approve');
    const detail = (await call(t, buyer, 'GET', `/purchase/order/${order.orderId}`)).json().data;
    const sub = detail.suborders[0];

    const viewer = await personWith(t, [O.view]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/purchase/suborder/${sub.suborderId}/pdf`,
      headers: { ...viewer.headers, 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(sub.code);
    expect(text).toContain(`联翔办公${process.pid}`);
    expect(text).toContain('¥100.00');
    expect(text).toContain('壹佰元整');
    expect(text).toContain('周五前送达');

    // Another warehouse's keeper, scoped to their own, does not see it.
    const keeper = await personWith(t, ORDER_KEYS, 'self');
    await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const blind = await call(t, keeper, 'GET', `/purchase/suborder/${sub.suborderId}/pdf`);
    expect(blind.statusCode).toBe(404);
    const nobody = await personWith(t, [PERMISSIONS.purchase.sku.view]);
    const refused = await call(t, nobody, 'GET', `/purchase/suborder/${sub.suborderId}/pdf`);
    expect(refused.statusCode).toBe(403);
  });
});

import type { PurchaseAmendmentInput, PurchaseOrderDetail } from '@depot/shared';
import type { OrderLineValues } from '../components/order-line-fields';

/** An order line as the amend form holds it. */
export interface LineChange {
  lineId: number;
  quantity?: number | null;
  unitPrice?: number | null;
}

const cents = (text: string) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * What the amend form's values ask of `order`: only the lines whose quantity or price changes
 * (a price only when it changes), the complete new lines, each line's amount change, the
 * difference in total and the new total, exact in cents.
 */
export function amendmentOf(
  order: Pick<PurchaseOrderDetail, 'lines' | 'total'>,
  changes: readonly LineChange[] | undefined,
  added: readonly OrderLineValues[] | undefined,
) {
  const deltas = new Map<number, number>();
  const lines: PurchaseAmendmentInput['lines'] = [];
  for (const change of changes ?? []) {
    const line = order.lines.find((l) => l.lineId === change.lineId);
    if (!line || !change.quantity) continue;
    const price = change.unitPrice ?? Number(line.unitPrice);
    const priceCents = Math.round(price * 100);
    const priceChanged = priceCents !== cents(line.unitPrice);
    if (change.quantity === line.quantity && !priceChanged) continue;
    deltas.set(line.lineId, priceCents * change.quantity - cents(line.amount));
    lines.push({
      lineId: line.lineId,
      quantity: change.quantity,
      ...(priceChanged ? { unitPrice: money(priceCents) } : {}),
    });
  }
  const newLines: PurchaseAmendmentInput['newLines'] = (added ?? []).flatMap((l) =>
    l.skuId && l.supplierId && l.quantity
      ? [
          {
            skuId: l.skuId,
            supplierId: l.supplierId,
            quantity: l.quantity,
            unitPrice: (l.unitPrice ?? 0).toFixed(2),
          },
        ]
      : [],
  );
  const addedCents = newLines.reduce((sum, l) => sum + cents(l.unitPrice!) * l.quantity, 0);
  const difference = [...deltas.values()].reduce((sum, d) => sum + d, addedCents);
  return {
    lines,
    newLines,
    /** Each changed line's amount change, by line. */
    deltas: new Map([...deltas].map(([id, d]) => [id, money(d)])),
    difference: money(difference),
    total: money(cents(order.total) + difference),
    changes: lines.length + newLines.length,
  };
}

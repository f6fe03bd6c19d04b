import { PURCHASE_PERMISSIONS, type PurchaseOrderDetail } from '@depot/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { approvedOrder } from '../test/order-fixtures';
import { OrderDrawer } from './order-drawer';

const O = PURCHASE_PERMISSIONS.order;

let served: PurchaseOrderDetail = approvedOrder;
fakeServerForEachTest({ 'GET /purchase/order/12': () => ok(served) });

const open = () =>
  renderPage(<OrderDrawer id={12} onClose={() => undefined} />, { permissions: [O.view] });

describe('order drawer: what the order was made from', { timeout: 30_000 }, () => {
  it('names the project SKU order and links to its page', async () => {
    served = { ...approvedOrder, skuOrder: { id: 31, code: 'WL20261129000031' } };
    open();
    const link = await screen.findByRole('link', { name: '项目物料单 WL20261129000031' });
    expect(link).toHaveAttribute('href', '/project/product/sku-order-detail?id=31');
    expect(screen.getByText('来源')).toBeInTheDocument();
  });

  it('names the warehouse purchase order, or the low-stock shortfalls, it was made from', async () => {
    served = {
      ...approvedOrder,
      fromLowStock: false,
      replenishment: { id: 9, code: 'BH20261129000009' },
    };
    const first = open();
    expect(
      await screen.findByRole('link', { name: '仓库采购单 BH20261129000009' }),
    ).toHaveAttribute('href', '/orderdetail?id=9');
    first.unmount();

    served = { ...approvedOrder, fromLowStock: true };
    open();
    expect(await screen.findByText('仓库低库存建议')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /项目物料单/ })).not.toBeInTheDocument();
  });
});

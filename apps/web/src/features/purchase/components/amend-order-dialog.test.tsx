import { PURCHASE_PERMISSIONS, type PurchaseAmendment } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { approvedOrder as order, paper, paperPrice } from '../test/order-fixtures';
import { OrderDrawer } from './order-drawer';

const O = PURCHASE_PERMISSIONS.order;

const raised: PurchaseAmendment = {
  amendmentId: 3,
  code: 'BG20261129000031',
  orderId: 12,
  orderCode: order.code,
  status: 'pending',
  reason: '新店多要两箱',
  applicant: { userId: 1, nickname: '管理员' },
  totalBefore: '1380.00',
  totalAfter: '1596.00',
  difference: '216.00',
  totalAfterUpper: '壹仟伍佰玖拾陆元整',
  requestId: 77,
  lines: [],
  createdAt: '2026-11-29T04:00:00.000Z',
};

let amended = false;
const server = fakeServerForEachTest({
  'GET /purchase/order/12': () =>
    ok(amended ? { ...order, canAmend: false, amendments: [raised] } : order),
  'GET /purchase/sku/page': () => ok({ records: [paper], total: 1, current: 1, size: 500 }),
  'GET /purchase/sku/7/prices': () => ok([paperPrice()]),
  'POST /purchase/order/12/amendment': () => {
    amended = true;
    return ok({ ...order, canAmend: false, amendments: [raised] });
  },
});

describe('amending an approved order', { timeout: 30_000 }, () => {
  it('shows the difference and the new total, and sends only the changed lines with a reason', async () => {
    amended = false;
    const { user } = renderPage(<OrderDrawer id={12} onClose={() => undefined} />, {
      permissions: [O.view, O.add],
    });
    await user.click(await screen.findByRole('button', { name: '变更工单' }));
    // Both the drawer and the dialog are labelled by the test environment's one id: found by text.
    const title = await screen.findByText('变更采购工单 CG20261129000012');
    const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
    const paperLine = 'SKU-CON-A4 A4 复印纸 · 华东办公用品';
    const tonerLine = 'SKU-CON-TN 硒鼓 · 华东办公用品';
    // Received already: the paper's price is fixed and its quantity not below 2.
    expect(within(dialog).getByRole('spinbutton', { name: `${paperLine}：单价` })).toBeDisabled();
    expect(within(dialog).getByText('已收货 2：数量不能低于此数，单价不可改')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: '提交审批' });
    expect(send).toBeDisabled();

    const quantity = within(dialog).getByRole('spinbutton', { name: `${paperLine}：数量` });
    await user.clear(quantity);
    await user.type(quantity, '12');
    const price = within(dialog).getByRole('spinbutton', { name: `${tonerLine}：单价` });
    await user.clear(price);
    await user.type(price, '45');
    // +236.00 on the paper, −20.00 on the toner.
    expect(await within(dialog).findByText('+¥216.00')).toBeInTheDocument();
    expect(within(dialog).getByText('¥1,596.00 (壹仟伍佰玖拾陆元整)')).toBeInTheDocument();
    expect(within(dialog).getByText('+¥236.00')).toBeInTheDocument();
    expect(within(dialog).getByText('-¥20.00')).toBeInTheDocument();

    // No reason: nothing is sent.
    await user.click(send);
    expect(await within(dialog).findByText('请填写变更原因')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/order/12/amendment')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '变更原因' }), '新店多要两箱');
    await user.click(send);
    await waitFor(() =>
      expect(server.find('POST', '/purchase/order/12/amendment')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/order/12/amendment')[0]!.body).toEqual({
      version: 3,
      reason: '新店多要两箱',
      lines: [
        { lineId: 40, quantity: 12 },
        { lineId: 41, quantity: 4, unitPrice: '45.00' },
      ],
      newLines: [],
    });
    // The drawer shows the amendment in approval, linked to its request; no second one.
    expect(await screen.findByText('BG20261129000031')).toBeInTheDocument();
    expect(screen.getByText('审批中')).toBeInTheDocument();
    expect(
      screen.getByText('差额 +¥216.00，变更后总额 ¥1,596.00（壹仟伍佰玖拾陆元整），由 管理员 发起'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '查看审批' }).at(-1)).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=77',
    );
    expect(screen.queryByRole('button', { name: '变更工单' })).not.toBeInTheDocument();
  });
});

import { formatMoney } from '@depot/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { button } from './fixtures/antd';
import { apiToken, getData, postData } from './fixtures/api';
import { ADMIN, KEEPER, signIn, signInAsAdmin } from './fixtures/auth';
import {
  approveAs,
  receive,
  skuOf,
  stockOf,
  supplierIdOf,
  warehouseIdOf,
  type DemoSku,
} from './fixtures/purchase';

// The purchasing pages purchasing.spec.ts does not reach (issue #19), walked on orders made
// through the API into the demo's 华东仓 and approved by its keeper: an after-sales exchange
// sent back to the supplier, partly taken back into stock and the rest written off; a keeper's
// warehouse purchase order opened from its "ordered" message, its sub-order received in two
// deliveries until everything closes; an approved work order amended, the difference approved
// by the keeper, the order's lines changed.

const TAG = Date.now().toString(36);
const OK = button('确定');

interface Line {
  lineId: number;
  skuCode: string;
  skuName: string;
  supplierName: string;
  suborderId: number | null;
  quantity: number;
  unitPrice: string;
  amount: string;
}
interface Order {
  orderId: number;
  code: string;
  title: string;
  total: string;
  version: number;
  requestId: number | null;
  lines: Line[];
  suborders: Array<{ suborderId: number; code: string; version: number }>;
  amendments: Array<{ code: string; status: string; difference: string; requestId: number }>;
}
interface Suborder {
  suborderId: number;
  code: string;
  version: number;
  lines: Array<{ lineId: number }>;
}

/** Whole yuan and cents as the server writes them (`472.00`). */
const yuan = (cents: number) => (cents / 100).toFixed(2);
/** Text for a RegExp that matches it as it is (`+¥1,234.50`). */
const escaped = (text: string) => text.replace(/[.+]/g, '\\$&');
const centsOf = (amount: string) => Math.round(Number(amount) * 100);

/** A work order into 华东仓 made and submitted by the administrator, approved by the keeper. */
async function approvedOrder(
  request: APIRequestContext,
  tokens: { admin: string; keeper: string },
  body: { title: string; lines: object[]; replenishmentId?: number },
): Promise<Order> {
  const warehouseId = await warehouseIdOf(request, tokens.admin);
  const made = await postData<Order>(request, tokens.admin, '/purchase/order', {
    ...body,
    warehouseId,
    submit: true,
  });
  await approveAs(request, tokens.keeper, made.requestId!);
  return getData<Order>(request, tokens.admin, `/purchase/order/${made.orderId}`);
}

/** The supplier's confirmation of sub-order `id`, recorded by the administrator. */
const confirmed = async (request: APIRequestContext, admin: string, id: number) => {
  const sub = await getData<Suborder>(request, admin, `/purchase/suborder/${id}`);
  return postData<Suborder>(request, admin, `/purchase/suborder/${id}/confirm`, {
    version: sub.version,
  });
};

/** A row of the table named `table` holding `text`. */
const rowOf = (page: Page, table: string, text: string): Locator =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });

test.describe.serial('purchase pages', () => {
  let admin: string;
  let keeper: string;
  let rolls: DemoSku;
  let paper: DemoSku;
  let toner: DemoSku;
  let hd: number;
  let sm: number;
  /** The amend walk's order, approved. */
  let amended: Order;

  test.beforeAll(async ({ request }) => {
    admin = await apiToken(request, ADMIN);
    keeper = await apiToken(request, KEEPER);
    rolls = await skuOf(request, admin, 'SKU-CON-RCP');
    paper = await skuOf(request, admin, 'SKU-CON-A4');
    toner = await skuOf(request, admin, 'SKU-CON-TNR');
    hd = await supplierIdOf(request, admin, 'SUP-HD');
    sm = await supplierIdOf(request, admin, 'SUP-SM');
  });

  test.beforeEach(async ({ page }) => {
    // Each walk signs in and goes through several pages: over a minute on a loaded machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('after-sales: an exchange sent out of stock, part taken back, the rest written off', async ({
    page,
    request,
  }) => {
    // 6 receipt rolls received into 华东仓.
    const order = await approvedOrder(
      request,
      { admin, keeper },
      {
        title: `E2E 售后 ${TAG}`,
        lines: [{ skuId: rolls.skuId, supplierId: sm, quantity: 6 }],
      },
    );
    const [{ suborderId }] = order.suborders as [Order['suborders'][number]];
    const sub = await confirmed(request, admin, suborderId);
    await postData(request, admin, `/purchase/suborder/${suborderId}/receive`, {
      version: sub.version,
      lines: [{ lineId: sub.lines[0]!.lineId, quantity: 6 }],
    });
    const stocked = (await stockOf(request, admin, rolls.categoryId))!.quantity;

    // From the received line of the sub-order's page: an exchange of 3.
    await signInAsAdmin(page);
    await page.goto(`/purchase/purchase-order-detail?id=${suborderId}`);
    await rowOf(page, '子订单明细', rolls.code).getByRole('button', { name: '售后' }).click();
    const dialog = page.getByRole('dialog', { name: `${rolls.name} 申请售后` });
    await expect(dialog.getByText('最多 6（已收货 6，已在售后 0）')).toBeVisible();
    await dialog.getByRole('radio', { name: '换货' }).check();
    await dialog.getByLabel('数量', { exact: true }).fill('3');
    await dialog.getByLabel('原因', { exact: true }).fill('E2E 打印模糊，换新');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(page).toHaveURL(/\/purchase\/purchase-order\/after-order-detail\?id=\d+$/);
    await expect(page.getByText(/^售后单 SH\d{14} 已创建$/)).toBeVisible();
    const head = page.locator('.ant-card').first();
    await expect(head.getByText('待寄出', { exact: true })).toBeVisible();
    await expect(head.getByText('换货', { exact: true })).toBeVisible();
    const movements = page.getByRole('table', { name: '库存流水' });
    await expect(movements.getByText('尚未产生库存流水')).toBeVisible();

    // Sent: the 3 rolls leave 华东仓 at once, the ledger's balance says so.
    await page.getByRole('button', { name: '寄出给供应商' }).click();
    const sendConfirm = page
      .getByRole('tooltip')
      .filter({ hasText: `将从 华东仓 出库 3 ${rolls.unit} 退给供应商，确定寄出？` });
    await sendConfirm.getByRole('button', { name: OK }).click();
    await expect(page.getByText('已寄出，库存已扣减')).toBeVisible();
    await expect(head.getByText('已寄出', { exact: true })).toBeVisible();
    const out = movements.getByRole('row').filter({ hasText: '退供应商' });
    await expect(out.getByRole('cell').nth(1)).toHaveText('-3');
    await expect(out.getByRole('cell').nth(2)).toHaveText(String(stocked - 3));
    expect((await stockOf(request, admin, rolls.categoryId))!.quantity).toBe(stocked - 3);
    await expect(head.getByText(`0 / 3 ${rolls.unit}`)).toBeVisible();

    // 2 come back into stock (the dialog offers the 3 still out).
    await page.getByRole('button', { name: '收回入库' }).click();
    const back = page.getByRole('dialog', { name: `${rolls.name} 收回入库到 华东仓` });
    const backCount = back.getByLabel('本次收回数量');
    await expect(backCount).toHaveValue('3');
    await backCount.fill('2');
    await back.getByRole('button', { name: OK }).click();
    await expect(page.getByText(`已收回 2 ${rolls.unit} 入库`)).toBeVisible();
    await expect(head.getByText(`2 / 3 ${rolls.unit}`)).toBeVisible();
    await expect(head.getByText('已寄出', { exact: true })).toBeVisible();
    const inRow = movements.getByRole('row').filter({ hasText: '售后换回入库' });
    await expect(inRow.getByRole('cell').nth(1)).toHaveText('+2');
    await expect(inRow.getByRole('cell').nth(2)).toHaveText(String(stocked - 1));

    // The last one never comes back: written off with a reason, the order closed, no stock moved.
    await page.getByRole('button', { name: '核销未换回' }).click();
    const writeOff = page.getByRole('dialog', { name: /^核销售后单 SH\d{14} 未换回的 1 / });
    await writeOff.getByRole('button', { name: '确认核销' }).click();
    await expect(writeOff.getByText('请填写原因')).toBeVisible();
    await writeOff.getByLabel('核销原因').fill('E2E 供应商停产，不再换回');
    await writeOff.getByRole('button', { name: '确认核销' }).click();
    await expect(page.getByText('已核销，售后单已关闭')).toBeVisible();
    await expect(head.getByText('已完成', { exact: true })).toBeVisible();
    await expect(head.getByText(`1 ${rolls.unit}：E2E 供应商停产，不再换回`)).toBeVisible();
    await expect(page.getByRole('button', { name: '收回入库' })).toHaveCount(0);
    await expect(movements.getByRole('row')).toHaveCount(3);
    expect((await stockOf(request, admin, rolls.categoryId))!.quantity).toBe(stocked - 1);
    const timeline = page.locator('.ant-card').filter({ hasText: '处理记录' });
    for (const step of ['创建', '寄出给供应商', '收回入库', '核销未换回']) {
      await expect(timeline.getByText(new RegExp(`^${step} · 管理员`))).toBeVisible();
    }
  });

  test('a warehouse purchase order: opened from its message, its sub-order received, all closed', async ({
    page,
    request,
  }) => {
    // The keeper asks for 4 paper and 2 toner; a purchaser orders them from 华东办公, the keeper
    // approves, the supplier confirms.
    const warehouseId = await warehouseIdOf(request, keeper);
    const asked = await postData<{ replenishmentId: number; code: string }>(
      request,
      keeper,
      '/purchase/replenishment',
      {
        warehouseId,
        remark: `E2E 补货 ${TAG}`,
        lines: [
          { skuId: paper.skuId, quantity: 4, supplierId: hd },
          { skuId: toner.skuId, quantity: 2, supplierId: hd },
        ],
        submit: true,
      },
    );
    const order = await approvedOrder(
      request,
      { admin, keeper },
      {
        title: `E2E 仓库补货 ${TAG}`,
        replenishmentId: asked.replenishmentId,
        lines: [
          { skuId: paper.skuId, supplierId: hd, quantity: 4 },
          { skuId: toner.skuId, supplierId: hd, quantity: 2 },
        ],
      },
    );
    const [sub] = order.suborders as [Order['suborders'][number]];
    await confirmed(request, admin, sub.suborderId);
    const before = (await stockOf(request, admin, paper.categoryId))?.quantity ?? 0;

    // The keeper's message "your warehouse purchase order … was ordered" opens it.
    await signIn(page, KEEPER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.getByRole('button', { name: '消息', exact: true }).click();
    const messages = page.getByRole('dialog', { name: '消息中心' });
    await messages.locator(`a[href="/orderdetail?id=${asked.replenishmentId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${asked.replenishmentId}$`));
    await expect(page.getByText(`仓库采购单 ${asked.code}`)).toBeVisible();
    const head = page.locator('.ant-card').first();
    await expect(head.getByText('已下单', { exact: true })).toBeVisible();
    // SKU, asked, preferred supplier, offer, ordered, received, cancelled.
    const paperRow = rowOf(page, '明细', paper.code);
    await expect(paperRow.getByRole('cell').nth(4)).toHaveText('4');
    await expect(paperRow.getByRole('cell').nth(5)).toHaveText('0');
    const subLink = page.getByRole('link', { name: sub.code });
    const subRow = subLink.locator('..');
    await expect(subRow.getByText('已确认', { exact: true })).toBeVisible();
    await expect(subRow.getByText('已收货 0/6')).toBeVisible();

    // Its sub-order: 3 of the paper first, then the rest as prefilled.
    await subLink.click();
    await expect(page).toHaveURL(new RegExp(`/suborderdetail\\?id=${sub.suborderId}$`));
    await expect(page.getByText(`子订单 ${sub.code}`)).toBeVisible();
    await expect(page.getByText('已确认', { exact: true })).toBeVisible();
    await receive(page, { [paper.name]: 3, [toner.name]: 0 });
    await expect(page.getByText('部分收货', { exact: true })).toBeVisible();
    const line = rowOf(page, '子订单明细', paper.code);
    // Ordered, unit price, amount, received, cancelled, to receive.
    await expect(line.getByRole('cell').nth(4)).toHaveText('3');
    await expect(line.getByRole('cell').nth(6)).toHaveText('1');
    expect((await stockOf(request, admin, paper.categoryId))!.quantity).toBe(before + 3);
    await receive(page, {});
    await expect(page.getByText('已关闭', { exact: true })).toBeVisible();
    await expect(line.getByRole('cell').nth(4)).toHaveText('4');
    await expect(page.getByRole('button', { name: button('收货') })).toHaveCount(0);

    // Back on the warehouse purchase order through the sub-order's link: everything closed.
    await page.getByRole('link', { name: asked.code }).click();
    await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${asked.replenishmentId}$`));
    await expect(head.getByText('已关闭', { exact: true })).toBeVisible();
    await expect(paperRow.getByRole('cell').nth(5)).toHaveText('4');
    await expect(rowOf(page, '明细', toner.code).getByRole('cell').nth(5)).toHaveText('2');
    await expect(subRow.getByText('已收货 6/6')).toBeVisible();
    await expect(subRow.getByText('已关闭', { exact: true })).toBeVisible();
    const timeline = page.locator('.ant-card').filter({ hasText: '时间线' });
    await expect(timeline.getByText(/^采购工单已关闭/)).toBeVisible();
  });

  test('an approved work order amended: the amendment waits for approval', async ({
    page,
    request,
  }) => {
    amended = await approvedOrder(
      request,
      { admin, keeper },
      {
        title: `E2E 变更 ${TAG}`,
        lines: [
          { skuId: rolls.skuId, supplierId: sm, quantity: 10 },
          { skuId: paper.skuId, supplierId: hd, quantity: 5 },
        ],
      },
    );
    const line = amended.lines.find((l) => l.skuCode === rolls.code)!;
    const difference = yuan(4 * centsOf(line.unitPrice));

    await signInAsAdmin(page);
    await page.goto(`/purchase/purchase-order/index?id=${amended.orderId}`);
    const drawer = page.getByRole('dialog').filter({ hasText: amended.title });
    await drawer.getByRole('button', { name: '变更工单' }).click();
    const dialog = page.getByRole('dialog', { name: `变更采购工单 ${amended.code}` });
    await dialog
      .getByLabel(`${line.skuCode} ${line.skuName} · ${line.supplierName}：数量`)
      .fill('14');
    // One line changed: its change and the order's difference are the same amount.
    await expect(dialog.getByText(formatMoney(difference, 'zh-CN', true))).toHaveCount(2);
    await dialog.getByLabel('变更原因').fill('E2E 新店加开两个收银台');
    await dialog.getByRole('button', { name: '提交审批' }).click();
    await expect(
      page.getByText(/^变更 BG\d{14} 已提交审批，审批通过后工单才会改变$/),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // Pending: the order keeps its lines; no second amendment meanwhile.
    const amendment = drawer.locator('.ant-card').filter({ hasText: /^BG\d{14}/ });
    await expect(amendment.getByText('审批中', { exact: true })).toBeVisible();
    await expect(amendment.getByText(`10 → 14 ${rolls.unit}`)).toBeVisible();
    await expect(
      amendment.getByText(`差额 ${formatMoney(difference, 'zh-CN', true)}`),
    ).toBeVisible();
    await expect(rowOf(page, '明细', line.skuCode).getByText(`10 ${rolls.unit}`)).toBeVisible();
    await expect(drawer.getByRole('button', { name: '变更工单' })).toHaveCount(0);
  });

  test('the keeper approves only the difference', async ({ page, request }) => {
    const order = await getData<Order>(request, admin, `/purchase/order/${amended.orderId}`);
    const [pending] = order.amendments as [Order['amendments'][number]];
    const line = order.lines.find((l) => l.skuCode === rolls.code)!;
    const difference = yuan(4 * centsOf(line.unitPrice));
    expect(pending).toMatchObject({ status: 'pending', difference });

    // The keeper's task is the amendment's request, for the difference, not the order's total.
    await signIn(page, KEEPER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto(`/tutor/changeoffering?id=${pending.requestId}`);
    await expect(page.getByText('采购工单变更', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        `${pending.code} ${order.code} ${order.title} ${formatMoney(difference, 'zh-CN', true)}`,
      ),
    ).toBeVisible();
    const actions = page.getByRole('group', { name: '可执行的操作' });
    await actions.getByRole('button', { name: '通过' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: /^通过申请 / });
    await confirm.getByRole('button', { name: OK }).click();
    await expect(page.getByText('已通过', { exact: true }).first()).toBeVisible();
    await expect(actions.getByRole('button', { name: '通过' })).toHaveCount(0);
  });

  test('the amended order: its line changed, the total up by exactly the difference', async ({
    page,
  }) => {
    const line = amended.lines.find((l) => l.skuCode === rolls.code)!;
    const difference = yuan(4 * centsOf(line.unitPrice));
    await signInAsAdmin(page);
    await page.goto(`/purchase/purchase-order/index?id=${amended.orderId}`);
    const drawer = page.getByRole('dialog').filter({ hasText: amended.title });
    const amendment = drawer.locator('.ant-card').filter({ hasText: /^BG\d{14}/ });
    await expect(amendment.getByText('已通过并生效', { exact: true })).toBeVisible();
    await expect(rowOf(page, '明细', line.skuCode).getByText(`14 ${rolls.unit}`)).toBeVisible();
    await expect(rowOf(page, '明细', paper.code).getByText(`5 ${paper.unit}`)).toBeVisible();
    const total = yuan(centsOf(amended.total) + centsOf(difference));
    await expect(drawer.getByText(formatMoney(total), { exact: true })).toBeVisible();
    const rollsSub = amended.suborders.find((s) => s.suborderId === line.suborderId)!;
    await expect(rowOf(page, '供应商子订单', rollsSub.code).getByText('0 / 14')).toBeVisible();
    // On the order's timeline: the amendment applied, with its difference.
    await expect(
      drawer.getByText(
        new RegExp(
          `^变更已生效 · 孙仓管 · BG\\d{14} ${escaped(formatMoney(difference, 'zh-CN', true))} `,
        ),
      ),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: '变更工单' })).toBeVisible();
  });
});

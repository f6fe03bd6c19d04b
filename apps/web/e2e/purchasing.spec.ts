import { expect, test, type Page } from '@playwright/test';
import { button } from './fixtures/antd';
import { apiToken, getData } from './fixtures/api';
import { ADMIN, KEEPER, signIn, signInAsAdmin } from './fixtures/auth';
import { WAREHOUSE, receive, skuOf, stockOf } from './fixtures/purchase';

// Purchasing (issue #19): the administrator makes a work order from the demo template 门店开业耗材包
// on the add-order page (its header form filled in) and submits it; the demo keeper of 华东仓,
// whom the demo flow names as approver, approves it in the approval centre; the order is split
// by supplier, and the administrator records the supplier's confirmation of one sub-order,
// receives half of a line into 华东仓 and sees that warehouse's stock rise on the stock page,
// receives the rest, sees the sub-order closed, and opens the supplier's PDF.

const TEMPLATE = '门店开业耗材包';
const RECEIPT_SKU = 'SKU-CON-RCP';
const TITLE = `E2E 开业耗材 ${Date.now().toString(36)}`;

interface OrderRow {
  orderId: number;
  code: string;
  title: string;
}
interface OrderDetail {
  status: string;
  requestId: number | null;
  suborders: Array<{ suborderId: number; code: string; supplier: { name: string } }>;
  lines: Array<{ skuCode: string; suborderId: number | null; quantity: number }>;
}
/** The stock page's row of 华东仓 × `categoryName`, the page filtered to that warehouse. */
async function openStock(page: Page, categoryName: string) {
  await page.goto('/ware/stock/index');
  // The page's own warehouse filter (its label reads "仓库 :" at this width).
  await page.getByRole('combobox', { name: /^仓库\s*:?$/ }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(WAREHOUSE, { exact: true }).click();
  return page
    .getByRole('table', { name: '计数物品' })
    .getByRole('row')
    .filter({ hasText: categoryName })
    .filter({ hasText: WAREHOUSE });
}

test.describe.serial('purchasing', () => {
  let admin: string;
  let orderId: number;

  test.beforeAll(async ({ request }) => {
    admin = await apiToken(request, ADMIN);
  });

  test.beforeEach(async ({ page }) => {
    // Each walk signs in and goes through several pages: over a minute on a loaded machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('the administrator makes a work order from a template and submits it', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/purchase/purchase-template/index');
    const row = page.getByRole('row').filter({ hasText: TEMPLATE });
    await row.getByRole('link', { name: '用此模板新建工单' }).click();
    await expect(page).toHaveURL(/\/purchase\/purchase-order\/add-order\?templateId=\d+$/);
    await expect(page.getByText(`来自模板：${TEMPLATE}`)).toBeVisible();
    // The template's warehouse and lines at their current prices, the total as they add up.
    await expect(page.getByTitle(WAREHOUSE, { exact: true })).toBeVisible();
    await expect(page.getByText(/^合计 ¥[\d,.]+（.+）$/)).toBeVisible();
    await page.getByLabel('标题').fill(TITLE);

    // The template's header form: its required fields are asked for before anything is sent.
    const header = page.locator('.ant-card').filter({ hasText: '表头信息' });
    await header.getByRole('button', { name: '提交审批' }).click();
    await expect(header.getByText(/不能为空/).first()).toBeVisible();
    await header.getByLabel('成本中心').fill('CC-E2E-001');
    await header.getByLabel('开业门店').fill('E2E 测试门店');
    await header.getByRole('button', { name: '提交审批' }).click();
    await expect(page.getByText(/^已提交审批 CG\d{14}$/)).toBeVisible();
    await expect(page).toHaveURL(/\/purchase\/purchase-order\/index\?id=\d+$/);
    orderId = Number(new URL(page.url()).searchParams.get('id'));

    const drawer = page.getByRole('dialog').filter({ hasText: TITLE });
    await expect(drawer.getByText('审批中', { exact: true })).toBeVisible();
    await expect(drawer.getByText('审批通过后按供应商拆分子订单')).toBeVisible();
    const order = await getData<OrderDetail>(request, admin, `/purchase/order/${orderId}`);
    expect(order.status).toBe('pending');
    expect(order.lines.length).toBe(3);
    const list = await getData<{ records: OrderRow[] }>(
      request,
      admin,
      `/purchase/order/page?keyword=${encodeURIComponent(TITLE)}`,
    );
    expect(list.records.map((r) => r.orderId)).toEqual([orderId]);
  });

  test('the keeper of 华东仓 approves it in the approval centre', async ({ page, request }) => {
    const order = await getData<OrderDetail>(request, admin, `/purchase/order/${orderId}`);
    expect(order.requestId).not.toBeNull();
    const { code } = await getData<{ code: string }>(
      request,
      admin,
      `/approval/${order.requestId}`,
    );

    await signIn(page, KEEPER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto('/approval/center/index');
    await page.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor/changeoffering\\?id=${order.requestId}$`));
    await expect(page.getByRole('heading', { name: code })).toBeVisible();
    const actions = page.getByRole('group', { name: '可执行的操作' });
    await actions.getByRole('button', { name: '通过' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: /^通过申请 / });
    await confirm.getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText('已通过', { exact: true }).first()).toBeVisible();
    await expect(actions.getByRole('button', { name: '通过' })).toHaveCount(0);
  });

  test('a sub-order is received in two deliveries into 华东仓, closed, and printed', async ({
    page,
    request,
  }) => {
    const order = await getData<OrderDetail>(request, admin, `/purchase/order/${orderId}`);
    expect(order.status).toBe('approved');
    // The receipt rolls' sub-order (with the scanner: one supplier).
    const receiptLine = order.lines.find((l) => l.skuCode === RECEIPT_SKU)!;
    const sub = order.suborders.find((s) => s.suborderId === receiptLine.suborderId)!;
    expect(sub, 'the receipt rolls’ sub-order').toBeTruthy();
    const receiptSku = await skuOf(request, admin, RECEIPT_SKU);
    const half = receiptLine.quantity / 2;
    const before = (await stockOf(request, admin, receiptSku.categoryId))?.quantity ?? 0;

    await signInAsAdmin(page);
    await page.goto(`/purchase/purchase-order/index?id=${orderId}`);
    const drawer = page.getByRole('dialog').filter({ hasText: TITLE });
    const suborders = drawer.getByRole('table', { name: '供应商子订单' });
    await expect(suborders.getByRole('row')).toHaveCount(1 + order.suborders.length);
    await suborders.getByRole('link', { name: sub.code }).click();
    await expect(page).toHaveURL(
      new RegExp(`/purchase/purchase-order-detail\\?id=${sub.suborderId}$`),
    );
    await expect(page.getByText(`子订单 ${sub.code}`)).toBeVisible();
    await expect(page.getByText('已发送', { exact: true })).toBeVisible();

    // The supplier's confirmation comes first; then half of the receipt rolls, nothing else.
    await page.getByRole('button', { name: '供应商已确认' }).click();
    await expect(page.getByText('已记录供应商确认')).toBeVisible();
    await expect(page.getByText('已确认', { exact: true })).toBeVisible();
    await receive(page, { [receiptSku.name]: half, 扫码枪: 0 });
    await expect(page.getByText('部分收货', { exact: true })).toBeVisible();
    const lines = page.getByRole('table', { name: '子订单明细' });
    const receiptRow = lines.getByRole('row').filter({ hasText: RECEIPT_SKU });
    // Ordered, unit price, amount, received, cancelled, to receive.
    await expect(receiptRow.getByRole('cell').nth(4)).toHaveText(String(half));
    await expect(receiptRow.getByRole('cell').nth(6)).toHaveText(String(half));

    // 华东仓's stock of the category the rolls are stocked as rose by exactly that.
    const afterHalf = await stockOf(request, admin, receiptSku.categoryId);
    expect(afterHalf!.quantity).toBe(before + half);
    const stockRow = await openStock(page, receiptSku.categoryName);
    await expect(
      stockRow.getByText(`${before + half} ${afterHalf!.unit}`, { exact: true }),
    ).toBeVisible();

    // The rest: what is left of each line is prefilled.
    await page.goBack();
    await expect(page).toHaveURL(
      new RegExp(`/purchase/purchase-order-detail\\?id=${sub.suborderId}$`),
    );
    await receive(page, {});
    await expect(page.getByText('已关闭', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: button('收货') })).toHaveCount(0);
    await expect(receiptRow.getByRole('cell').nth(4)).toHaveText(String(receiptLine.quantity));
    await expect(receiptRow.getByRole('cell').nth(6)).toHaveText('0');
    const closed = await stockOf(request, admin, receiptSku.categoryId);
    expect(closed!.quantity).toBe(before + receiptLine.quantity);
    const finalRow = await openStock(page, receiptSku.categoryName);
    await expect(
      finalRow.getByText(`${before + receiptLine.quantity} ${closed!.unit}`, { exact: true }),
    ).toBeVisible();
    await page.goBack();

    // The supplier's copy: the page fetches the PDF with the caller's token and opens it.
    const pdfResponse = page.waitForResponse(
      (r) =>
        r.url().includes(`/purchase/suborder/${sub.suborderId}/pdf`) &&
        r.request().method() === 'GET',
    );
    const popup = page.waitForEvent('popup');
    // Opened in a tab, not also saved as a download.
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByRole('button', { name: '供应商订单 PDF' }).click();
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const tab = await popup;
    expect(tab.url()).toMatch(/^blob:/);
    // A download would have started with the tab: the page's own request for the PDF is seen
    // first, so by the popup a wrong fallback has long fired.
    await expect(tab.locator('embed, body').first()).toBeAttached();
    expect(downloads).toEqual([]);
    await tab.close();
  });
});

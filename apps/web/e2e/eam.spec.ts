import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEBOUNCE_MS } from '@depot/shared';
import { signInAsAdmin } from './fixtures/auth';
import { pageTab } from './fixtures/tabs';

// A repair order from submission to evaluation, as an administrator does it in the browser:
// create → dispatch → start → pause (with a reason) → resume → add a sub-order → completion
// refused while the sub-order is open → sub-order started and completed → order completed →
// evaluated. Checked as the user sees it: status tags, the pause count, the timeline, the list.

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const dialogWith = (page: Page, text: string) =>
  page.getByRole('dialog').filter({ hasText: text }).last();
// An order's code is its page's title, the page's one h1 (PageTitle).
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The status tag beside the order's code. */
const orderStatus = (page: Page) => heading(page).locator('xpath=following-sibling::*[1]');
const field = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label', { hasText: label })
    .locator('xpath=following-sibling::*[1]');

/**
 * Clicks an action button. Clicks within 500 ms of the last one on the same buttons are
 * dropped (SPEC §9): the page's clock (installed before sign-in) moves past that first, as it
 * would for a person reading the page, without the test waiting for it.
 */
async function press(page: Page, button: Locator) {
  await page.clock.fastForward(DEBOUNCE_MS);
  await button.click();
}

async function chooseOption(page: Page, dialog: Locator, label: string, option: string | RegExp) {
  await dialog.getByLabel(label).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

test.describe('repair orders', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The page's own clock: it runs on, and `press` moves it past the click gate.
    await page.clock.install();
    await signInAsAdmin(page);
  });

  test('an order walks from submission to evaluation', async ({ page }) => {
    // Some twenty steps, each a server round trip and a re-render.
    test.setTimeout(180_000);
    const externalCode = `E2E-${Date.now()}`;

    // The list, from the menu.
    await sideMenu(page).getByRole('menuitem', { name: '维修管理' }).click();
    await sideMenu(page).getByRole('menuitem', { name: '维修工单' }).click();
    await expect(pageTab(page, '维修工单')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '新建工单' })).toBeVisible();

    // Create: the new order opens in its own tab, named with its code.
    await page.getByRole('button', { name: '新建工单' }).click();
    const form = dialogWith(page, '新建维修工单');
    await chooseOption(page, form, '门店', '上海徐汇店');
    await chooseOption(page, form, '维修类型', '水电维修');
    await form.getByLabel('外部单号').fill(externalCode);
    await form.getByLabel('备注').fill('卫生间水管漏水');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('工单已创建')).toBeVisible();
    await expect(page).toHaveURL(/\/eam\/repair-order-detail\?orderId=\d+$/);
    await expect(heading(page)).toHaveText(/^RO\d{14}$/);
    const code = (await heading(page).innerText()).trim();
    await expect(pageTab(page, code)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${code} - Depot`);
    // The list's menu entry stays highlighted.
    await expect(sideMenu(page).getByRole('menuitem', { name: '维修工单' })).toHaveClass(
      /ant-menu-item-selected/,
    );
    await expect(orderStatus(page)).toHaveText('待派单');
    await expect(field(page, '地址')).toHaveText('上海市徐汇区漕溪北路 88 号');

    // Dispatch to a technician.
    await press(page, page.getByRole('button', { name: '派单', exact: true }));
    const dispatch = dialogWith(page, `派单：${code}`);
    await chooseOption(page, dispatch, '维修人员', '王师傅');
    await dispatch.getByRole('button', { name: '确定' }).click();
    await expect(orderStatus(page)).toHaveText('已派单');
    await expect(field(page, '维修人员')).toHaveText('王师傅');

    // Start, then pause: a pause needs a reason.
    await press(page, page.getByRole('button', { name: '开始维修' }));
    await expect(orderStatus(page)).toHaveText('维修中');
    await press(page, page.getByRole('button', { name: '暂停', exact: true }));
    const pause = dialogWith(page, `暂停工单 ${code}`);
    await pause.getByRole('button', { name: '确定' }).click();
    await expect(pause.getByText('请填写原因')).toBeVisible();
    await pause.getByLabel('暂停原因').fill('等待配件到货');
    await pause.getByLabel('暂停原因').press('Enter');
    await expect(orderStatus(page)).toHaveText('已暂停');
    await expect(field(page, '暂停次数')).toHaveText('1');

    await press(page, page.getByRole('button', { name: '恢复维修' }));
    await expect(orderStatus(page)).toHaveText('维修中');

    // A sub-order for the plumber.
    await page.getByRole('button', { name: '新增子工单' }).click();
    const sub = dialogWith(page, '新增子工单');
    await sub.getByLabel('工种').fill('水电');
    await chooseOption(page, sub, '维修人员', '王师傅');
    await sub.getByLabel('人工费').fill('180');
    await sub.getByLabel('材料费').fill('45.5');
    await sub.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('子工单已添加')).toBeVisible();
    const subOrders = page.getByRole('table', { name: '子工单' });
    const subRow = subOrders.getByRole('row').filter({ hasText: '水电' });
    await expect(subRow).toContainText('待开始');
    await expect(subRow).toContainText('¥180.00');

    // The order cannot complete while its sub-order is open: the server says why.
    await press(page, page.getByRole('button', { name: '完工', exact: true }));
    await dialogWith(page, '完工后不能再修改').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/还有 1 个子工单未完成/)).toBeVisible();
    await expect(orderStatus(page)).toHaveText('维修中');

    // Start and complete the sub-order.
    await press(page, subRow.getByRole('button', { name: '开始' }));
    await expect(subRow).toContainText('进行中');
    await press(page, subRow.getByRole('button', { name: '完成' }));
    await dialogWith(page, '确认子工单“水电”已完成？')
      .getByRole('button', { name: '确定' })
      .click();
    await expect(subRow).toContainText('已完成');

    // Now the order completes.
    await press(page, page.getByRole('button', { name: '完工', exact: true }));
    await dialogWith(page, '完工后不能再修改').getByRole('button', { name: '确定' }).click();
    await expect(orderStatus(page)).toHaveText('已完工');

    // The store's evaluation.
    await page.getByRole('button', { name: '评价', exact: true }).click();
    const evaluation = dialogWith(page, `评价工单 ${code}`);
    await evaluation.getByRole('radio').nth(4).click();
    await evaluation.getByLabel('评价内容').fill('修得很快，很满意');
    await evaluation.getByRole('button', { name: '确定' }).click();
    await expect(evaluation).toBeHidden();
    await expect(page.getByText('5 分（满分 5 分）')).toBeVisible();
    await expect(page.getByText('修得很快，很满意', { exact: true })).toBeVisible();
    await expect(field(page, '已评价')).toHaveText('是');

    // The timeline holds every step, who did it, and the reason of the pause.
    const timeline = page.getByTestId('timeline-entry');
    const steps = (await timeline.allInnerTexts()).map((text) => text.split('\n')[0]?.trim());
    expect(steps).toEqual([
      '提交工单',
      '派单',
      '开始维修',
      '暂停',
      '恢复维修',
      '新增子工单 · 水电',
      '子工单开始 · 水电',
      '子工单完成 · 水电',
      '完工',
      '评价',
    ]);
    const paused = timeline.filter({ hasText: '原因：等待配件到货' });
    await expect(paused).toHaveCount(1);
    await expect(paused).toContainText('维修中');
    await expect(paused).toContainText('已暂停');
    await expect(paused).toContainText('admin');
    await expect(timeline.filter({ hasText: '派给：王师傅' })).toHaveCount(1);
    await expect(timeline.filter({ hasText: '评价：修得很快，很满意' })).toHaveCount(1);

    // Back in the list, the order reads the same.
    await pageTab(page, '维修工单').click();
    await page.getByRole('textbox', { name: '单号' }).fill(externalCode);
    await page.getByRole('textbox', { name: '单号' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('已完工');
    await expect(row).toContainText(externalCode);
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: '评价' })).toHaveCount(0);
  });
});

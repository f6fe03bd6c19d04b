import { expect, test } from '@playwright/test';
import { button, pick } from './fixtures/antd';
import { ADMIN, signInAsAdmin } from './fixtures/auth';
import { apiToken, getData } from './fixtures/api';

// Warranty repair orders (issue #21, /item/item-repairorder-detail): on the demo's completed
// 上海徐汇店翻新, the warranty running from its completion; a repair order raised under it from
// the project's page is listed there, opens there with the repair order's own detail, and is the
// same order in /eam's repair orders.

test.use({ timezoneId: 'Asia/Shanghai' });

const TAG = Date.now().toString(36);

interface Warranty {
  completedOn: string | null;
  warrantyUntil: string | null;
  underWarranty: boolean;
  orders: Array<{ orderId: number; code: string }>;
}

test.describe('project warranty repair orders', () => {
  let admin: string;
  let project: { id: number; code: string; name: string };
  let typeName: string;

  test.beforeAll(async ({ request }) => {
    admin = await apiToken(request, ADMIN);
    const page = await getData<{
      records: Array<{ id: number; code: string; name: string; status: string }>;
    }>(
      request,
      admin,
      `/item/page?current=1&size=10&keyword=${encodeURIComponent('上海徐汇店翻新')}`,
    );
    const found = page.records.find((p) => p.name === '上海徐汇店翻新');
    expect(found?.status, 'the demo’s completed renovation').toBe('completed');
    project = found!;
    const types = await getData<Array<{ name: string; enabled?: boolean }>>(
      request,
      admin,
      '/eam/repair-type/list',
    );
    expect(types.length, 'the demo’s repair types').toBeGreaterThan(0);
    typeName = types[0]!.name;
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
  });

  test('a completed project’s warranty: raise a repair order, see it listed, open it here and in /eam', async ({
    page,
    request,
  }) => {
    const before = await getData<Warranty>(
      request,
      admin,
      `/item/warranty/list?projectId=${project.id}`,
    );
    expect(before.underWarranty).toBe(true);

    await page.goto(`/item/item-repairorder-detail?projectId=${project.id}`);
    // The warranty: from the completion day, a year, running.
    await expect(
      page.getByRole('cell', { name: `竣工日期 : ${before.completedOn}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('cell', { name: `保修期至 : ${before.warrantyUntil} 保修期内` }),
    ).toBeVisible();
    const orders = page.getByRole('table', { name: '保修工单' });
    // The demo's leak after handover is listed already.
    for (const o of before.orders) {
      await expect(orders.getByRole('link', { name: o.code })).toBeVisible();
    }

    const problem = `E2E 保修：卫生间漏水 ${TAG}`;
    await page.getByRole('button', { name: '保修报修' }).click();
    const dialog = page.getByRole('dialog', { name: '保修期内报修' });
    // The type is required: refused before anything is sent.
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(dialog.getByText('请选择维修类型')).toBeVisible();
    await dialog.getByRole('combobox', { name: '维修类型' }).click();
    await pick(page, typeName);
    await dialog.getByRole('textbox', { name: '问题描述' }).fill(problem);
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText('已提交保修工单')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Listed, raised from the project, by the administrator.
    await expect
      .poll(
        async () =>
          (await getData<Warranty>(request, admin, `/item/warranty/list?projectId=${project.id}`))
            .orders.length,
      )
      .toBe(before.orders.length + 1);
    const after = await getData<Warranty>(
      request,
      admin,
      `/item/warranty/list?projectId=${project.id}`,
    );
    const raised = after.orders.find((o) => !before.orders.some((b) => b.orderId === o.orderId))!;
    const row = orders
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: raised.code }) });
    await expect(row).toContainText(typeName);
    await expect(row).toContainText('从项目报修');

    // Opened on the project's page: the repair order's own detail, with the problem.
    await row.getByRole('link', { name: raised.code }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/item/item-repairorder-detail\\?projectId=${project.id}&orderId=${raised.orderId}$`,
      ),
    );
    await expect(page.getByText(problem)).toBeVisible();
    await expect(page.getByText(raised.code).first()).toBeVisible();

    // The same order in /eam: its own page shows the code and the problem.
    await page.goto(`/eam/repair-order-detail?orderId=${raised.orderId}`);
    await expect(page.getByText(raised.code).first()).toBeVisible();
    await expect(page.getByText(problem)).toBeVisible();
  });
});

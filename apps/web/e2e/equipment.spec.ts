import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/auth';
import { expectNoSidewaysScroll } from './fixtures/layout';

// Store equipment on a phone (issue #16): an administrator finds a store's antenna, reports a
// fault, opens the repair order from the message, and finds that order under the device.

const dialogWith = (page: Page, text: string) =>
  page.getByRole('dialog').filter({ hasText: text }).last();

test.describe('equipment antennas', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
  });

  test('report a fault on a phone, open the order, and see it under the device', async ({
    page,
  }) => {
    await page.goto('/as/equipment/antenna');
    const table = page.getByRole('table');
    await expect(table.getByText('EAS-24001')).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The second store's left antenna (demo data: working).
    await page.getByLabel('搜索').fill('EAS-24003');
    await page.getByLabel('搜索').press('Enter');
    await expect(table.getByText('EAS-24001')).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: 'EAS-24003' });
    await expect(row.getByText('正常')).toBeVisible();

    await row.getByRole('button', { name: '报修' }).click();
    const dialog = dialogWith(page, '报修：');
    await dialog.getByLabel('维修类型').click();
    await page.locator('.ant-select-item-option').first().click();
    await dialog.getByLabel('故障描述').fill('报警器不响');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const message = page.locator('.ant-message').getByText(/已创建维修工单 RO\d+/);
    await expect(message).toBeVisible();
    const code = (await message.textContent())!.match(/RO\d+/)![0];
    await expect(row.getByText('故障')).toBeVisible();

    await page.getByRole('button', { name: '查看工单' }).click();
    await expect(page).toHaveURL(/\/eam\/repair-order-detail\?orderId=\d+$/);
    await expect(page.getByRole('heading', { name: code })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/as\/equipment\/antenna/);
    const again = page.getByRole('row').filter({ hasText: 'EAS-24003' });
    await again.getByRole('button', { name: /展开/ }).click();
    const orders = page.getByRole('list', { name: '维修记录' });
    await expect(orders.getByRole('link', { name: code })).toBeVisible();
    await expect(orders.getByText('待派单')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

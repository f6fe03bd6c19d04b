import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './fixtures/api';
import { ADMIN, signInAsAdmin } from './fixtures/auth';
import { qrCodesOfPdf } from './fixtures/pdf-qr';

// An asset registered in a category with designed fields, edited, given a photo, its history
// read, and its label printed, as an administrator does it in the browser (issue #16).

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ hasText: title });
/** The card titled exactly `title` (another card's text may contain it). */
const titled = (page: Page, title: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('assets', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
  });

  test('register a laptop with its designed fields, edit it, add a photo, read the history, print its label', async ({
    page,
    request,
    browser,
  }) => {
    await page.goto('/as/asset-form');
    await page.getByLabel('资产分类').click();
    await page.locator('.ant-select-tree-title').filter({ hasText: '笔记本电脑 (NB)' }).click();
    await page.getByLabel('资产名称').fill('测试用笔记本');
    await page.getByLabel('序列号').fill('E2E-SN-0001');
    // The category's own field, rendered inside the asset form, is checked before sending.
    const memory = card(page, '自定义字段').getByRole('spinbutton', { name: /内存/ });
    await expect(memory).toBeVisible();
    await card(page, '自定义字段').getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('不能为空').first()).toBeVisible();
    await expect(page).toHaveURL(/\/as\/asset-form$/);
    await memory.fill('32');
    await card(page, '自定义字段').getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveURL(/\/as\/asset-detail\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByText(/^NB-\d{6}$/)).toBeVisible();
    await expect(page.getByText('闲置', { exact: true })).toBeVisible();
    await expect(page.getByText('按表单第 1 版保存')).toBeVisible();

    await page.getByRole('button', { name: '编辑' }).click();
    await expect(page.getByText(/只能通过借用、领用、调拨等单据变更/)).toBeVisible();
    await page.getByLabel('备注').fill('屏幕有划痕');
    await card(page, '自定义字段').getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(new RegExp(`/as/asset-detail\\?id=${id}$`));
    await expect(page.getByText('备注：— → 屏幕有划痕')).toBeVisible();
    await expect(page.getByText('内存（GB）：— → 32')).toBeVisible();

    // A photo uploaded on its page is still there after a reload, and opens large on a click.
    await titled(page, '照片和文件')
      .locator('input[type="file"]')
      .setInputFiles({ name: '正面.png', mimeType: 'image/png', buffer: PNG });
    await expect(titled(page, '照片和文件').getByRole('img', { name: '正面.png' })).toBeVisible();
    await page.reload();
    const photo = titled(page, '照片和文件').getByRole('img', { name: '正面.png' });
    await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByText('照片和文件：— → 正面.png')).toBeVisible();
    await photo.click();
    await expect(page.locator('.ant-image-preview img')).toBeVisible();
    await page.keyboard.press('Escape');

    // Its label and two more, one per page of the roll layout: each page's QR, read from the
    // rendered PDF, is the address of that asset's page.
    const token = await apiToken(request, ADMIN);
    const auth = { authorization: `Bearer ${token}` };
    const others = (
      await (await request.get('/as/asset/page?size=2&sort=code,asc', { headers: auth })).json()
    ).data.records as Array<{ assetId: number }>;
    const ids = [id, ...others.map((a) => a.assetId)];
    const pdf = await request.get(
      `/as/asset/labels?layout=roll-50x30&${ids.map((i) => `ids=${i}`).join('&')}`,
      { headers: auth },
    );
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const codes = await qrCodesOfPdf(browser, await pdf.body());
    // Labels come in code order.
    const labelled = await Promise.all(
      ids.map(async (assetId) => {
        const res = await request.get(`/as/asset/${assetId}`, { headers: auth });
        return ((await res.json()) as { data: { assetId: number; code: string; qrToken: string } })
          .data;
      }),
    );
    labelled.sort((a, b) => (a.code < b.code ? -1 : 1));
    const origin = new URL(page.url()).origin;
    expect(codes).toEqual(labelled.map((a) => `${origin}/as/asset-detail?qr=${a.qrToken}`));

    // Scanning it opens the asset's page.
    await page.goto(codes[labelled.findIndex((a) => a.assetId === id)]!);
    await expect(page.getByText('屏幕有划痕', { exact: true })).toBeVisible();
  });

  test('design a new category’s fields from scratch, then register an asset filling them', async ({
    page,
  }) => {
    const palette = page.getByRole('navigation', { name: '组件库' });
    const canvas = page.getByRole('region', { name: '画布' });

    await page.goto('/as/category');
    await page.getByRole('button', { name: '新增分类' }).click();
    const dialog = page.getByRole('dialog', { name: '新增分类' });
    await dialog.getByLabel('分类名称').fill('全景摄像机');
    await dialog.getByLabel('编码前缀').fill('PANO');
    await dialog.getByLabel('计量单位').fill('台');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('分类已保存')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'PANO' });
    await expect(row.getByRole('cell', { name: '无', exact: true })).toBeVisible();

    // Its custom fields, designed with the form builder opened from the category.
    await row.getByRole('link', { name: '设计字段' }).click();
    await expect(page).toHaveURL(/\/as\/assetstype\/design\?categoryId=\d+$/);
    await palette.getByRole('button', { name: '添加计数器' }).click();
    await expect(canvas.getByRole('button', { name: '选中 计数器', exact: true })).toBeVisible();
    await page.getByLabel('标题', { exact: true }).fill('镜头数');
    await page.getByLabel('字段名', { exact: true }).fill('lenses');
    await page.getByRole('switch', { name: '必填' }).click();
    // Named after the category already: saved at once, and linked to it.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('已保存，版本 1')).toBeVisible();
    await page.goto('/as/category');
    // Its name, and the design's (named after it) where '无' was.
    await expect(row.getByRole('cell', { name: '全景摄像机', exact: true })).toHaveCount(2);

    // The asset form renders the new field and will not send without it.
    await page.goto('/as/asset-form');
    // Searched for: the tree's list is virtual, and a new root category comes last.
    // The category page's tab is open too: its close button is named after it.
    await page.getByRole('combobox', { name: '资产分类' }).fill('PANO');
    await page.locator('.ant-select-tree-title').filter({ hasText: '全景摄像机 (PANO)' }).click();
    await page.getByLabel('资产名称').fill('收银台全景摄像机');
    const lenses = card(page, '自定义字段').getByRole('spinbutton', { name: /镜头数/ });
    await expect(lenses).toBeVisible();
    await card(page, '自定义字段').getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('不能为空').first()).toBeVisible();
    await lenses.fill('4');
    await card(page, '自定义字段').getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveURL(/\/as\/asset-detail\?id=\d+$/);
    await expect(page.getByText('PANO-000001', { exact: true })).toBeVisible();
    await expect(card(page, '自定义字段').getByRole('spinbutton', { name: /镜头数/ })).toHaveValue(
      '4',
    );
  });
});

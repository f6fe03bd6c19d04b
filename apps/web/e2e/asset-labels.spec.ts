import { expect, test } from '@playwright/test';
import { apiToken } from './fixtures/api';
import { ADMIN, signInAsAdmin } from './fixtures/auth';
import { qrCodesOfPdf, type MmBox } from './fixtures/pdf-qr';

// QR labels of the filtered list, printed from the register's "Print labels" dialog (issue #16):
// the PDF the dialog previews is read back the way a phone reads a label, and each QR opens its
// asset's page.

/** The 24 labels of an A4 3 × 8 sheet (70 × 36 mm from 4.5 mm down), row by row. */
const A4_3X8: MmBox[] = Array.from({ length: 24 }, (_, i) => [
  (i % 3) * 70,
  4.5 + Math.floor(i / 3) * 36,
  70,
  36,
]);

interface Created {
  assetId: number;
  code: string;
  name: string;
  qrToken: string;
}

test('print labels of the filtered assets: one QR per asset, each opening that asset', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  // Three assets of a category without designed fields, named so that a search finds them alone.
  const token = await apiToken(request, ADMIN);
  const auth = { authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/as/category/list', { headers: auth })).json())
    .data as Array<{ categoryId: number; tracking: string; formDesignId: number | null }>;
  const plain = categories.find((c) => c.tracking === 'serial' && c.formDesignId === null)!;
  const stamp = Date.now().toString(36).toUpperCase();
  const created: Created[] = [];
  for (const name of ['前台收银机', '仓库货架', '门店防盗天线']) {
    const res = await request.post('/as/asset', {
      headers: auth,
      data: { categoryId: plain.categoryId, name: `${name} 标签${stamp}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    created.push((await res.json()).data as Created);
  }

  await signInAsAdmin(page);
  await page.goto('/as/asset/index');
  await page.getByPlaceholder('编码、名称或序列号').fill(`标签${stamp}`);
  await page.getByPlaceholder('编码、名称或序列号').press('Enter');
  await expect(page.getByRole('link', { name: created[2]!.code })).toBeVisible();
  await expect(page.getByRole('link', { name: /^[A-Z]+-\d+$/ })).toHaveCount(3);

  // The dialog previews the server's PDF of the filter's three assets.
  const answer = page.waitForResponse((r) => r.url().includes('/as/asset/labels'));
  await page.getByRole('button', { name: /打印标签/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('当前筛选出的 3 项资产')).toBeVisible();
  const labels = await answer;
  expect(labels.status()).toBe(200);
  expect(labels.headers()['content-type']).toBe('application/pdf');
  expect(new URL(labels.url()).searchParams.get('q')).toBe(`标签${stamp}`);
  await expect(dialog.locator('iframe[title="标签预览"]')).toHaveAttribute('src', /^blob:/);
  await expect(dialog.getByRole('button', { name: /打开并打印/ })).toBeEnabled();

  // Read as a phone would: the first three labels of the sheet hold the three assets' pages
  // (in the order they were registered), the other 21 are blank.
  const codes = await qrCodesOfPdf(browser, await labels.body(), A4_3X8);
  const origin = new URL(page.url()).origin;
  expect(codes).toEqual([
    ...created.map((a) => `${origin}/as/asset-detail?qr=${a.qrToken}`),
    ...Array<null>(21).fill(null),
  ]);
  // Showing the PDF in the page broke no rule of the Content-Security-Policy.
  expect(violations).toEqual([]);

  // Scanning the second label opens that asset.
  await page.goto(codes[1]!);
  await expect(page.getByText(created[1]!.name, { exact: true })).toBeVisible();
  await expect(page.getByText(created[1]!.code, { exact: true }).first()).toBeVisible();
});

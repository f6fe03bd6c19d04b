import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from './fixtures/api';
import { ADMIN, KEEPER, signIn, userMenu } from './fixtures/auth';
import { showToCamera } from './fixtures/fake-camera';

// A keeper counts the demo stocktake on a phone (issue #18, 390 × 844): types asset codes into
// the scan box and shows a label to the camera, watches the progress rise and the not-found list shrink, settles the lines that
// moved during the count and submits; the administrator approves the request on its page; the
// stock page shows the posted differences; signing out forgets the selected warehouse.

const PLAN = '华东仓月末盘点';
/** The stocktake page's add key (submit), menu 8062: the demo keeper's role counts only. */
const STOCKTAKE_ADD_MENU = 8062;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface PlanLine {
  categoryId: number;
  asset: { code: string } | null;
  difference: number | null;
}

async function getData<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as T;
}

/** The counting demo plan's id and its warehouse. */
async function demoPlan(request: APIRequestContext, token: string) {
  const page = await getData<{
    records: Array<{ stocktakeId: number; name: string; status: string }>;
  }>(request, token, '/ware/stocktake/page?status=counting&size=50');
  const plan = page.records.find((r) => r.name === PLAN);
  expect(plan, 'the demo plan counting in 华东仓').toBeTruthy();
  return plan!.stocktakeId;
}

/** Picks `name` in the open warehouse picker's dropdown. */
async function pick(page: Page, name: string) {
  await page.locator('.ant-select-dropdown:visible').getByText(name, { exact: true }).click();
}

/** The figure "已盘 n / m 行" shows: n. */
async function countedOf(page: Page): Promise<number> {
  const text = (await page.getByText(/^已盘 \d+ \/ \d+ 行$/).textContent()) ?? '';
  return Number(/已盘 (\d+)/.exec(text)?.[1]);
}

/** The not-found card's count: "未盘到的资产（n）". */
async function notFoundOf(page: Page): Promise<number> {
  const text = (await page.getByText(/^未盘到的资产（\d+）$/).textContent()) ?? '';
  return Number(/（(\d+)）/.exec(text)?.[1]);
}

test.describe.serial('a stocktake counted on a phone', () => {
  let admin: string;
  let planId: number;

  test.beforeAll(async ({ request }) => {
    admin = await apiToken(request, ADMIN);
    planId = await demoPlan(request, admin);
    // The walk's keeper submits: their role gets the stocktake add key for this database only.
    const roles = await getData<Array<{ roleId: number; roleCode: string }>>(
      request,
      admin,
      '/admin/role/list',
    );
    const role = roles.find((r) => r.roleCode === 'warehouse_keeper');
    expect(role, 'the keeper role').toBeTruthy();
    const roleId = role!.roleId;
    const menus = await getData<number[]>(request, admin, `/admin/role/${roleId}/menus`);
    const granted = await request.put(`/admin/role/${roleId}/menus`, {
      headers: bearer(admin),
      data: { menuIds: [...new Set([...menus, STOCKTAKE_ADD_MENU])] },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    // Differences go to the administrator (above the demo's keeper-approves template).
    const me = await getData<{ sysUser: { userId: number } }>(request, admin, '/admin/user/info');
    const template = await request.post('/approval/template', {
      headers: bearer(admin),
      data: {
        docType: 'stocktake',
        name: 'E2E 盘点差异（管理员）',
        priority: 1000,
        steps: [
          {
            name: '管理员审批',
            approvers: { kind: 'users', userIds: [me.sysUser.userId] },
            mode: 'any',
          },
        ],
      },
    });
    expect(template.status(), await template.text()).toBe(200);
  });

  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('the keeper types codes, sees the progress rise and the not-found list shrink, and submits', async ({
    page,
  }) => {
    await signIn(page, KEEPER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto(`/planDetail?id=${planId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('盘点中', { exact: true })).toBeVisible();

    const scanBox = page.getByRole('searchbox', { name: '扫码或输入资产编码' });
    await expect(scanBox).toBeVisible();
    const notFound = page.locator('.ant-card').filter({ hasText: /^未盘到的资产（\d+）/ });
    await expect(notFound).toBeVisible();
    const missingBefore = await notFoundOf(page);
    expect(missingBefore).toBeGreaterThanOrEqual(2);

    // Two assets not found yet: read their codes from the plan; type the second and press Enter.
    const plan = await getData<{ lines: Array<PlanLine & { counted: number | null }> }>(
      page.request,
      admin,
      `/ware/stocktake/${planId}`,
    );
    const [labelled, ...codes] = plan.lines
      .filter((l) => l.asset !== null && l.counted === null)
      .slice(0, 2)
      .map((l) => l.asset!.code);
    expect(codes).toHaveLength(1);
    for (const [i, code] of codes.entries()) {
      const counted = await countedOf(page);
      await scanBox.fill(code);
      await scanBox.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `${code} 已盘点` })).toBeVisible();
      await expect.poll(() => countedOf(page)).toBe(counted + 1);
      await expect.poll(() => notFoundOf(page)).toBe(missingBefore - i - 1);
      await expect(notFound.getByText(code)).toHaveCount(0);
    }
    // The first by its label, read by the phone's camera: Chromium's fake camera shows the
    // label's QR code (its asset page's address with the asset's token), the page decodes it and
    // counts the asset as a typed code.
    const found = await getData<{ records: Array<{ code: string; qrToken: string }> }>(
      page.request,
      admin,
      `/as/asset/page?q=${encodeURIComponent(labelled!)}&size=5`,
    );
    const label = found.records.find((r) => r.code === labelled);
    expect(label, labelled).toBeTruthy();
    showToCamera(new URL(`/as/asset-detail?qr=${label!.qrToken}`, page.url()).href);
    const counted = await countedOf(page);
    await page.getByRole('button', { name: '用摄像头扫码' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${labelled} 已盘点` })).toBeVisible();
    await expect.poll(() => countedOf(page)).toBe(counted + 1);
    await expect.poll(() => notFoundOf(page)).toBe(missingBefore - 2);
    await expect(notFound.getByText(labelled!)).toHaveCount(0);
    await page.getByRole('button', { name: '关闭摄像头' }).click();
    await expect(page.getByRole('button', { name: '用摄像头扫码' })).toBeVisible();

    // The same label again is ignored, an unknown code is kept.
    await scanBox.fill(codes[0]!);
    await scanBox.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${codes[0]} 已盘过` })).toBeVisible();
    await scanBox.fill('E2E-NO-SUCH-CODE');
    await scanBox.press('Enter');
    await expect(page.getByText(/^未知编码（\d+）$/)).toBeVisible();

    // Lines that moved while counting: keep what was counted, one line at a time (the stock
    // becomes the count), each decision said on its line.
    const counting = await getData<{
      lines: Array<PlanLine & { categoryName: string; undecided: boolean }>;
    }>(page.request, admin, `/ware/stocktake/${planId}`);
    const undecided = counting.lines.filter((l) => l.undecided);
    expect(undecided.length).toBeGreaterThan(0);
    await expect(page.getByText(`${undecided.length} 行待处理`, { exact: false })).toBeVisible();
    for (const line of undecided) {
      const name = line.asset?.code ?? line.categoryName;
      await page.getByRole('button', { name: `以盘点为准 ${name}`, exact: true }).click();
      await expect(page.getByText(/^已处理：以盘点为准（孙仓管/)).toHaveCount(
        undecided.indexOf(line) + 1,
      );
    }
    await expect(page.getByText(/行待处理/)).toHaveCount(0);

    await page.getByRole('button', { name: '提交差异审批' }).click();
    await expect(page.getByText('差异已提交审批')).toBeVisible();
    await expect(page.getByText('审批中', { exact: true })).toBeVisible();
  });

  test('the administrator approves on the request page; the stock shows the posted differences', async ({
    page,
  }) => {
    const before = await getData<{ requestId: number | null; lines: PlanLine[] }>(
      page.request,
      admin,
      `/ware/stocktake/${planId}`,
    );
    expect(before.requestId).not.toBeNull();
    const posting = before.lines.filter(
      (l) => l.asset === null && l.difference !== null && l.difference !== 0,
    );
    expect(posting.length).toBeGreaterThan(0);
    const stock = await getData<{
      records: Array<{
        warehouseName: string;
        categoryId: number;
        categoryName: string;
        unit: string;
        quantity: number;
      }>;
    }>(page.request, admin, '/ware/stock/page?size=100');
    const expected = posting.map((l) => {
      const row = stock.records.find(
        (r) => r.warehouseName === '华东仓' && r.categoryId === l.categoryId,
      );
      expect(row, `华东仓 × ${l.categoryId}`).toBeTruthy();
      return { name: row!.categoryName, amount: `${row!.quantity + l.difference!} ${row!.unit}` };
    });

    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto(`/tutor/changeoffering?id=${before.requestId}`);
    const actions = page.getByRole('group', { name: '可执行的操作' });
    await actions.getByRole('button', { name: '通过' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: /^通过申请 / });
    await confirm.getByLabel('审批意见（选填）').fill('已复核');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已通过', { exact: true }).first()).toBeVisible();
    await expect(actions.getByRole('button', { name: '通过' })).toHaveCount(0);

    await page.goto('/ware/stock/index');
    // The page's own warehouse filter (the top bar's selector is not shown at phone width).
    await page.getByRole('combobox', { name: '仓库', exact: true }).click();
    await pick(page, '华东仓');
    const table = page.getByRole('table', { name: '计数物品' });
    for (const { name, amount } of expected) {
      const row = table.getByRole('row').filter({ hasText: name }).filter({ hasText: '华东仓' });
      await expect(row.getByText(amount, { exact: true })).toBeVisible();
    }
  });

  test('signing out clears the selected warehouse', async ({ page }) => {
    // The top bar offers the warehouse selector from tablet width up.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, KEEPER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    // The selector sits in the top bar on the warehouse pages it filters.
    await page.goto('/ware/stock/index');
    await page.getByRole('combobox', { name: '当前仓库' }).click();
    await pick(page, '华东仓');
    const stored = () =>
      page.evaluate(() =>
        Object.keys(window.localStorage).filter((k) => k.includes('selectedWarehouseId')),
      );
    await expect.poll(stored).not.toEqual([]);
    await userMenu(page, '退出登录', KEEPER.nickname);
    await page.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(stored).toEqual([]);
  });
});

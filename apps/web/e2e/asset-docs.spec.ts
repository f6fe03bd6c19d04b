import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { storeDay } from './fixtures/days';
import { apiToken, bearer } from './fixtures/api';
import { ADMIN, STAFF, signIn } from './fixtures/auth';
import { E2E } from './fixtures/env';
import { qrOfPng } from './fixtures/image-qr';

// A lending from request to handover, in the browser against the real server (issue #17): the
// staff user, who holds the apply keys but not the register's, finds an idle asset of their store
// on the documents' form and applies to borrow it; the approvers approve it, the store manager
// issues the pickup certificate, the staff user opens its QR's address on a 360 px phone and
// signs with a finger, and the asset page shows it lent, with the signature in its history.

const MANAGER = { username: 'manager', password: E2E.demoPassword, nickname: '陈店长' };
const STAFF_NAME = '演示员工';
/** The staff's password after the forced first change (put back afterwards for first-login). */
const STAFF_NEW = { username: STAFF.username, password: 'Staff@docs-2026' };
const card = (page: Page, title: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

/** An idle asset of the manager's store, the staff's too (the newest: no demo document has it). */
async function idleAssetOfManager(request: APIRequestContext) {
  const token = await apiToken(request, MANAGER);
  const res = await request.get('/as/asset/page', {
    headers: bearer(token),
    params: { status: 'idle', size: 50, current: 1, sort: 'code,desc' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const records = (await res.json()).data.records as Array<{ assetId: number; code: string }>;
  expect(records.length).toBeGreaterThan(0);
  return records[0]!;
}

/** Approves request `id` step by step, each time as the approver its current step waits for. */
async function approveAll(request: APIRequestContext, requestId: number) {
  const admin = await apiToken(request, ADMIN);
  for (let step = 0; step < 10; step++) {
    const res = await request.get(`/approval/${requestId}`, { headers: bearer(admin) });
    const detail = (await res.json()).data as {
      status: string;
      version: number;
      route: Array<{
        state: string;
        tasks: Array<{ status: string; approver: { username: string } }>;
      }>;
    };
    if (detail.status === 'approved') return;
    expect(detail.status).toBe('pending');
    const waiting = detail.route
      .find((s) => s.state === 'current')
      ?.tasks.find((task) => task.status === 'pending');
    expect(waiting, 'a pending task on the current step').toBeDefined();
    const username = waiting!.approver.username;
    const token = await apiToken(request, {
      username,
      password: username === ADMIN.username ? ADMIN.password : E2E.demoPassword,
    });
    const approved = await request.post(`/approval/${requestId}/approve`, {
      headers: bearer(token),
      data: { version: detail.version, comment: 'E2E 同意' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  throw new Error(`request ${requestId} was not approved after 10 steps`);
}

test.describe('asset documents', () => {
  test('a lending goes from the form through approval to the receiver’s signature on a phone', async ({
    page,
    browser,
    request,
  }) => {
    const lent = await idleAssetOfManager(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The staff's first sign-in asks for a new password (first-login.spec.ts walks it).
    await signIn(page, STAFF);
    const change = page.getByRole('dialog', { name: '请先修改密码' });
    await change.getByLabel('旧密码').fill(STAFF.password);
    await change.getByLabel('新密码').fill(STAFF_NEW.password);
    await change.getByLabel('确认密码').fill(STAFF_NEW.password);
    await change.getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/login/);
    try {
      await staffLends(page, browser, request, lent);
    } finally {
      // Back to the demo's first-sign-in state, for the specs after this one.
      const admin = await apiToken(request, ADMIN);
      const users = await request.get('/admin/user/list', {
        headers: bearer(admin),
        params: { keyword: STAFF.username },
      });
      const staff = ((await users.json()).data as Array<{ userId: number; username: string }>).find(
        (u) => u.username === STAFF.username,
      )!;
      const reset = await request.put(`/admin/user/${staff.userId}/reset-password`, {
        headers: bearer(admin),
        data: { password: STAFF.password },
      });
      expect(reset.status(), await reset.text()).toBe(200);
    }
  });
});

async function staffLends(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  lent: { assetId: number; code: string },
) {
  await signIn(page, STAFF_NEW);
  await expect(page).toHaveURL(/\/wel\/index$/);

  // The form: the asset found by its code among the eligible (idle) ones, the borrower, the
  // due date and the reason.
  await page.goto('/as/doc-form?type=lending');
  await expect(page.getByRole('radio', { name: '借用单' })).toBeChecked();
  const search = page.getByRole('combobox', { name: '输入编码或名称搜索资产' });
  await search.click();
  await search.fill(lent.code);
  await page.getByTitle(new RegExp(`^${lent.code} `)).click();
  await expect(page.getByRole('button', { name: `移除 ${lent.code}` })).toBeVisible();
  await page.getByRole('combobox', { name: '借用人' }).click();
  await page.getByTitle(`${STAFF_NAME} (${STAFF.username})`).click();
  await page.getByRole('textbox', { name: '应还日期' }).click();
  const due = storeDay(7);
  await page.getByRole('textbox', { name: '应还日期' }).fill(due);
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: '事由' }).fill('E2E 外出巡店借用');
  await page.getByRole('button', { name: '提交审批' }).click();

  await expect(page).toHaveURL(/\/as\/doc-detail\?id=\d+$/);
  const docId = Number(new URL(page.url()).searchParams.get('id'));
  const code = (await page.locator('.ant-card-head-title strong').first().textContent())!;
  expect(code).toMatch(/^JY\d{14}$/);
  await expect(page.getByText('审批中', { exact: true }).first()).toBeVisible();
  const link = page.getByRole('link', { name: '查看审批' });
  const requestId = Number(
    new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('id'),
  );

  // Approved by each step's approver (the approval centre's own walk is approvals.spec.ts).
  await approveAll(request, requestId);

  // The manager, the store's keeper, issues the certificate: a QR of the signing address.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staffPage = page;
  page = await desk.newPage();
  await signIn(page, MANAGER);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto(`/as/doc-detail?id=${docId}`);
  await expect(page.getByText('待签收', { exact: true }).first()).toBeVisible();
  const certificate = card(page, '领取凭证');
  await certificate.getByRole('button', { name: '生成领取凭证' }).click();
  const qr = certificate.getByRole('img', { name: '签收二维码' });
  await expect(qr).toBeVisible();
  const address = await qrOfPng(browser, await qr.screenshot());
  expect(address).toMatch(
    new RegExp(`^${new URL(page.url()).origin}/assertQrCode\\?code=[\\w-]{22,}$`),
  );
  await expect(certificate.getByText(address!)).toBeVisible();
  await expect(certificate.getByText(/^有效期至 /)).toBeVisible();

  // The receiver, on a 360 px phone, not signed in.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'zh-CN',
  });
  try {
    const mobile = await phone.newPage();
    await mobile.goto(address!);
    await expect(mobile.getByRole('heading', { name: '资产签收' })).toBeVisible();
    await expect(mobile.getByText(`借用单 ${code}`)).toBeVisible();
    await expect(mobile.getByText(lent.code)).toBeVisible();
    // The receiver's name, masked; nothing wider than the screen.
    await expect(mobile.getByText(/^演\*+工$/)).toBeVisible();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // No antd on this page.
    expect(await mobile.locator('[class*="ant-"]').count()).toBe(0);

    await mobile.getByLabel('用户名').fill(STAFF_NEW.username);
    await mobile.getByLabel('密码').fill(STAFF_NEW.password);
    // A finger's stroke across the pad: real touches, which the browser turns into pointer
    // events (and would scroll the page with, were the pad not `touch-action: none`).
    const pad = mobile.getByRole('img', { name: '签名' });
    const box = (await pad.boundingBox())!;
    const touch = await phone.newCDPSession(mobile);
    const at = (x: number, y: number) => [{ x: box.x + x, y: box.y + y, id: 1 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(20, 20) });
    for (let x = 40; x <= 240; x += 20) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(x, 20 + (x % 40)),
      });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(pad.locator('path')).toHaveCount(1);
    await mobile.getByRole('button', { name: '确认签收' }).click();
    await expect(mobile.getByRole('heading', { name: '签收完成' })).toBeVisible();

    // The same certificate works once only.
    await mobile.reload();
    await expect(mobile.getByText(/此凭证无效/)).toBeVisible();
  } finally {
    await phone.close();
  }

  // The document is done, signed by the staff user; the asset is lent, its history names the
  // document and shows the signature.
  await page.reload();
  await expect(page.getByText('已完成', { exact: true }).first()).toBeVisible();
  const signed = card(page, '签收');
  await expect(signed.getByText(STAFF_NAME)).toBeVisible();
  await expect(signed.getByRole('img', { name: `${STAFF_NAME} 的签名` })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.goto(`/as/asset-detail?id=${lent.assetId}`);
  await expect(page.getByText('借出', { exact: true }).first()).toBeVisible();
  const history = card(page, '变更记录');
  await expect(history.getByRole('link', { name: `借用单 ${code}` }).first()).toBeVisible();
  await expect(history.getByRole('img', { name: '签名' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await history
    .getByRole('link', { name: `借用单 ${code}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/as/doc-detail\\?code=${code}$`));
  await expect(page.getByText(code).first()).toBeVisible();
  expect(docId).toBeGreaterThan(0);
  // The staff sees their request done too.
  await staffPage.reload();
  await expect(staffPage.getByText('已完成', { exact: true }).first()).toBeVisible();
  await desk.close();
}

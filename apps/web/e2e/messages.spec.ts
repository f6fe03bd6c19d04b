import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken } from './fixtures/api';
import { ADMIN, signInAsAdmin } from './fixtures/auth';

const drawer = (page: Page) => page.getByRole('dialog', { name: '消息中心' });
const bell = (page: Page) => page.getByRole('button', { name: '消息', exact: true });
const viewRadio = (page: Page, view: '全部' | '未读' | '已读') =>
  drawer(page)
    .getByRole('radiogroup', { name: '阅读状态' })
    .getByText(new RegExp(`^${view}（\\d+）$`));

async function countOf(radio: Locator): Promise<number> {
  const text = (await radio.textContent()) ?? '';
  return Number(/（(\d+)）/.exec(text)?.[1] ?? NaN);
}

async function unreadCount(page: Page) {
  return countOf(viewRadio(page, '未读'));
}

/** The badge text, or '' when it is hidden (count 0). */
async function badgeText(page: Page): Promise<string> {
  const badge = page
    .locator('.ant-badge')
    .filter({ has: bell(page) })
    .locator('sup');
  return (await badge.count()) ? ((await badge.first().textContent()) ?? '').trim() : '';
}

/** What the badge shows for `unread` notices: hidden at 0, capped at 99+. */
const badgeFor = (unread: number) => (unread === 0 ? '' : unread > 99 ? '99+' : String(unread));

// One admin, one sequence: each step starts from the read states the previous one left.
test.describe.serial('message centre', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAsAdmin(page);
  });

  test('the drawer shows views and types with counts that add up', async ({ page }) => {
    await bell(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByText('数据加载中')).toHaveCount(0);
    const all = await countOf(viewRadio(page, '全部'));
    const unread = await unreadCount(page);
    const read = await countOf(viewRadio(page, '已读'));
    expect(all).toBeGreaterThan(24);
    expect(unread + read).toBe(all);
    expect(await badgeText(page)).toBe(badgeFor(unread));

    // Page size 10 by default, with the total shown.
    await expect(drawer(page).getByRole('row')).toHaveCount(11); // header + 10
    await expect(drawer(page).getByText(`共 ${all} 条`)).toBeVisible();

    // Unread view: only unread rows, once the list is the unread one (its total, its rows).
    await viewRadio(page, '未读').click();
    expect(unread).toBeGreaterThan(0);
    await expect(drawer(page).getByText(`共 ${unread} 条`)).toBeVisible();
    const switches = drawer(page).getByRole('switch', { name: '已读' });
    await expect(switches).toHaveCount(Math.min(unread, 10));
    for (const s of await switches.all()) await expect(s).not.toBeChecked();

    // A type filter narrows the list to that type.
    const typeGroup = drawer(page).getByRole('radiogroup', { name: '消息类型' });
    const loans = typeGroup.getByText(/^借用审批通知（\d+）$/);
    const ofType = await countOf(loans);
    expect(ofType).toBeGreaterThan(0);
    await loans.click();
    await expect(drawer(page).getByText(`共 ${ofType} 条`)).toBeVisible();
    const typeCells = drawer(page).getByRole('row').locator('td:nth-child(3)');
    await expect(typeCells).toHaveCount(Math.min(ofType, 10));
    for (const cell of await typeCells.all()) await expect(cell).toHaveText('借用审批通知');
  });

  test('row toggle, double-click and bulk marking change the counts and the badge', async ({
    page,
  }) => {
    await bell(page).click();
    await viewRadio(page, '全部').click();
    await expect(drawer(page).getByText('数据加载中')).toHaveCount(0);
    const before = await unreadCount(page);

    // Toggle one unread row to read.
    const unreadSwitch = drawer(page).getByRole('switch', { name: '已读', checked: false }).first();
    await unreadSwitch.click();
    await expect(viewRadio(page, '未读')).toHaveText(`未读（${before - 1}）`);

    // And back to unread.
    await drawer(page).getByRole('switch', { name: '已读', checked: true }).first().click();
    await expect(viewRadio(page, '未读')).toHaveText(`未读（${before}）`);

    // Double-click an unread row marks it read (on its type: its text may be a link, which a
    // click follows).
    await viewRadio(page, '未读').click();
    await drawer(page).getByRole('row').nth(1).locator('td').nth(2).dblclick();
    await expect(viewRadio(page, '未读')).toHaveText(`未读（${before - 1}）`);

    // Mark selected: disabled with nothing selected, then marks the chosen rows.
    const markSelected = drawer(page).getByRole('button', { name: '标记已读' });
    await expect(markSelected).toBeDisabled();
    const checkboxes = drawer(page).getByRole('checkbox', { name: /^选择：/ });
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await expect(markSelected).toBeEnabled();
    await markSelected.click();
    await expect(viewRadio(page, '未读')).toHaveText(`未读（${before - 3}）`);
    await expect.poll(() => badgeText(page)).toBe(badgeFor(before - 3));
  });

  test('pages of 20, then mark all read hides the badge', async ({ page }) => {
    await bell(page).click();
    await viewRadio(page, '全部').click();
    await drawer(page).getByRole('combobox', { name: '页码' }).click();
    await page.getByText('20 条/页').click();
    await expect(drawer(page).getByRole('row')).toHaveCount(21);
    await drawer(page).getByTitle('2', { exact: true }).click();
    await expect(drawer(page).getByRole('row')).not.toHaveCount(0);

    await drawer(page).getByRole('button', { name: '全部已读' }).click();
    await expect(viewRadio(page, '未读')).toHaveText('未读（0）');
    await expect.poll(() => badgeText(page)).toBe('');
  });

  test('a notice pushed while the page is open raises the badge without a reload', async ({
    page,
    request,
  }) => {
    // The page's socket, opened anew: with a single-use ticket, never the access token.
    // The listener for its first frame (its identification: pushes reach it from then on) is
    // attached as the socket appears, so a frame sent at once cannot slip past it.
    const identified = new Promise<string>((resolve) => {
      page.on('websocket', (socket) => socket.once('framesent', () => resolve(socket.url())));
    });
    await page.reload();
    // A one-time ticket, and the language the pushed notices are written in.
    expect(new URL(await identified).search).toMatch(/^\?ticket=[\w-]+&lang=zh-CN$/);
    await expect.poll(() => badgeText(page)).toBe('');
    const token = await apiToken(request, ADMIN);
    const res = await request.post('/admin/notice/announce', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: '盘点通知',
        content: '本周五下午进行季度盘点',
        sendType: 'all',
        targetIds: [],
      },
    });
    expect(res.ok()).toBe(true);
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toBe('1');
  });
});

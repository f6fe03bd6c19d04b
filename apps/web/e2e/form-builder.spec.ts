import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken } from './fixtures/api';
import { ADMIN, signInAsAdmin } from './fixtures/auth';
import { pageTab, tabBar } from './fixtures/tabs';

// The form builder end to end (issue #6): an admin designs a form with a sub-form table whose
// column is a number, a calculate field summing that column with its upper-case amount, and a
// required text field; saves it; then fills it in, sees the total and its upper-case text
// follow the rows, is refused with the field messages, and submits valid data that the server
// stores with the total it computed itself.
const DESIGN = { code: 'e2e-expense', name: '报销单' };

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const canvas = (page: Page) => page.getByRole('region', { name: '画布' });
const palette = (page: Page) => page.getByRole('navigation', { name: /^(组件库|Widgets)$/ });
/** A widget on the canvas, by the button that selects it. */
const canvasItem = (page: Page, label: string) =>
  canvas(page).getByRole('button', { name: `选中 ${label}`, exact: true });

async function openFromSidebar(page: Page, item: string) {
  const menu = sideMenu(page);
  const leaf = menu.getByRole('menuitem', { name: item, exact: true });
  if (!(await leaf.isVisible())) await menu.getByRole('menuitem', { name: '系统管理' }).click();
  await leaf.click();
  // As a person does: wait for the page to open (its tab) before the next click.
  await expect(pageTab(page, item)).toHaveAttribute('aria-current', 'page');
}

/**
 * A real pointer drag (dnd-kit's pointer sensor): press on the source, move past the 5 px
 * activation distance, glide to the target in steps, release.
 */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.mouse.move(end.x + 2, end.y + 2, { steps: 2 });
  await page.mouse.up();
}

test.describe.serial('form builder', () => {
  // A design built step by step is many actions; a busy machine needs more than the default.
  test.describe.configure({ timeout: 300_000 });
  let designId = 0;
  let errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signInAsAdmin(page);
  });

  test.afterEach(() => {
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  test('designs a form with a table, a total and its upper-case amount, and saves it', async ({
    page,
    request,
  }) => {
    await openFromSidebar(page, '表单设计');
    await page.getByRole('button', { name: '新建' }).click();
    await expect(page).toHaveURL(/\/admin\/form-design\/edit$/);
    await expect(canvas(page).getByText('从左侧拖入或点击组件以添加')).toBeVisible();

    // Click to add: a text field, made required and named.
    await palette(page).getByRole('button', { name: '添加单行文本' }).click();
    await expect(canvasItem(page, '单行文本')).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('标题', { exact: true }).fill('申请人');
    await page.getByLabel('字段名', { exact: true }).fill('applicant');
    await page.getByRole('switch', { name: '必填' }).click();
    await expect(page.getByRole('switch', { name: '必填' })).toBeChecked();
    await expect(canvasItem(page, '申请人')).toBeVisible();

    const order = () => canvas(page).getByRole('button', { name: /^选中 / });

    // Drag the sub-form table from the palette onto the text field: it goes before it (a click
    // would have added it after the selected text field).
    await drag(
      page,
      palette(page).getByRole('button', { name: '添加子表单' }),
      canvasItem(page, '申请人'),
    );
    await expect(canvasItem(page, '子表单')).toHaveAttribute('aria-pressed', 'true');
    await expect(order()).toHaveText(['子表单', '申请人']);
    await page.getByLabel('标题', { exact: true }).fill('明细');
    await page.getByLabel('字段名', { exact: true }).fill('items');
    await page.getByRole('switch', { name: '必填' }).click();

    // Drag a number into the empty table, the text field selected (where a click would add
    // it): it becomes the table's column.
    await canvasItem(page, '申请人').click();
    await drag(
      page,
      palette(page).getByRole('button', { name: '添加计数器' }),
      canvas(page).getByText('拖入组件到这里'),
    );
    await expect(canvasItem(page, '计数器')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas(page).getByText('拖入组件到这里')).toHaveCount(0);
    await page.getByLabel('标题', { exact: true }).fill('金额');
    await page.getByLabel('字段名', { exact: true }).fill('amount');
    await page.getByRole('switch', { name: '必填' }).click();
    await expect(order()).toHaveText(['明细', '金额', '申请人']);

    // Click to add the total after the selected text field (with the column selected it would
    // join the table).
    await canvasItem(page, '申请人').click();
    await palette(page).getByRole('button', { name: '添加计算公式' }).click();
    await expect(canvasItem(page, '计算公式')).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('标题', { exact: true }).fill('合计');
    await page.getByLabel('字段名', { exact: true }).fill('total');
    const formula = page.getByLabel('计算公式', { exact: true });
    await formula.fill('');
    await formula.pressSequentially('items.amount');
    await page.getByRole('switch', { name: '显示大写金额' }).click();
    await expect(order()).toHaveText(['明细', '金额', '申请人', '合计']);

    // Reorder with the canvas handle: the text field goes back to the top.
    await drag(page, page.getByRole('button', { name: '拖动 申请人' }), canvasItem(page, '明细'));
    await expect(order()).toHaveText(['申请人', '明细', '金额', '合计']);

    // The formula names a real column: the design has no problems left.
    await expect(page.getByRole('button', { name: '设计问题' })).toHaveCount(0);

    // The live preview is the form as it will be filled in.
    await page.getByText('预览', { exact: true }).click();
    await page.getByRole('button', { name: '添加', exact: true }).click();
    await page.getByLabel('金额 第 1 行', { exact: true }).pressSequentially('88.8');
    await expect(page.getByLabel('合计', { exact: true })).toHaveValue('88.8');
    await expect(page.getByText('大写：捌拾捌元捌角')).toBeVisible();
    await page.getByText('画布', { exact: true }).click();

    await page.getByRole('button', { name: '保存', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '保存表单设计' });
    await dialog.getByLabel('表单编码').fill(DESIGN.code);
    await dialog.getByLabel('表单名称').fill(DESIGN.name);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已保存，版本 1')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/form-design\/edit\?id=\d+$/);
    designId = Number(new URL(page.url()).searchParams.get('id'));
    // The new design moved to its own address: one designer tab, not a blank one left behind.
    await expect(tabBar(page).getByRole('link', { name: '设计表单' })).toHaveCount(1);

    // The stored design opens in the designer; a change is saved as version 2.
    await canvasItem(page, '明细').click();
    await page.getByLabel('添加按钮文字').fill('添加明细');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('已保存，版本 2')).toBeVisible();

    // Back on the list (its tab), the design is there at version 2.
    await pageTab(page, '表单设计').click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: DESIGN.code })
        .getByRole('cell', { name: '2', exact: true }),
    ).toBeVisible();

    // What was dragged, clicked and set is what the server stored: the number inside the table.
    const token = await apiToken(request, ADMIN);
    const stored = await request.get(`/admin/form-design/${designId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.ok()).toBe(true);
    expect((await stored.json()).data).toMatchObject({
      code: DESIGN.code,
      name: DESIGN.name,
      version: 2,
      design: {
        fields: [
          { kind: 'input', vModel: 'applicant', label: '申请人', required: true },
          {
            kind: 'table',
            vModel: 'items',
            label: '明细',
            required: true,
            actionText: '添加明细',
            children: [{ kind: 'number', vModel: 'amount', label: '金额', required: true }],
          },
          {
            kind: 'calculate',
            vModel: 'total',
            label: '合计',
            formula: 'items.amount',
            showChinese: true,
          },
        ],
      },
    });
  });

  test('the palette keeps inside its column in both languages', async ({ page }) => {
    await openFromSidebar(page, '表单设计');
    await page.getByRole('button', { name: '新建' }).click();
    await expect(palette(page).getByRole('button', { name: '添加组织选择' })).toBeVisible();
    const overflowing = async () => {
      const box = await palette(page).boundingBox();
      const out: string[] = [];
      for (const button of await palette(page).getByRole('button').all()) {
        const b = await button.boundingBox();
        if (box && b && (b.x < box.x - 0.5 || b.x + b.width > box.x + box.width + 0.5))
          out.push((await button.getAttribute('aria-label')) ?? '?');
      }
      return out;
    };
    expect(await overflowing()).toEqual([]);
    await page.getByText('English', { exact: true }).click();
    await expect(
      palette(page).getByRole('button', { name: 'Add Organisation picker' }),
    ).toBeVisible();
    expect(await overflowing()).toEqual([]);
    await page.getByText('中文', { exact: true }).click();
  });

  test('fills the form: the total follows the rows, invalid data is refused, valid data stored', async ({
    page,
    request,
  }) => {
    expect(designId).toBeGreaterThan(0);
    const token = await apiToken(request, ADMIN);
    const auth = { authorization: `Bearer ${token}` };
    const records = async () => {
      const res = await request.get(`/admin/form-design/${designId}/records`, { headers: auth });
      return (await res.json()).data as { total: number; records: Array<{ id: number }> };
    };

    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/admin/form-design/${designId}/submit`))
        submits.push(r.url());
    });

    await openFromSidebar(page, '表单设计');
    await page
      .getByRole('row')
      .filter({ hasText: DESIGN.code })
      .getByRole('button', { name: '预览' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/form-design/preview\\?id=${designId}$`));
    await expect(page.getByText(`预览：${DESIGN.name}`)).toBeVisible();

    const total = page.getByLabel('合计', { exact: true });
    const upper = page.getByRole('status').filter({ hasText: /^大写：/ });
    const amount = (row: number) => page.getByLabel(`金额 第 ${row} 行`, { exact: true });
    await expect(total).toHaveValue('0');
    await expect(upper).toHaveText('大写：零元整');

    // Nothing filled in: refused with the messages, nothing sent.
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('表单填写有误，请检查标红的字段')).toBeVisible();
    const applicantItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('申请人') });
    await expect(applicantItem.getByText('不能为空')).toBeVisible();
    const itemsItem = page.locator('.ant-form-item').filter({ hasText: '明细' });
    await expect(itemsItem.getByText('不能为空')).toBeVisible();
    expect(submits).toEqual([]);

    // Rows: the total and its upper-case text follow (500 ms after the last change).
    await page.getByRole('button', { name: '添加明细' }).click();
    await page.getByRole('button', { name: '添加明细' }).click();
    await page.getByRole('button', { name: '添加明细' }).click();
    await amount(1).fill('1200');
    await expect(total).toHaveValue('1200');
    await expect(upper).toHaveText('大写：壹仟贰佰元整');
    await amount(3).fill('99');
    await expect(total).toHaveValue('1299');
    await expect(upper).toHaveText('大写：壹仟贰佰玖拾玖元整');

    // Row 2 left empty: its cell is named, and nothing is stored.
    await page.getByLabel('申请人').fill('李娜');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('表单填写有误，请检查标红的字段').last()).toBeVisible();
    await expect(page.getByText('第 2 行“金额”不能为空')).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ has: amount(2) })
        .getByText('不能为空'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ has: amount(1) })
        .getByText('不能为空'),
    ).toHaveCount(0);
    expect(submits).toEqual([]);
    expect((await records()).total).toBe(0);

    // Delete row 3 (after the question), fill row 2.
    await page
      .getByRole('row')
      .filter({ has: amount(3) })
      .getByRole('button', { name: '删除' })
      .click();
    await expect(page.getByText('确定删除该行数据吗？')).toBeVisible();
    await page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }))
      .click();
    await expect(amount(3)).toHaveCount(0);
    await expect(total).toHaveValue('1200');
    await amount(2).fill('34.56');
    await expect(total).toHaveValue('1234.56');
    await expect(upper).toHaveText('大写：壹仟贰佰叁拾肆元伍角陆分');

    await page.getByRole('button', { name: '提交' }).click();
    const submitted = page.getByText(/^提交成功，记录号 \d+$/);
    await expect(submitted).toBeVisible();
    const recordId = Number(/\d+$/.exec((await submitted.textContent()) ?? '')?.[0]);

    // One submit, and the server stored the rows and the total it computed itself.
    expect(submits).toHaveLength(1);
    const list = await records();
    expect(list.total).toBe(1);
    expect(list.records[0]?.id).toBe(recordId);
    const res = await request.get(`/admin/form-record/${recordId}`, { headers: auth });
    expect(res.ok()).toBe(true);
    const record = (await res.json()).data;
    expect(record).toMatchObject({ designId, version: 2 });
    expect(record.data).toEqual({
      applicant: '李娜',
      items: [{ amount: 1200 }, { amount: 34.56 }],
      total: 1234.56,
    });
  });
});

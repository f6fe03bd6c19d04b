import { formatMoney } from '@depot/shared';
import { expect, test, type Page } from '@playwright/test';
import { storeDay } from './fixtures/days';
import { button, pick } from './fixtures/antd';
import { apiToken, bearer, getData, postData } from './fixtures/api';
import { ADMIN, signIn, signInAsAdmin } from './fixtures/auth';
import { E2E } from './fixtures/env';
import { drawSignature } from './fixtures/signature';

// Projects (issue #21): the administrator makes a project from a template in the new-project
// dialog, runs its stages (a finish names the stages it moved; the stage after an unsigned
// hidden-work gate is refused until the gate is signed on its acceptance page), adds a cost visa
// that the demo store manager approves from the message drawer, finishes the stages and reads
// the completion statement (the visa counted, the total in figures and upper case, as the API
// answers it), then completes the project: the statement then prints its acceptance, with the
// signer's drawn signature.

const MANAGER = { username: 'manager', password: E2E.demoPassword, nickname: '陈店长' };
// Its own template and project, named apart from the demo's and any earlier run's.
const TAG = `${Date.now().toString(36)}`;
const TEMPLATE = `E2E 翻新模板 ${TAG}`;
const PROJECT = `E2E 翻新项目 ${TAG}`;
const VISA = `E2E 吊顶加固 ${TAG}`;
const CHECKLIST = `E2E 竣工验收 ${TAG}`;
// Contract ¥88,000.00 + the approved visa ¥1,234.50 = ¥89,234.50.
const CONTRACT = '88000';
const VISA_AMOUNT = '1234.50';
const TOTAL = '89234.50';
const TOTAL_UPPER = '捌万玖仟贰佰叁拾肆元伍角整';

const OK = button('确定');

/** The stages table's row of stage `seq`. */
const stageRow = (page: Page, seq: number) =>
  page
    .getByRole('table', { name: '阶段' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(seq), exact: true }) });

/** Starts or finishes stage `seq` (named `name`) today from its row's dialog. */
async function stageAction(page: Page, seq: number, name: string, action: '开始' | '完成') {
  await stageRow(page, seq)
    .getByRole('button', { name: button(action) })
    .click();
  const dialog = page.getByRole('dialog', { name: `${action}阶段“${name}”` });
  await expect(dialog.getByRole('textbox', { name: '日期' })).toHaveValue(storeDay(0));
  await dialog.getByRole('button', { name: button(action) }).click();
  return dialog;
}

interface Statement {
  contractAmount: string;
  visaTotal: string;
  deductionTotal: string;
  total: string;
  totalUpper: string;
  visas: Array<{ code: string; amount: string; status: string; counted: boolean }>;
}

test.describe.serial('projects', () => {
  let admin: string;
  let flowId: number | undefined;
  let storeName: string;

  test.beforeAll(async ({ request }) => {
    admin = await apiToken(request, ADMIN);
    const stores = await getData<Array<{ name: string }>>(request, admin, '/admin/store/list');
    storeName = stores[0]!.name;
    // Design → hidden works (a gate) → decoration; design → signage.
    await postData(request, admin, '/item/template/add', {
      name: TEMPLATE,
      projectType: 'renovation',
      stages: [
        { seq: 1, name: '设计', kind: 'design', plannedDays: 3, dependsOn: [] },
        {
          seq: 2,
          name: '隐蔽工程',
          kind: 'hiddenAcceptance',
          plannedDays: 4,
          dependsOn: [1],
          gate: true,
        },
        { seq: 3, name: '装饰', kind: 'general', plannedDays: 5, dependsOn: [2] },
        { seq: 4, name: '招牌', kind: 'general', plannedDays: 2, dependsOn: [1] },
      ],
    });
    // The completion checklist: two required yes/no items (a form-builder design).
    await postData(request, admin, '/item/acceptance-template/add', {
      name: CHECKLIST,
      kind: 'completion',
      design: {
        fields: [
          { kind: 'switch', vModel: 'power', label: '通电正常', required: true },
          { kind: 'switch', vModel: 'fire', label: '消防合格', required: true },
        ],
      },
    });
    // The walk's visas are decided by the demo store manager: a flow template above the demo's.
    const users = await getData<Array<{ userId: number; username: string }>>(
      request,
      admin,
      '/admin/user/list',
    );
    const manager = users.find((u) => u.username === MANAGER.username);
    expect(manager, 'the demo store manager').toBeTruthy();
    const flow = await postData<{ templateId: number }>(request, admin, '/approval/template', {
      docType: 'costVisa',
      name: `E2E 签证审批 ${TAG}`,
      priority: 999,
      steps: [
        {
          name: '店长审批',
          approvers: { kind: 'users', userIds: [manager!.userId] },
          mode: 'any',
        },
      ],
    });
    flowId = flow.templateId;
  });

  test.afterAll(async ({ request }) => {
    // Other specs share the database: the demo's flow decides cost visas again.
    if (flowId !== undefined) {
      const res = await request.delete(`/approval/template/${flowId}`, {
        headers: bearer(admin),
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  });

  test('a project from a template passes its gate, counts an approved visa and is completed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);

    // The new-project dialog: the template's stages previewed, then the project opens.
    await page.goto('/item/index');
    await expect(page.getByRole('heading', { level: 1, name: '项目列表' })).toBeVisible();
    await page.getByRole('button', { name: '新建项目' }).click();
    const add = page.getByRole('dialog', { name: '新建项目' });
    await add.getByRole('textbox', { name: '项目名称' }).fill(PROJECT);
    await add.getByRole('combobox', { name: '门店' }).click();
    await pick(page, storeName);
    await add.getByRole('spinbutton', { name: '预算' }).fill('100000');
    await add.getByRole('spinbutton', { name: '合同金额' }).fill(CONTRACT);
    // Planned ten days ago: the first stage starts late, today, and moves what follows.
    const start = add.getByRole('textbox', { name: '计划开工' });
    await start.click();
    await start.fill(storeDay(-10));
    await start.press('Enter');
    await expect(start).toHaveValue(storeDay(-10));
    await add.getByRole('combobox', { name: '项目模板' }).fill(TEMPLATE);
    await pick(page, TEMPLATE);
    await expect(add.getByRole('region', { name: '计划预览' })).toBeVisible();
    await add.getByRole('button', { name: OK }).click();
    await expect(page.getByText(/^项目 \S+ 已创建$/)).toBeVisible();
    await expect(page).toHaveURL(/\/item\/detail\?id=\d+$/);
    const projectId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(PROJECT) })).toBeVisible();
    await expect(stageRow(page, 1).getByText('未开始', { exact: true })).toBeVisible();

    // The first stage, planned ten days ago for three days, starts today: the stages after it
    // are scheduled again from today. Finished the same day, two days early, it names the
    // stages that follow it as moved two days earlier.
    await stageAction(page, 1, '设计', '开始');
    await expect(page.getByText('阶段“设计”已开始')).toBeVisible();
    await expect(stageRow(page, 1).getByText('进行中', { exact: true })).toBeVisible();
    await stageAction(page, 1, '设计', '完成');
    const moved = page.getByText(/^阶段“设计”已完成；顺延的阶段：/);
    await expect(moved).toBeVisible();
    await expect(moved).toContainText('隐蔽工程 -2 天');
    await expect(moved).toContainText('招牌 -2 天');
    await expect(stageRow(page, 1).getByText('已完成', { exact: true })).toBeVisible();

    // The hidden works run; the stage after their gate is refused until it is signed.
    await stageAction(page, 2, '隐蔽工程', '开始');
    await expect(page.getByText('阶段“隐蔽工程”已开始')).toBeVisible();
    await stageAction(page, 2, '隐蔽工程', '完成');
    await expect(page.getByText(/^阶段“隐蔽工程”已完成/)).toBeVisible();
    await expect(stageRow(page, 3).getByText('等待“隐蔽工程”隐蔽验收签认')).toBeVisible();
    const refused = await stageAction(page, 3, '装饰', '开始');
    await expect(
      page.getByText('阶段 隐蔽工程 的隐蔽工程验收签字前，阶段 装饰 不能开始'),
    ).toBeVisible();
    await refused.getByRole('button', { name: button('取消') }).click();
    await expect(refused).toHaveCount(0);
    await expect(stageRow(page, 3).getByText('未开始', { exact: true })).toBeVisible();

    await stageRow(page, 2).getByRole('link', { name: '隐蔽验收' }).click();
    await expect(page).toHaveURL(/\/item\/item-hide-acceptance\?projectId=\d+&stageId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '隐蔽验收：隐蔽工程' })).toBeVisible();
    await page.getByRole('textbox', { name: '验收意见' }).fill('E2E 管线已验，可封板');
    await drawSignature(page, '手写签名');
    await page.getByRole('button', { name: '签认通过' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
    await expect(page.getByText('隐蔽验收已签认')).toBeVisible();
    await expect(page.getByRole('img', { name: '管理员 的签名' })).toBeVisible();

    await page.goto(`/item/detail?id=${projectId}`);
    await expect(stageRow(page, 2).getByText(/^已签认：管理员/)).toBeVisible();
    await stageAction(page, 3, '装饰', '开始');
    await expect(page.getByText('阶段“装饰”已开始')).toBeVisible();
    await expect(stageRow(page, 3).getByText('进行中', { exact: true })).toBeVisible();

    // A cost visa, submitted for approval.
    await page.getByRole('link', { name: '新增签证' }).click();
    await expect(page).toHaveURL(new RegExp(`/item/cost-visa-detail\\?projectId=${projectId}$`));
    await expect(page.getByRole('heading', { level: 1, name: '新增费用签证' })).toBeVisible();
    await page.getByRole('textbox', { name: '标题' }).fill(VISA);
    await page.getByRole('textbox', { name: '原因' }).fill('现场发现吊顶龙骨需加固');
    await page.getByRole('spinbutton', { name: '金额' }).fill(VISA_AMOUNT);
    await page.getByRole('button', { name: '提交审批' }).click();
    await expect(page.getByText(/^签证 QZ\d{14} 已提交审批$/)).toBeVisible();
    await expect(page).toHaveURL(/\/item\/cost-visa-detail\?id=\d+$/);
    const visaId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByText('审批中', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('¥1,234.50（壹仟贰佰叁拾肆元伍角整）')).toBeVisible();
    const visa = await getData<{ code: string; requestId: number | null; status: string }>(
      request,
      admin,
      `/item/visa/detail?id=${visaId}`,
    );
    expect(visa.status).toBe('pending');
    expect(visa.requestId, 'the visa’s approval request').toBeTruthy();
    const approval = await getData<{ code: string }>(request, admin, `/approval/${visa.requestId}`);

    // The store manager, in a browser of their own, approves it from the message drawer.
    const managerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const approver = await managerContext.newPage();
      await signIn(approver, MANAGER);
      await expect(approver).toHaveURL(/\/wel\/index$/);
      await approver.getByRole('button', { name: '消息', exact: true }).click();
      const drawer = approver.getByRole('dialog', { name: '消息中心' });
      const group = drawer.getByRole('group', { name: `审批 ${approval.code}` });
      await expect(group).toBeVisible();
      await group.getByRole('button', { name: '通过' }).click();
      await approver.getByRole('tooltip').getByRole('button', { name: '通过' }).click();
      await expect(drawer.getByRole('status').filter({ hasText: '已通过' })).toBeVisible();
    } finally {
      await managerContext.close();
    }
    await page.reload();
    await expect(page.getByText('已通过', { exact: true }).first()).toBeVisible();

    // The remaining stages finished.
    await page.goto(`/item/detail?id=${projectId}`);
    await stageAction(page, 3, '装饰', '完成');
    await expect(page.getByText(/^阶段“装饰”已完成/)).toBeVisible();
    await stageAction(page, 4, '招牌', '开始');
    await expect(page.getByText('阶段“招牌”已开始')).toBeVisible();
    await stageAction(page, 4, '招牌', '完成');
    await expect(page.getByText(/^阶段“招牌”已完成/)).toBeVisible();
    for (const seq of [1, 2, 3, 4]) {
      await expect(stageRow(page, seq).getByText('已完成', { exact: true })).toBeVisible();
    }

    // The statement: the contract plus the approved visa, in figures and upper case.
    await page.getByRole('link', { name: '竣工结算单' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/item/item-completion-statement\\?projectId=${projectId}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: '竣工结算单' })).toBeVisible();
    await expect(page.getByText(`结算合计 ${formatMoney(TOTAL)}（${TOTAL_UPPER}）`)).toBeVisible();
    await expect(page.getByText('¥88,000.00', { exact: true })).toBeVisible();
    await expect(page.getByText(formatMoney(VISA_AMOUNT), { exact: true }).first()).toBeVisible();
    const counted = page.getByRole('table', { name: '费用签证（已通过，计入）' });
    await expect(counted.getByRole('row').filter({ hasText: visa.code })).toContainText(
      formatMoney(VISA_AMOUNT),
    );
    const statement = await getData<Statement>(
      request,
      admin,
      `/item/statement?projectId=${projectId}`,
    );
    expect(statement).toMatchObject({
      contractAmount: '88000.00',
      visaTotal: VISA_AMOUNT,
      deductionTotal: '0.00',
      total: TOTAL,
      totalUpper: TOTAL_UPPER,
    });
    expect(statement.visas).toEqual([
      expect.objectContaining({
        code: visa.code,
        amount: VISA_AMOUNT,
        status: 'approved',
        counted: true,
      }),
    ]);

    // Completed on the completion page with its acceptance checklist: refused while an item
    // has not passed, then signed and completed, which opens the statement again.
    await page.getByRole('button', { name: button('竣工') }).click();
    await expect(page).toHaveURL(new RegExp(`/item/item-completion\\?projectId=${projectId}$`));
    await page.getByRole('combobox', { name: '验收模板' }).click();
    await pick(page, CHECKLIST);
    await page.getByRole('textbox', { name: '签字人' }).fill('陈店长');
    await drawSignature(page, '手写签名');
    await page.getByRole('switch', { name: '通电正常' }).click();
    await expect(page.getByText('未通过的必填项：消防合格，不能竣工')).toBeVisible();
    await page.getByRole('button', { name: '签字并竣工' }).click();
    await expect(page.getByText(/以下验收项未通过：消防合格/)).toBeVisible();
    await page.getByRole('switch', { name: '消防合格' }).click();
    await expect(page.getByText('验收项：2 / 2 通过')).toBeVisible();
    await page.getByRole('button', { name: '签字并竣工' }).click();
    await expect(page.getByText('项目已竣工')).toBeVisible();
    await expect(page).toHaveURL(/\/item\/item-completion-statement\?projectId=\d+$/);
    // The statement prints the acceptance: who signed, the checklist's result and the drawn
    // signature, loaded from the stored PNG, on paper too.
    const acceptance = page.getByRole('region', { name: '竣工验收' });
    await expect(acceptance.getByText('陈店长', { exact: true })).toBeVisible();
    await expect(acceptance.getByText('2 / 2 项通过')).toBeVisible();
    const signed = acceptance.getByRole('img', { name: '陈店长 的签名' });
    await expect(signed).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(signed).toBeVisible();
    await expect(page.getByText(/^结算合计 ¥/)).toBeVisible();
    await expect(page.getByRole('button', { name: button('打印') })).toBeHidden();
    expect(await signed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'screen' });
    const done = await getData<{ status: string; actualEnd: string | null }>(
      request,
      admin,
      `/item/detail?id=${projectId}`,
    );
    expect(done.status).toBe('completed');
  });
});

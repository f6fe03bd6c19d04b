import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { button, pick } from './fixtures/antd';
import { ADMIN, signInAsAdmin } from './fixtures/auth';
import { apiToken, getData, postData } from './fixtures/api';
import { fillDay, storeDay } from './fixtures/days';
import { tinyPdf, tinyPng } from './fixtures/made-files';
import { SIGNATURE_PNG, drawSignature } from './fixtures/signature';

// The project pages that landed after projects.spec.ts was written (issue #21), walked on the
// demo projects as the administrator: drawings with versions previewed in the browser, the shop
// handover and completion checklists, contractors and their documents, and a SKU order issued
// from stock for a dispatch. What a walk needs that is not its page's point (a SKU order and its
// dispatch, the last stages of a project) is made through the API first.

// The stores' days are UTC+8: the browser lives there too, so its "today" is theirs.
test.use({ timezoneId: 'Asia/Shanghai' });

const OK = button('确定');
const TAG = Date.now().toString(36);

interface Project {
  id: number;
  code: string;
  name: string;
  stages: Array<{ id: number; seq: number; status: string }>;
}

async function demoProject(request: APIRequestContext, token: string, name: string) {
  const page = await getData<{ records: Array<{ id: number; name: string }> }>(
    request,
    token,
    `/item/page?current=1&size=10&keyword=${encodeURIComponent(name)}`,
  );
  const found = page.records.find((p) => p.name === name);
  expect(found, `the demo project ${name}`).toBeTruthy();
  return getData<Project>(request, token, `/item/detail?id=${found!.id}`);
}

/** Chooses `file` in the file dialog that `trigger` opens. */
async function chooseFile(
  page: Page,
  trigger: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

test.describe('project pages', () => {
  let admin: string;
  /** 北京朝阳店翻新: active, with drawings, a handover checklist, contractors, SKU orders. */
  let active: Project;

  test.beforeAll(async ({ request }) => {
    admin = await apiToken(request, ADMIN);
    active = await demoProject(request, admin, '北京朝阳店翻新');
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
  });

  test('drawings: a PDF uploaded, a picture as its second version, each previewed in the browser', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const title = `E2E 平面布置图 ${TAG}`;
    const pdf = tinyPdf(`E2E floor plan ${TAG} v1`);
    await page.goto(`/item/item-drawing?projectId=${active.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${active.code} ${active.name} 的图纸` }),
    ).toBeVisible();

    await page.getByRole('button', { name: '上传新图纸' }).click();
    const add = page.getByRole('dialog', { name: '上传新图纸' });
    await add.getByRole('textbox', { name: '图纸名称' }).fill(title);
    await add.getByRole('textbox', { name: '图号' }).fill('JS-01');
    await chooseFile(page, add.getByRole('button', { name: '选择文件（PDF 或图片）' }), {
      name: '平面图.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(add.getByText('平面图.pdf', { exact: true })).toBeVisible();
    await add.getByRole('button', { name: OK }).click();
    await expect(page.getByText(`图纸 ${title} 已保存`)).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: title })
      .filter({ has: page.getByRole('button', { name: '上传新版本' }) });
    await expect(row).toContainText('第 1 版 · 平面图.pdf');
    await expect(row).toContainText('施工图');

    // The second version, a picture; the row now shows it as the latest.
    await row.getByRole('button', { name: '上传新版本' }).click();
    const next = page.getByRole('dialog', { name: `上传 ${title} 的新版本` });
    await chooseFile(page, next.getByRole('button', { name: '选择文件（PDF 或图片）' }), {
      name: '平面图-修改.png',
      mimeType: 'image/png',
      buffer: tinyPng(48, 32, [30, 120, 200]),
    });
    await expect(next.getByText('平面图-修改.png', { exact: true })).toBeVisible();
    await next.getByRole('textbox', { name: '说明' }).fill('收银台移位');
    await next.getByRole('button', { name: OK }).click();
    await expect(page.getByText(`${title} 第 2 版已保存`)).toBeVisible();
    await expect(row).toContainText('第 2 版 · 平面图-修改.png');

    // The picture is shown as an image, decoded at its own size.
    await row.getByRole('button', { name: `预览 ${title} 第 2 版` }).click();
    const picture = page.getByRole('dialog', { name: `${title} 第 2 版` });
    const image = picture.getByRole('img', { name: `${title} 第 2 版` });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([48, 32]);
    await picture.getByRole('button', { name: '关闭预览' }).click();
    await expect(picture).toHaveCount(0);

    // The first version is still there and opens in the browser's PDF viewer with its own bytes.
    await row.getByRole('button', { name: '展开行' }).click();
    await expect(page.getByText(`${title} 的各版本`)).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().includes('/item/drawing/preview'));
    await page.getByRole('button', { name: `预览 ${title} 第 1 版` }).click();
    const first = await answer;
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(Buffer.compare(await first.body(), pdf)).toBe(0);
    const viewer = page.getByRole('dialog', { name: `${title} 第 1 版` });
    await expect(viewer.getByTitle(`${title} 第 1 版`)).toHaveAttribute('src', /^blob:/);
    expect(violations).toEqual([]);
  });

  test('checklists: a handover kept as found, a completion refused for a failed item and then accepted', async ({
    page,
    request,
  }) => {
    // The shop handover: a required field left empty is named; the failed yes/no item is kept
    // as answered (a handover records the shop's state, it refuses nothing).
    await page.goto(`/item/item-inspection?projectId=${active.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `门店交接检查：${active.code} ${active.name}` }),
    ).toBeVisible();
    await expect(page.getByText('2 / 2 项通过')).toBeVisible();
    await page.getByRole('button', { name: '填写交接检查' }).click();
    await expect(page.getByRole('heading', { name: '门店交接检查表' })).toBeVisible();
    // The checklist being filled in (the filled ones below show the same fields, read-only).
    const sheet = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '签字提交' }) });
    await page.getByRole('textbox', { name: '签字人' }).fill('E2E 李店长');
    await sheet.getByRole('spinbutton', { name: '钥匙数量（把）' }).fill('2');
    await sheet.getByRole('textbox', { name: '电表读数' }).fill('012480.2');
    await sheet.getByRole('switch', { name: '门窗锁具完好' }).click();
    await expect(page.getByText('验收项：1 / 2 通过')).toBeVisible();
    await page.getByRole('button', { name: '签字提交' }).click();
    // Shown under the field (not yet tied to it for a screen reader: see docs/projects.md).
    await expect(sheet.getByText('不能为空', { exact: true })).toHaveCount(1);
    await expect(page.getByText('交接检查已保存')).toHaveCount(0);
    await sheet.getByRole('textbox', { name: '水表读数' }).fill('00330.9');
    await expect(sheet.getByText('不能为空', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '签字提交' }).click();
    await expect(page.getByText('交接检查已保存')).toBeVisible();
    await expect(page.getByRole('button', { name: '填写交接检查' })).toBeVisible();
    await expect(page.getByText(`门店交接检查表 · ${storeDay()}`)).toBeVisible();
    await expect(page.getByText('1 / 2 项通过')).toBeVisible();

    // 广州天河店翻新 waits at its hidden-work gate: signed, and its last two stages run today.
    const gate = await demoProject(request, admin, '广州天河店翻新');
    const [, , hidden, finish, accept] = gate.stages;
    await postData(request, admin, '/item/stage/sign', {
      stageId: hidden!.id,
      note: 'E2E 已验',
      signature: SIGNATURE_PNG,
    });
    for (const stage of [finish!, accept!]) {
      await postData(request, admin, '/item/stage/start', { stageId: stage.id, day: storeDay() });
      await postData(request, admin, '/item/stage/finish', { stageId: stage.id, day: storeDay() });
    }

    // Completed with the demo's checklist: refused while a required item has not passed.
    await page.goto(`/item/item-completion?projectId=${gate.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `竣工验收：${gate.code} ${gate.name}` }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: '验收模板' }).click();
    await pick(page, '竣工验收检查表');
    await expect(page.getByRole('heading', { name: '竣工验收检查表' })).toBeVisible();
    await page.getByRole('textbox', { name: '签字人' }).fill('E2E 王店长');
    await drawSignature(page, '手写签名');
    await page.getByRole('switch', { name: '水电线路通电通水正常' }).click();
    await page.getByRole('switch', { name: '消防设施齐全有效' }).click();
    // The rating's stars are the checklist's only radios (its list has no name of its own yet);
    // the fourth star's right half gives four.
    const stars = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '签字并竣工' }) })
      .getByRole('radio');
    const fourth = stars.nth(3);
    const box = (await fourth.boundingBox())!;
    await fourth.click({ position: { x: box.width - 2, y: box.height / 2 } });
    await expect(fourth).toHaveAttribute('aria-checked', 'true');
    await expect(stars.nth(4)).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('未通过的必填项：饰面平整无破损，不能竣工')).toBeVisible();
    await page.getByRole('button', { name: '签字并竣工' }).click();
    await expect(
      page.getByText(`项目 ${gate.code} 不能竣工：以下验收项未通过：饰面平整无破损`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/item\/item-completion\?projectId=\d+$/);

    await page.getByRole('switch', { name: '饰面平整无破损' }).click();
    await expect(page.getByText('验收项：3 / 4 通过')).toBeVisible();
    await page.getByRole('button', { name: '签字并竣工' }).click();
    await expect(page.getByText('项目已竣工')).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/item/item-completion-statement\\?projectId=${gate.id}$`),
    );
    const done = await getData<{ status: string }>(request, admin, `/item/detail?id=${gate.id}`);
    expect(done.status).toBe('completed');
  });

  test('contractors: one added with a document lapsing soon; the only general contractor stays', async ({
    page,
    request,
  }) => {
    // The demo's general contractor (the demo organisation has one enterprise) supervises too.
    const { contractors } = await getData<{
      contractors: Array<{ enterpriseName: string; role: string; removedAt: string | null }>;
    }>(request, admin, `/item/contractor/list?projectId=${active.id}`);
    const general = contractors.find((c) => c.role === 'generalContractor' && !c.removedAt)!;
    expect(general, 'the demo general contractor').toBeTruthy();
    const firm = general.enterpriseName;
    const number = `E2E-JL-${TAG}`;
    await page.goto(`/item/item-enterprise?projectId=${active.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${active.code} ${active.name} 的承包单位` }),
    ).toBeVisible();

    await page.getByRole('button', { name: '添加承包单位' }).click();
    const add = page.getByRole('dialog', { name: '添加承包单位' });
    await add.getByRole('combobox', { name: '企业' }).click();
    await pick(page, firm);
    await add.getByRole('combobox', { name: '角色' }).click();
    await pick(page, '监理单位');
    await add.getByRole('textbox', { name: '备注' }).fill('E2E 监理合同');
    await add.getByRole('button', { name: OK }).click();
    await expect(page.getByText('已添加承包单位')).toBeVisible();
    const card = page.getByRole('group', { name: `${firm} 监理单位` });
    await expect(card.getByText('E2E 监理合同')).toBeVisible();

    // Its insurance policy, valid for twenty more days: within the 30 days' reminder.
    await card.getByRole('button', { name: '上传证件' }).click();
    const doc = page.getByRole('dialog', { name: '上传证件' });
    await doc.getByRole('combobox', { name: '证件类型' }).click();
    await pick(page, '保险单');
    await doc.getByRole('textbox', { name: '证件编号' }).fill(number);
    await fillDay(doc.getByRole('textbox', { name: '有效期至' }), storeDay(20));
    await chooseFile(page, doc.getByRole('button', { name: '上传文件' }), {
      name: `${number}.pdf`,
      mimeType: 'application/pdf',
      buffer: tinyPdf(`Insurance ${number}`),
    });
    await expect(doc.getByText(`${number}.pdf`, { exact: true })).toBeVisible();
    await doc.getByRole('button', { name: OK }).click();
    await expect(page.getByText('证件已保存')).toBeVisible();
    const row = card.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('保险单');
    await expect(row).toContainText(storeDay(20));
    await expect(row).toContainText('即将到期 · 剩 20 天');
    await expect(row.getByRole('button', { name: `${number}.pdf` })).toBeVisible();

    // The general contractor of a project under way cannot leave it while it is the only one.
    const main = page.getByRole('group', { name: `${firm} 总包单位` });
    await main.getByRole('button', { name: '退出项目' }).click();
    const leave = page.getByRole('dialog', { name: `${firm} 退出项目` });
    await leave.getByRole('textbox', { name: '退出原因' }).fill('E2E 合同纠纷');
    await leave.getByRole('button', { name: OK }).click();
    await expect(
      page.getByText(`项目 ${active.code} 正在施工，${firm} 是唯一的总包单位：请先添加另一家`),
    ).toBeVisible();
    await leave.getByRole('button', { name: button('取消') }).click();
    await expect(leave).toHaveCount(0);
    await expect(main.getByRole('button', { name: '退出项目' })).toBeVisible();
    await expect(page.getByText(/记录退出：E2E 合同纠纷/)).toHaveCount(0);
  });

  test('materials: a dispatch waits for its SKU order, issued from stock, then goes out', async ({
    page,
    request,
  }) => {
    // The demo's issued SKU order tells a SKU and the warehouse that stocks it.
    const orders = await getData<{ records: Array<{ id: number; title: string }> }>(
      request,
      admin,
      `/item/sku-order/page?projectId=${active.id}&current=1&size=50`,
    );
    const issued = orders.records.find((o) => o.title === '饰面施工辅材');
    expect(issued, 'the demo SKU order issued from stock').toBeTruthy();
    const demo = await getData<{
      warehouseId: number;
      warehouseName: string;
      lines: Array<{ skuId: number; categoryId: number; categoryName: string }>;
    }>(request, admin, `/item/sku-order/detail?id=${issued!.id}`);
    const line = demo.lines[0]!;
    const stockOf = async () =>
      (
        await getData<{ records: Array<{ quantity: number }> }>(
          request,
          admin,
          `/ware/stock/page?warehouseId=${demo.warehouseId}&categoryId=${line.categoryId}`,
        )
      ).records[0]!.quantity;
    // The demo's partial hold (外立面补料) takes all that is free of this stock row: its keeper
    // lets it go first, as on the stock page's drawer, so that 2 units can be issued by hand.
    const holds = await getData<Array<{ sourceId: number; title: string | null }>>(
      request,
      admin,
      `/ware/stock/reservations?warehouseId=${demo.warehouseId}&categoryId=${line.categoryId}`,
    );
    for (const hold of holds.filter((h) => h.title === '外立面补料')) {
      const held = await getData<{ version: number }>(
        request,
        admin,
        `/item/sku-order/detail?id=${hold.sourceId}`,
      );
      await postData(request, admin, '/item/sku-order/release', {
        id: hold.sourceId,
        version: held.version,
        reason: 'E2E 让出库存给手工出库',
      });
    }
    const before = await stockOf();
    const order = await postData<{ id: number; code: string }>(
      request,
      admin,
      '/item/sku-order/add',
      {
        projectId: active.id,
        title: `E2E 辅材 ${TAG}`,
        lines: [{ skuId: line.skuId, quantity: 2 }],
      },
    );
    const crew = `E2E 施工队 ${TAG}`;
    const stage = active.stages.find((s) => s.status !== 'done') ?? active.stages.at(-1)!;
    await postData(request, admin, '/item/dispatch/add', {
      projectId: active.id,
      stageId: stage.id,
      kind: 'crew',
      crew,
      plannedStart: storeDay(),
      plannedEnd: storeDay(2),
      skuOrderId: order.id,
    });

    // The dispatch centre finds it; sent before its materials left the warehouse, it is refused.
    await page.goto('/item/dispatch-order/index');
    await expect(page.getByRole('heading', { level: 1, name: '派工中心' })).toBeVisible();
    const search = page.getByRole('textbox', { name: '搜索' });
    await search.fill(crew);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: crew });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('已计划');
    await expect(row).toContainText(order.code);
    await row.getByRole('link', { name: /^PG\d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^派工单 PG\d+$/ })).toBeVisible();
    const dispatchCode = (await page.getByRole('heading', { level: 1 }).textContent())!.slice(4);
    await page.getByRole('button', { name: button('派工') }).click();
    const send = page.getByRole('dialog', { name: `派工：${dispatchCode}` });
    await send.getByRole('button', { name: button('派工') }).click();
    await expect(page.getByText(`物料单 ${order.code} 的物料尚未出库或到货`)).toBeVisible();
    await send.getByRole('button', { name: button('取消') }).click();

    // Its SKU order, issued from the warehouse: its ledger row shows the stock gone out.
    await page.getByRole('link', { name: order.code }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `物料单 ${order.code}` }),
    ).toBeVisible();
    await expect(page.getByText('待处理', { exact: true })).toBeVisible();
    await expect(page.getByText('暂无库存流水')).toBeVisible();
    await page.getByRole('button', { name: '从库存出库' }).click();
    const issue = page.getByRole('dialog', { name: `从库存出库：${order.code}` });
    await issue.getByRole('combobox', { name: '出库仓库' }).click();
    await pick(page, demo.warehouseName);
    await issue.getByRole('button', { name: button('出库') }).click();
    await expect(page.getByText(`物料单 ${order.code} 已出库`)).toBeVisible();
    await expect(page.getByText('已出库', { exact: true }).first()).toBeVisible();
    const ledger = page.getByRole('table', { name: '库存流水' }).getByRole('row').nth(1);
    await expect(ledger).toContainText('出库');
    await expect(ledger).toContainText(demo.warehouseName);
    await expect(ledger).toContainText(line.categoryName);
    await expect(ledger.getByRole('cell', { name: String(before - 2), exact: true })).toBeVisible();
    expect(await stockOf()).toBe(before - 2);

    // Back at the dispatch, it goes out with its materials.
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: `派工单 ${dispatchCode}` }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: '派出物料' })).toContainText(/#\d+/);
    await page.getByRole('button', { name: button('派工') }).click();
    await send.getByRole('textbox', { name: '派工说明（可选）' }).fill('E2E 明早进场');
    await send.getByRole('button', { name: button('派工') }).click();
    await expect(page.getByText(`派工单 ${dispatchCode} 已派工`)).toBeVisible();
    await expect(page.getByText('已派工', { exact: true })).toBeVisible();
    await expect(page.getByText(/^派工 · 管理员 · E2E 明早进场/)).toBeVisible();
  });
});

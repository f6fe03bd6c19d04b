import { expect, test } from '@playwright/test';
import { button, pick } from './fixtures/antd';
import { apiToken, getData } from './fixtures/api';
import { ADMIN, signInAsAdmin } from './fixtures/auth';
import { storeDay, tapDay } from './fixtures/days';
import { expectNoSidewaysScroll } from './fixtures/layout';
import { tinyPng } from './fixtures/made-files';

// A site inspection filled in on a phone (issue #21, 390 × 844): the inspector opens the demo
// renovation's new inspection page, writes what was seen, takes a photo (a PNG made by the test,
// set through the page's file input as the camera would), records an issue with whom it is for
// and its rectification deadline, saves, finds the record in the project's inspection records,
// then follows the issue up: rectified, verified and closed, its history shown.

test.use({ timezoneId: 'Asia/Shanghai', viewport: { width: 390, height: 844 } });

const OK = button('确定');
const TAG = Date.now().toString(36);
const PROJECT = '北京朝阳店翻新';

test('an inspection is filled in on a phone, with a photo and an issue, and followed up', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const found = await getData<{ records: Array<{ id: number; code: string; name: string }> }>(
    request,
    token,
    `/item/page?current=1&size=10&keyword=${encodeURIComponent(PROJECT)}`,
  );
  const project = found.records.find((p) => p.name === PROJECT)!;
  expect(project, `the demo project ${PROJECT}`).toBeTruthy();

  await signInAsAdmin(page);
  await page.goto(`/item/item-inspection-record-add?projectId=${project.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `新增巡检 · ${project.code} ${PROJECT}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  const summary = `手机巡检 ${TAG}：吊顶封板前检查`;
  await page.getByLabel('巡检情况').fill(summary);
  // The photo: the button opens the camera on a phone; its file input takes the picture.
  await expect(page.getByRole('button', { name: '拍照或选择照片' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: `site-${TAG}.png`,
    mimeType: 'image/png',
    buffer: tinyPng(64, 48, [200, 120, 40]),
  });
  await expect(page.getByRole('button', { name: `删除照片 site-${TAG}.png` })).toBeVisible();

  // Saving with an issue half written says what is missing and keeps the page.
  await page.getByRole('button', { name: '添加问题' }).click();
  const issue = page.locator('.ant-card').filter({ hasText: '问题 1' }).last();
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('请填写问题描述')).toBeVisible();
  await expect(page.getByText('请选择整改期限')).toBeVisible();
  await expect(page).toHaveURL(/item-inspection-record-add/);

  const description = `吊顶龙骨未做防火涂刷 ${TAG}`;
  await issue.getByLabel('问题描述').fill(description);
  await issue.getByText('较重', { exact: true }).click();
  await issue.getByRole('combobox', { name: '责任人' }).click();
  await issue.getByRole('combobox', { name: '责任人' }).fill('admin');
  await pick(page, '管理员 (admin)');
  const deadline = storeDay(3);
  await tapDay(page, issue.getByRole('textbox', { name: '整改期限' }), deadline);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: button('保存') }).click();

  // Saved: the project's inspection records, the new one open in a full-width drawer.
  await expect(page.getByText('巡检记录已保存')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/item/item-inspection-record\\?projectId=${project.id}&id=\\d+$`),
  );
  const drawer = page.getByRole('dialog', { name: '巡检记录' });
  await expect(drawer.getByText(summary)).toBeVisible();
  await expect(drawer.getByText(`site-${TAG}.png`)).toBeVisible();
  const card = drawer.locator('.ant-card').filter({ hasText: description });
  await expect(card.getByText('较重', { exact: true })).toBeVisible();
  await expect(card.getByText('待整改', { exact: true })).toBeVisible();
  await expect(card.getByText(`责任人 管理员 · 整改期限 ${deadline}`)).toBeVisible();

  // Behind it, the list shows the record with its open issue.
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toBeHidden();
  const list = page.getByRole('table', { name: '巡检记录' });
  const row = list.getByRole('row').filter({ hasText: summary });
  await expect(row.getByText(`1. ${description}`)).toBeVisible();
  await expect(row.getByText('1 个未关闭，0 个逾期')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Followed up: rectified with a note, then verified and closed, each step in its history.
  await row.getByRole('link', { name: '查看' }).click();
  await expect(drawer).toBeVisible();
  await card.getByRole('button', { name: '提交整改' }).click();
  const rectify = page.getByRole('dialog', { name: '整改问题 1' });
  await rectify.getByRole('button', { name: OK }).click();
  await expect(rectify.getByText('请填写说明')).toBeVisible();
  await rectify.getByLabel('整改说明').fill('已补刷防火涂料两遍');
  await rectify.getByRole('button', { name: OK }).click();
  await expect(page.getByText('问题 1 已整改')).toBeVisible();
  await expect(card.getByText('已整改待验收', { exact: true })).toBeVisible();
  await expect(card.getByText('已补刷防火涂料两遍')).toBeVisible();

  await card.getByRole('button', { name: '验收通过' }).click();
  const verify = page.getByRole('dialog', { name: '验收问题 1' });
  await verify.getByLabel('验收意见').fill('复查合格');
  await verify.getByRole('button', { name: OK }).click();
  await expect(page.getByText('问题 1 已验收关闭')).toBeVisible();
  await expect(card.getByText('已验收关闭', { exact: true })).toBeVisible();
  await expect(card.getByText(/^管理员 整改于 /)).toBeVisible();
  await expect(card.getByText(/^管理员 验收于 /)).toBeVisible();
  await expect(card.getByText('复查合格')).toBeVisible();
  await expect(card.getByRole('button', { name: '提交整改' })).toBeHidden();

  // The list counts nothing open any more.
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(row.getByText('0 个未关闭，0 个逾期')).toBeVisible();
});

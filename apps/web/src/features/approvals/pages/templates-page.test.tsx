import { APPROVAL_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { FIRST_RENDER_MS } from '../../../test/waits';
import { approvalBackend, type ApprovalData } from '../test/approval-backend';
import { KEEPER, template } from '../test/approval-fixtures';
import { TemplatesPage } from './templates-page';

let data: ApprovalData;
const server = fakeServerForEachTest(() => approvalBackend(() => data));
const ALL = Object.values(APPROVAL_PERMISSIONS.template);

const openPage = async (permissions: readonly string[] = ALL) => {
  const view = renderPage(<TemplatesPage />, { permissions, path: '/approval/template/index' });
  const cell = await screen.findByRole('cell', { name: '借用审批' }, { timeout: FIRST_RENDER_MS });
  return { ...view, row: cell.closest('tr')! };
};
/** The step cards of the editor, by their titles. */
const steps = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('template-step')
    .map((card) => within(card).getByLabelText('步骤名称').getAttribute('value'));
/** An option of an open select (antd draws the list outside the dialog). */
const choose = async (
  user: ReturnType<typeof renderPage>['user'],
  field: HTMLElement,
  title: string,
) => {
  await user.click(field);
  await user.click(await screen.findByTitle(title));
};

describe('flow templates', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = { requests: [], counts: { todo: 0, done: 0, mine: 0, cc: 0 }, templates: [template()] };
  });

  it('lists the templates with their version and running requests; buttons follow the keys', async () => {
    const { row } = await openPage();
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['借用', '借用审批', '10', '是', '2', '1']);
    expect(screen.getByRole('button', { name: '新增模板' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('shows no add, edit or delete without their keys', async () => {
    const { row } = await openPage([APPROVAL_PERMISSIONS.template.view]);
    expect(screen.queryByRole('button', { name: '新增模板' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '预览审批人' })).toBeInTheDocument();
  });

  it('checks a new template with the shared rules and says what is wrong where', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: '新增模板' }));
    const dialog = await findDialog('新增流程模板');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const field = (label: string) =>
      within(dialog).getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
    // Each field's check settles on its own: wait for each message, not only the first.
    expect(await within(field('单据类型')).findByText('请选择')).toBeInTheDocument();
    expect(await within(field('名称')).findByText('请填写此项')).toBeInTheDocument();
    expect(await within(field('步骤名称')).findByText('请填写此项')).toBeInTheDocument();
    expect(await within(field('人员')).findByText('请至少选择一项')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('金额不低于'), '12.345');
    expect(
      await within(field('金额不低于')).findByText('金额格式不正确（数字，最多两位小数）'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('金额不低于'));
    await user.type(within(dialog).getByLabelText('金额不低于'), '5000');
    await user.type(within(dialog).getByLabelText('金额低于'), '100');
    expect(await within(field('金额低于')).findByText('上限必须大于下限')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('超时（小时）'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(field('超时（小时）')).findByText('请输入整数')).toBeInTheDocument();
    expect(server.find('POST', '/approval/template')).toHaveLength(0);
  });

  it('saves a new template with its ordered steps, moved with the buttons', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: '新增模板' }));
    const dialog = await findDialog('新增流程模板');
    await choose(user, within(dialog).getByRole('combobox', { name: '单据类型' }), '领用');
    await user.type(within(dialog).getByLabelText('名称'), '领用审批');
    await user.type(within(dialog).getByLabelText('金额不低于'), '1000');
    await user.type(within(dialog).getByLabelText('步骤名称'), '部门负责人');
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: '审批人' }),
      '申请人的部门负责人',
    );
    await user.click(within(dialog).getByRole('button', { name: '添加步骤' }));
    const second = within(dialog).getAllByTestId('template-step')[1]!;
    await user.type(within(second).getByLabelText('步骤名称'), '库管');
    await choose(user, within(second).getByRole('combobox', { name: '人员' }), '王库管 (wang)');
    await choose(
      user,
      within(second).getByRole('combobox', { name: '审批方式' }),
      '会签（所有审批人都须通过）',
    );
    await user.type(within(second).getByLabelText('超时（小时）'), '48');
    expect(steps(dialog)).toEqual(['部门负责人', '库管']);

    // Reordered from the keyboard's reach: move buttons named with their step.
    await user.click(within(dialog).getByRole('button', { name: '第 2 步上移' }));
    expect(steps(dialog)).toEqual(['库管', '部门负责人']);
    expect(within(dialog).getByRole('button', { name: '第 1 步上移' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.find('POST', '/approval/template')).toHaveLength(1));
    expect(server.find('POST', '/approval/template')[0]?.body).toEqual({
      docType: 'pickup',
      name: '领用审批',
      priority: 0,
      enabled: true,
      condition: { minAmount: '1000', maxAmount: null, categoryIds: [], enterpriseIds: [] },
      steps: [
        {
          name: '库管',
          approvers: { kind: 'users', userIds: [KEEPER.userId] },
          mode: 'all',
          whenEmpty: 'admin',
          whenApplicant: 'skip',
          timeoutHours: 48,
          timeoutAction: 'remind',
        },
        {
          name: '部门负责人',
          approvers: { kind: 'deptHead' },
          mode: 'any',
          whenEmpty: 'admin',
          whenApplicant: 'skip',
          timeoutHours: null,
          timeoutAction: 'remind',
        },
      ],
    });
    expect(await screen.findByText('模板已新增')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '领用审批' })).toBeInTheDocument();
  });

  it('edits the template as it is now, names the version read, and says when someone saved first', async () => {
    const { user, row } = await openPage();
    data.templates[0] = template({ name: '借用审批（新）', version: 3 });
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑流程模板：借用审批（新）');
    expect(
      within(dialog).getByText('保存后成为第 4 版；进行中的申请仍按原版本审批。'),
    ).toBeInTheDocument();
    expect(steps(dialog)).toEqual(['店长审批', '资产管理员审批']);
    await user.click(within(dialog).getByRole('button', { name: '删除第 1 步' }));
    expect(steps(dialog)).toEqual(['资产管理员审批']);
    expect(within(dialog).getByRole('button', { name: '删除第 1 步' })).toBeDisabled();

    // Someone saves version 4 meanwhile.
    data.templates[0] = template({ version: 4 });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(
      await within(dialog).findByText('该模板已被他人修改，请关闭后重新打开再编辑。'),
    ).toBeInTheDocument();
    const sent = server.find('PUT', '/approval/template')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ templateId: 3, version: 3, name: '借用审批（新）' });
    expect((sent.steps as unknown[]).length).toBe(1);
  });

  it('deletes after a confirmation; one still in use is refused with the server’s reason', async () => {
    data.templates.push(
      template({ templateId: 4, name: '报废审批', docType: 'writeOff', pendingCount: 0 }),
    );
    const { user, row } = await openPage();
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: '删除' }),
    );
    expect(await screen.findByText('该模板还有 1 个进行中的申请，不能删除')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '借用审批' })).toBeInTheDocument();

    const other = screen.getByRole('cell', { name: '报废审批' }).closest('tr')!;
    await user.click(within(other).getByRole('button', { name: '删除' }));
    const confirm = (await screen.findAllByRole('tooltip')).find((t) =>
      t.textContent?.includes('报废审批'),
    )!;
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('模板已删除')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: '报废审批' })).not.toBeInTheDocument(),
    );
  });

  it('previews who would approve for an applicant and assets', async () => {
    data.extra = {
      'GET /as/asset/page': () =>
        ok({
          records: [{ assetId: 9, code: 'NB-000009', name: '联想 ThinkPad', status: 'idle' }],
          total: 1,
          current: 1,
          size: 20,
        }),
      'POST /approval/template/preview': () =>
        ok({
          templateId: 3,
          templateName: '借用审批',
          version: 2,
          steps: [
            {
              index: 0,
              name: '店长审批',
              mode: 'any',
              state: 'coming',
              tasks: [],
              expected: [{ userId: 6, nickname: '李店长', username: 'li' }],
            },
            {
              index: 1,
              name: '资产管理员审批',
              mode: 'any',
              state: 'skipped',
              tasks: [],
              expected: [],
            },
          ],
        }),
    };
    const { user, row } = await openPage();
    await user.click(within(row).getByRole('button', { name: '预览审批人' }));
    const drawer = await findDialog(
      '选择单据类型、申请人（资产类单据再选资产），查看按当前启用的模板谁会审批每一步。',
    );
    expect(
      within(drawer).getByRole('combobox', { name: '单据类型' }).closest('.ant-select'),
    ).toHaveTextContent('借用');
    await user.click(within(drawer).getByRole('button', { name: '预览' }));
    expect(await within(drawer).findByText('请选择申请人')).toBeInTheDocument();
    expect(await within(drawer).findByText('请至少选择一件资产')).toBeInTheDocument();
    expect(server.find('POST', '/approval/template/preview')).toHaveLength(0);
    await choose(user, within(drawer).getByRole('combobox', { name: '申请人' }), '张三 (zhangsan)');
    await choose(
      user,
      within(drawer).getByRole('combobox', { name: '资产' }),
      'NB-000009 联想 ThinkPad',
    );
    await user.click(within(drawer).getByRole('button', { name: '预览' }));
    expect(await within(drawer).findByText('将使用：借用审批（第 2 版）')).toBeInTheDocument();
    expect(server.find('POST', '/approval/template/preview')[0]?.body).toEqual({
      docType: 'lending',
      applicantId: 5,
      // The lending's create body: the applicant borrows it, due in a week.
      payload: {
        assetIds: [9],
        reason: 'preview',
        borrowerId: 5,
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect(within(drawer).getByText('预计审批人：李店长')).toBeInTheDocument();
    expect(within(drawer).getByText('此步骤已跳过')).toBeInTheDocument();
  });

  it('asks a door password’s preview for its lock, found through the templates’ own call', async () => {
    data.extra = {
      'GET /approval/template/preview/choices': () =>
        ok([{ id: 3, label: '上海徐汇店 正门 (DL-26001)' }]),
      'POST /approval/template/preview': () =>
        ok({ templateId: 4, templateName: '门锁密码审批', version: 1, steps: [] }),
    };
    // The row's template is a door password's: the preview opens on that type.
    data.templates = [template({ docType: 'doorPassword' })];
    // Only the templates' key: the lock comes without the door-lock keys.
    const { user, row } = await openPage([APPROVAL_PERMISSIONS.template.view]);
    await user.click(within(row).getByRole('button', { name: '预览审批人' }));
    const drawer = await findDialog(
      '选择单据类型、申请人（资产类单据再选资产），查看按当前启用的模板谁会审批每一步。',
    );
    expect(
      within(drawer).getByRole('combobox', { name: '单据类型' }).closest('.ant-select'),
    ).toHaveTextContent('门锁密码');
    await choose(user, within(drawer).getByRole('combobox', { name: '申请人' }), '张三 (zhangsan)');
    await user.click(within(drawer).getByRole('button', { name: '预览' }));
    expect(await within(drawer).findByText('请选择')).toBeInTheDocument();
    await choose(
      user,
      within(drawer).getByRole('combobox', { name: '门锁' }),
      '上海徐汇店 正门 (DL-26001)',
    );
    expect(server.find('GET', '/approval/template/preview/choices')[0]?.params).toMatchObject({
      docType: 'doorPassword',
    });
    await user.click(within(drawer).getByRole('button', { name: '预览' }));
    expect(await within(drawer).findByText('将使用：门锁密码审批（第 1 版）')).toBeInTheDocument();
    expect(server.find('POST', '/approval/template/preview')[0]?.body).toMatchObject({
      docType: 'doorPassword',
      applicantId: 5,
      payload: { lockId: 3, reason: 'preview' },
    });
  });
});

import { addDays, PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { TEMPLATE_DETAIL } from '../test/project-fixtures';
import { TemplateDesignPage } from './template-design-page';

const server = fakeServerForEachTest({
  'GET /item/template/detail': () => ok(TEMPLATE_DETAIL),
  'GET /admin/form-design/page': () =>
    ok({
      records: [{ id: 4, code: 'ACC-WATER', name: '水电验收表', version: 1, updatedAt: '' }],
      total: 1,
      current: 1,
      size: 500,
    }),
  'PUT /item/template/edit': () => ok({ ...TEMPLATE_DETAIL, version: 2 }),
});

const today = dayjs().format('YYYY-MM-DD');
const line = (name: string, from: number, to: number) =>
  `${name}：计划 ${addDays(today, from)} 至 ${addDays(today, to)}`;

describe('template design page', { timeout: 30_000 }, () => {
  it('moves the preview when a duration changes, and saves the stages renumbered', async () => {
    const { user } = renderPage(<TemplateDesignPage />, {
      permissions: [PROJECT_PERMISSIONS.template],
      path: '/item/add-template-design?id=1',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '项目模板：门店翻新标准流程' }),
    ).toBeInTheDocument();
    const preview = await screen.findByRole('list', { name: '计划预览' });
    expect(within(preview).getByText(line('水电隐蔽工程', 5, 14))).toBeInTheDocument();
    expect(within(preview).getByText(line('铺贴', 15, 24))).toBeInTheDocument();

    const days = screen.getByRole('spinbutton', { name: '第 1 阶段工期（天）' });
    await user.clear(days);
    await user.type(days, '7');
    expect(await within(preview).findByText(line('水电隐蔽工程', 7, 16))).toBeInTheDocument();
    expect(within(preview).getByText(line('铺贴', 17, 26))).toBeInTheDocument();

    // Tiling moved before the pipework: it can no longer wait for it (only earlier stages).
    await user.click(screen.getByRole('button', { name: '上移阶段 3' }));
    await user.click(screen.getByRole('combobox', { name: '第 3 阶段必填检查表' }));
    await user.click(await screen.findByTitle('水电验收表'));
    await user.click(screen.getByRole('button', { name: /保存模板/ }));
    await waitFor(() => expect(server.find('PUT', '/item/template/edit')).toHaveLength(1));
    expect(server.find('PUT', '/item/template/edit')[0]!.body).toEqual({
      id: 1,
      name: '门店翻新标准流程',
      projectType: 'renovation',
      note: null,
      enabled: true,
      stages: [
        {
          seq: 1,
          name: '拆除',
          kind: 'general',
          plannedDays: 7,
          dependsOn: [],
          gate: false,
          checklistFormId: null,
        },
        {
          seq: 2,
          name: '铺贴',
          kind: 'general',
          plannedDays: 10,
          dependsOn: [],
          gate: false,
          checklistFormId: null,
        },
        {
          seq: 3,
          name: '水电隐蔽工程',
          kind: 'hiddenAcceptance',
          plannedDays: 10,
          dependsOn: [1],
          gate: true,
          checklistFormId: 4,
        },
      ],
    });
    expect(await screen.findByText('模板已保存')).toBeInTheDocument();
  });

  it('sends nothing while a stage has no name', async () => {
    const { user } = renderPage(<TemplateDesignPage />, {
      permissions: [PROJECT_PERMISSIONS.template],
      path: '/item/add-template-design',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '新增项目模板' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '模板名称' }), '新店标准流程');
    await user.click(screen.getByRole('button', { name: '添加阶段' }));
    expect(screen.getByRole('textbox', { name: '第 2 阶段名称' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保存模板/ }));
    await waitFor(() => expect(screen.getAllByText('请填写阶段名称')).toHaveLength(2));
    expect(server.find('POST', '/item/template/add')).toHaveLength(0);
  });
});

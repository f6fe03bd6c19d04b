import { PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { DETAIL, PROJECT, TEMPLATE, TEMPLATE_DETAIL, page } from '../test/project-fixtures';
import { ProjectListPage } from './project-list-page';

const P = PROJECT_PERMISSIONS;

const server = fakeServerForEachTest({
  'GET /item/page': (r) => ok(page(r.params.status === 'completed' ? [] : [PROJECT])),
  'GET /item/template/page': () => ok(page([TEMPLATE])),
  'GET /item/template/detail': () => ok(TEMPLATE_DETAIL),
  'GET /admin/store/list': () => ok([{ storeId: 2, name: '徐汇店' }]),
  'GET /admin/user/list': () => ok([]),
  'POST /item/add': () => ok({ ...DETAIL, id: 9, code: 'XM20261129000002' }),
});

describe('project list', { timeout: 30_000 }, () => {
  it('lists projects with their store, progress and status, and filters by status', async () => {
    const { user } = renderPage(<ProjectListPage />, {
      permissions: [P.view],
      path: '/item/index',
    });
    const link = await screen.findByRole('link', { name: 'XM20261120000001' });
    expect(link).toHaveAttribute('href', '/item/detail?id=3');
    expect(screen.getByText('徐汇店翻新')).toBeInTheDocument();
    expect(screen.getByText('徐汇店 · 翻新 · 1/3')).toBeInTheDocument();
    expect(screen.getByText('施工中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建项目' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已竣工'));
    await user.click(screen.getByRole('button', { name: /查\s*询|搜\s*索/ }));
    await waitFor(() =>
      expect(server.lastRequest()?.params).toMatchObject({ status: 'completed' }),
    );
    expect(await screen.findByText('暂无记录')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'XM20261120000001' })).toBeNull();
  });

  it('previews the chosen template’s schedule from the start and creates the project', async () => {
    const { user, router } = renderPage(<ProjectListPage />, {
      permissions: [P.view, P.add],
      path: '/item/index',
    });
    await user.click(await screen.findByRole('button', { name: '新建项目' }));
    const dialog = await findDialog('新建项目');
    // The day first: Enter in a field submits, and the form is not complete yet.
    await user.type(within(dialog).getByRole('textbox', { name: '计划开工' }), '2026-12-01{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: '项目名称' }), '静安店新开');
    await user.click(within(dialog).getByRole('combobox', { name: '门店' }));
    await user.click(await screen.findByTitle('徐汇店'));
    await user.click(within(dialog).getByRole('combobox', { name: '项目模板' }));
    await user.click(await screen.findByTitle('门店翻新标准流程'));
    await user.type(within(dialog).getByRole('spinbutton', { name: '预算' }), '300000');
    await user.type(within(dialog).getByRole('spinbutton', { name: '合同金额' }), '280000');

    const preview = await within(dialog).findByRole('list', { name: '计划预览' });
    expect(within(preview).getByText('拆除：计划 2026-12-01 至 2026-12-05')).toBeInTheDocument();
    expect(within(preview).getByText('铺贴：计划 2026-12-16 至 2026-12-25')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: /甘特图：3 个阶段/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/item/add')).toHaveLength(1));
    expect(server.find('POST', '/item/add')[0]!.body).toEqual({
      name: '静安店新开',
      storeId: 2,
      projectType: 'renovation',
      templateId: 1,
      budget: '300000.00',
      contractAmount: '280000.00',
      managerId: null,
      supervisorId: null,
      plannedStart: '2026-12-01',
      note: null,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(await screen.findByText('项目 XM20261129000002 已创建')).toBeInTheDocument();
  });
});

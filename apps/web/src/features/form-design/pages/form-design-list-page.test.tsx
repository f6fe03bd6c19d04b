import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../components/form-builder/testing/user';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDesignSummary } from '../../../api/form-design';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { grantFormPermissions, renderFormDesignPage } from '../testing';

let records: FormDesignSummary[];
const server = fakeServerForEachTest(() => ({
  'GET /admin/form-design/page': ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : '';
    const found = records.filter((r) => r.name.includes(name));
    return ok({ records: found, total: found.length, current: params.current, size: params.size });
  },
  'POST /admin/form-design/3/copy': () => ok({ id: 4, version: 1 }),
  'DELETE /admin/form-design/3': () => {
    records = records.filter((r) => r.id !== 3);
    return ok(null);
  },
}));

describe('form designs list page', () => {
  beforeEach(() => {
    records = [
      {
        id: 3,
        code: 'leave',
        name: '请假单',
        version: 2,
        updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
      { id: 5, code: 'expense', name: '报销单', version: 1, updatedAt: new Date().toISOString() },
    ];
    grantFormPermissions(['add', 'edit', 'del']);
  });

  it('lists the designs with their actions and searches by name', async () => {
    renderFormDesignPage('/admin/form-design/index');
    const row = (await screen.findByText('请假单')).closest('tr')!;
    expect(within(row).getByText('5 分钟前')).toBeInTheDocument();
    for (const name of ['设计', '预览', '复制', '删除']) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '新建' })).toBeInTheDocument();

    await setupUser().type(screen.getByRole('searchbox', { name: '按名称搜索' }), '报销{Enter}');
    await waitFor(() => expect(screen.queryByText('请假单')).not.toBeInTheDocument());
    expect(server.lastRequest()?.params).toMatchObject({ current: 1, size: 10, name: '报销' });
  });

  it('hides what the user may not do', async () => {
    grantFormPermissions([]);
    renderFormDesignPage('/admin/form-design/index');
    const row = (await screen.findByText('请假单')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['预览']);
    expect(screen.queryByRole('button', { name: '新建' })).not.toBeInTheDocument();
  });

  it('deletes after confirmation and copies', async () => {
    const user = setupUser();
    renderFormDesignPage('/admin/form-design/index');
    const row = (await screen.findByText('请假单')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    expect(server.find('POST', '/admin/form-design/3/copy')).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除表单“请假单”吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('请假单')).not.toBeInTheDocument());
  });

  it('opens the designer and the preview', async () => {
    const user = setupUser();
    const { router } = renderFormDesignPage('/admin/form-design/index');
    const row = (await screen.findByText('请假单')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '预览' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/form-design/preview?id=3',
    );
  });
});

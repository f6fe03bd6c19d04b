import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../../api/admin-org';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { PositionsPage } from './positions-page';

const POST: Post = {
  postId: 3,
  code: 'CASHIER',
  name: '收银员',
  sort: 2,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

const server = fakeServerForEachTest({
  'GET /admin/post/page': ({ params }) =>
    ok({ records: [POST], total: 1, current: params.current, size: params.size }),
  'PUT /admin/post': ({ body }) => ok({ ...POST, ...(body as object) }),
  'DELETE /admin/post/3': () => fail(409, '岗位“收银员”仍有用户任职，不能删除'),
});

// Whole pages with the real antd: a step takes a few hundred ms in jsdom, seconds on a busy
// machine running many test files at once.
describe('positions page', () => {
  it('searches by code and name, edits and refuses a delete with the server message', async () => {
    const { user } = renderPage(<PositionsPage />, {
      permissions: ['sys_post_edit', 'sys_post_del'],
    });
    const table = await screen.findByRole('table', { name: '岗位列表' });
    await within(table).findByText('收银员');
    expect(screen.queryByRole('button', { name: '新增岗位' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: '岗位编码' }));
    await user.paste('CASH');
    await user.type(screen.getByRole('textbox', { name: '岗位名称' }), '收{Enter}');
    await waitFor(() => expect(server.find('GET', '/admin/post/page')).toHaveLength(2));
    expect(server.find('GET', '/admin/post/page')[1]?.params).toMatchObject({
      code: 'CASH',
      name: '收',
      current: 1,
    });

    await user.click(within(table).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑岗位');
    await user.clear(within(dialog).getByLabelText('岗位名称'));
    await user.type(within(dialog).getByLabelText('岗位名称'), '高级收银员{Enter}');
    await screen.findByText('保存成功');
    expect(server.find('PUT', '/admin/post')[0]?.body).toEqual({
      postId: 3,
      code: 'CASHIER',
      name: '高级收银员',
      sort: 2,
    });

    await user.click(within(table).getByRole('button', { name: '删除' }));
    const popup = (await screen.findByText('确定删除“收银员”吗？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('岗位“收银员”仍有用户任职，不能删除')).toBeInTheDocument();
  });
});

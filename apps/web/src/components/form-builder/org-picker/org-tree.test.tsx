import { screen, waitFor, within } from '@testing-library/react';
import type { OrgValue } from '@depot/shared';
import { describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { makeWidget } from '../testing/designs';
import { Controlled, renderWithProviders } from '../testing/render-with-providers';
import { setupUser } from '../testing/user';
import { OrgSelectWidget } from '../widgets/org-select';

const server = fakeServerForEachTest({
  'GET /as/enterprise/list': ({ params }) =>
    ok(
      params.parentEntCode === '-1'
        ? [{ entId: 1, code: 'E1', name: '总部', parentCode: null }]
        : [],
    ),
  'GET /admin/dept/list': ({ params }) =>
    ok(params.entCode === 'E1' ? [{ deptId: 10, parentId: 0, name: '财务部' }] : []),
  'GET /admin/user/list': () =>
    ok([{ userId: 5, username: 'zhang', nickname: '张三', deptId: 10 }]),
});

async function openPicker(tabs: string[]) {
  const onValue = vi.fn<(value: OrgValue | undefined) => void>();
  const widget = makeWidget('orgSelect', { buttonType: 'button', tabs });
  renderWithProviders(
    <Controlled<OrgValue> onValue={onValue}>
      {(p) => <OrgSelectWidget {...p} widget={widget} />}
    </Controlled>,
  );
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: /选择/ }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, onValue };
}

const expand = async (user: ReturnType<typeof setupUser>, item: HTMLElement) =>
  user.click(within(item).getByRole('img', { name: 'caret-down' }));

describe('organisation picker tree (SPEC §3, §7)', () => {
  it('opens enterprises into departments and selects a department', async () => {
    const { user, dialog, onValue } = await openPicker(['dep']);
    await expand(user, await within(dialog).findByRole('treeitem', { name: /总部/ }));
    await user.click(await within(dialog).findByText('财务部'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onValue).toHaveBeenCalledWith({ dep: [{ deptId: 10, parentId: 0, name: '财务部' }] });
    expect(server.find('GET', '/admin/dept/list')[0]?.params).toEqual({
      entCode: 'E1',
      parentId: 0,
    });
    expect(server.find('GET', '/admin/user/list')).toHaveLength(0);
  });

  it('shows users under their department on the user tab, and finds loaded nodes by search', async () => {
    const { user, dialog, onValue } = await openPicker(['user']);
    await expand(user, await within(dialog).findByRole('treeitem', { name: /总部/ }));
    await expand(user, await within(dialog).findByRole('treeitem', { name: /财务部/ }));
    expect(await within(dialog).findByRole('treeitem', { name: /张三/ })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: '搜索' }), '张');
    // The search shows the matches as a list in place of the tree: its enterprise goes.
    await waitFor(() =>
      expect(within(dialog).queryByRole('treeitem', { name: /总部/ })).not.toBeInTheDocument(),
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: '张三' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onValue).toHaveBeenCalledWith({
      user: [{ userId: 5, username: 'zhang', nickname: '张三' }],
    });
    expect(server.find('GET', '/admin/user/list')[0]?.params).toEqual({ deptId: 10 });
  });
});

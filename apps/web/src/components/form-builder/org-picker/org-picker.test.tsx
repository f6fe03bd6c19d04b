import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import type { OrgValue } from '@depot/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { makeWidget } from '../testing/designs';
import { Controlled, renderWithProviders } from '../testing/render-with-providers';
import { OrgSelectWidget } from '../widgets/org-select';

const ROLES = [
  { roleId: 1, roleName: '管理员', roleCode: 'ROLE_ADMIN' },
  { roleId: 2, roleName: '财务', roleCode: 'ROLE_FINANCE' },
  { roleId: 3, roleName: '仓管', roleCode: 'ROLE_WARE' },
];
const POSTS = [
  { postId: 1, code: 'cfo', name: '财务总监' },
  { postId: 2, code: 'clerk', name: '出纳' },
];

fakeServerForEachTest({
  'GET /admin/role/list': () => ok(ROLES),
  'GET /admin/post/list': () => ok(POSTS),
  'GET /as/enterprise/list': () => fail(500),
});

function renderPicker(settings: Record<string, unknown>, initial?: OrgValue) {
  const onValue = vi.fn<(value: OrgValue | undefined) => void>();
  const widget = makeWidget('orgSelect', { label: '审批人', buttonType: 'button', ...settings });
  renderWithProviders(
    <Controlled<OrgValue> initial={initial} onValue={onValue}>
      {(props) => <OrgSelectWidget {...props} widget={widget} />}
    </Controlled>,
  );
  return { onValue };
}

describe('organisation picker (SPEC §3, §5)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens with the default title, the configured tabs only, and returns the choice keyed by tab', async () => {
    const user = setupUser();
    const { onValue } = renderPicker({ tabs: ['role', 'position'] });
    await user.click(screen.getByRole('button', { name: /选择/ }));
    const dialog = await screen.findByRole('dialog', { name: '组织架构' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['角色', '岗位']);
    await user.click(await within(dialog).findByRole('checkbox', { name: '财务' }));
    await user.click(within(dialog).getByRole('tab', { name: '岗位' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: '出纳' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onValue).toHaveBeenCalledWith({
      role: [{ roleId: 2, roleName: '财务' }],
      position: [{ postId: 2, code: 'clerk', name: '出纳' }],
    });
    expect(screen.getByText('财务')).toBeInTheDocument();
  });

  it('covers the lists with a mask once maxNum items are chosen; removing a tag lifts it', async () => {
    const user = setupUser();
    renderPicker({ tabs: ['role'], maxNum: 2 });
    await user.click(screen.getByRole('button', { name: /选择/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: '管理员' }));
    expect(within(dialog).queryByText('最多只能选择 2 项')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '财务' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('最多只能选择 2 项');
    await user.click(within(dialog).getByRole('button', { name: '移除 管理员' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters 500 ms after the last keystroke', async () => {
    const user = setupUser();
    renderPicker({ tabs: ['role'] });
    await user.click(screen.getByRole('button', { name: /选择/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: '仓管' });
    // The fake clock from here on, and fireEvent: user-event waits on real timers.
    vi.useFakeTimers();
    const search = within(dialog).getByRole('searchbox', { name: '搜索' });
    fireEvent.change(search, { target: { value: '仓' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(search, { target: { value: '财' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const shown = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(shown).toEqual(['财务']);
  });

  it('shows removable tags in the input box, and an empty tree when the organisation cannot load', async () => {
    const user = setupUser();
    const { onValue } = renderPicker(
      { buttonType: 'input', tabs: ['dep', 'role'] },
      { role: [{ roleId: 1, roleName: '管理员' }] },
    );
    await user.click(screen.getByRole('button', { name: '移除 管理员' }));
    expect(onValue).toHaveBeenCalledWith(undefined);
    await user.click(screen.getByRole('button', { name: '选择' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('in input mode opens from a click anywhere on the field, and from the keyboard', async () => {
    const user = setupUser();
    const { onValue } = renderPicker(
      { buttonType: 'input', tabs: ['role'] },
      { role: [{ roleId: 1, roleName: '管理员' }] },
    );
    const closeDialog = async () => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /取\s?消/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    // A click on a tag's text opens the picker at once…
    await user.click(screen.getByText('管理员'));
    expect(screen.getByRole('dialog', { name: '组织架构' })).toBeInTheDocument();
    await closeDialog();
    // …while a click on its remove button only removes it.
    await user.click(screen.getByRole('button', { name: '移除 管理员' }));
    expect(onValue).toHaveBeenCalledWith(undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The empty field's placeholder opens it too.
    await user.click(screen.getByText('请选择'));
    expect(screen.getByRole('dialog', { name: '组织架构' })).toBeInTheDocument();
    await closeDialog();
    // The keyboard reaches the field's button, named by its form label, and Enter opens it.
    await user.tab();
    expect(screen.getByRole('button', { name: '选择' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '组织架构' })).toBeInTheDocument();
  });
});

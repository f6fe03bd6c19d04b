import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../components/form-builder/testing/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB } from '../../../lib/tabs';
import { useTabsStore } from '../../../stores/tabs';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { grantFormPermissions, renderFormDesignPage } from '../testing';

let bodies: unknown[];
/** The tabs as the shell had them, the page open at `path`. */
const openTabs = (path: string) =>
  useTabsStore.setState({
    tabs: [HOME_TAB, { key: path, label: { key: 'route.formDesigner' }, keepAlive: false }],
  });
const tabKeys = () => useTabsStore.getState().tabs.map((tab) => tab.key);
const STORED = {
  id: 7,
  code: 'leave',
  name: '请假单',
  version: 2,
  design: { fields: [{ kind: 'input', vModel: 'reason', label: '事由' }] },
};

fakeServerForEachTest(() => ({
  'GET /admin/form-design/7': () => ok(STORED),
  'GET /admin/form-design/9': () =>
    ok({ ...STORED, id: 9, code: 'new-form', name: '新表单', version: 1 }),
  'PUT /admin/form-design/7': (request) => {
    bodies.push(request.body);
    return ok({ id: 7, version: 3 });
  },
  'POST /admin/form-design': (request) => {
    bodies.push(request.body);
    return ok({ id: 9, version: 1 });
  },
  'GET /admin/form-design/page': () => ok({ records: [], total: 0, current: 1, size: 1 }),
}));

// The whole designer with the real antd: a step takes a few hundred ms in jsdom, more on a
// busy machine running many test files at once.
describe('form designer page', () => {
  beforeEach(() => {
    bodies = [];
    grantFormPermissions(['add', 'edit']);
  });

  it('loads a stored design and saves it as a new version', async () => {
    const user = setupUser();
    renderFormDesignPage('/admin/form-design/edit?id=7');
    const canvas = await screen.findByRole('region', { name: '画布' });
    expect(within(canvas).getByRole('button', { name: '选中 事由' })).toBeInTheDocument();
    expect(screen.getByText('版本 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加金额' }));
    await within(canvas).findByRole('button', { name: '选中 金额' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存，版本 3')).toBeInTheDocument();
    expect(screen.getByText('版本 3')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: '请假单',
        // The version the edit started from, so a save in between is refused, not lost.
        baseVersion: 2,
        design: {
          fields: [
            expect.objectContaining({ kind: 'input', vModel: 'reason' }),
            expect.objectContaining({ kind: 'amount', vModel: 'field1', label: '金额' }),
          ],
        },
      },
    ]);
  });

  it('asks a new design for its code and name, then opens it by id', async () => {
    const user = setupUser();
    openTabs('/admin/form-design/edit');
    const { router } = renderFormDesignPage('/admin/form-design/edit');
    await user.click(await screen.findByRole('button', { name: '添加单行文本' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog', { name: '保存表单设计' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入表单编码')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('表单编码'), 'new-form');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    // The blank designer's tab went with its address (the shell opens the new one).
    expect(tabKeys()).toEqual([HOME_TAB.key]);
    expect(bodies).toEqual([
      {
        code: 'new-form',
        name: '新表单',
        design: { fields: [expect.objectContaining({ kind: 'input', vModel: 'field1' })] },
      },
    ]);
  });

  it('has no save button without the edit permission', async () => {
    grantFormPermissions(['add']);
    renderFormDesignPage('/admin/form-design/edit?id=7');
    await screen.findByRole('region', { name: '画布' });
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('saves a new asset category form under its code without asking', async () => {
    const user = setupUser();
    openTabs('/as/assetstype/design');
    const { router } = renderFormDesignPage('/as/assetstype/design');
    await user.click(await screen.findByRole('button', { name: '添加单行文本' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(tabKeys()).toEqual([HOME_TAB.key]);
    expect(bodies).toEqual([
      expect.objectContaining({ code: 'asset-category', name: '资产类别表单' }),
    ]);
  });
});

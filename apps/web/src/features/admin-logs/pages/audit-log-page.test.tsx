import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../../api/admin-logs';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { AuditLogPage } from './audit-log-page';

const RECORDS: AuditRecord[] = [
  {
    id: 3,
    actorId: 1,
    actorName: 'admin',
    action: 'update',
    entity: 'store',
    entityId: '5',
    before: { name: '华东店', region: '华东', address: null },
    after: { name: '华东一店', region: '华东', address: '上海市漕溪北路 1 号' },
    createdAt: '2026-11-22T03:00:00.000Z',
  },
  {
    id: 2,
    actorId: null,
    actorName: null,
    action: 'grant-menus',
    entity: 'role',
    entityId: '2',
    before: [1100, 1110],
    after: [1100, 1110, 1120],
    createdAt: '2026-11-22T02:00:00.000Z',
  },
];

const server = fakeServerForEachTest({
  'GET /admin/audit-log/page': ({ params }) =>
    ok({ records: RECORDS, total: 2, current: params.current, size: params.size }),
});

async function openPage() {
  const view = renderPage(<AuditLogPage />, { permissions: ['sys_audit_view'] });
  const table = await screen.findByRole('table', { name: '审计日志列表' });
  await within(table).findByText('门店');
  return { ...view, table };
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('audit log page', () => {
  it('names actions and records in the user’s language; no actor means the system', async () => {
    const { table } = await openPage();
    expect(within(rowOf(table, '门店')).getByText('修改')).toBeInTheDocument();
    expect(within(rowOf(table, '角色')).getByText('分配权限')).toBeInTheDocument();
    expect(within(rowOf(table, '角色')).getByText('系统')).toBeInTheDocument();
    expect(server.find('GET', '/admin/audit-log/page')[0]?.params).toEqual({
      current: 1,
      size: 10,
    });
  });

  it('opens a row to the fields that changed, before and after', async () => {
    const { table, user } = await openPage();
    await user.click(within(rowOf(table, '门店')).getByRole('button', { name: '展开行' }));
    const changes = await screen.findByRole('table', { name: '变更内容' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['name', '华东店', '华东一店'],
      ['address', '（无）', '上海市漕溪北路 1 号'],
    ]);
    expect(screen.getByText('另有 1 个字段未变化')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '查看原始 JSON' }));
    // Both sides in full, unchanged fields included.
    expect(screen.getAllByText(/"region": "华东"/)).toHaveLength(2);
  });

  it('shows values that are not records as pretty JSON', async () => {
    const { table, user } = await openPage();
    await user.click(within(rowOf(table, '角色')).getByRole('button', { name: '展开行' }));
    await waitFor(() => expect(screen.getByText('修改前')).toBeInTheDocument());
    expect(screen.queryByRole('table', { name: '变更内容' })).not.toBeInTheDocument();
    expect(
      screen.getByText((_, node) => node?.textContent === '[\n  1100,\n  1110,\n  1120\n]'),
    ).toBeInTheDocument();
  });

  it('filters by action and actor from the first page', async () => {
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: '操作人' }), 'adm');
    await user.click(screen.getByRole('combobox', { name: '动作' }));
    await user.click(await screen.findByTitle('删除'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.find('GET', '/admin/audit-log/page')).toHaveLength(2));
    expect(server.find('GET', '/admin/audit-log/page')[1]?.params).toEqual({
      actorName: 'adm',
      action: 'delete',
      current: 1,
      size: 10,
    });
  });
});

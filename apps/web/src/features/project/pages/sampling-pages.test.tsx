import { PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { DETAIL, SAMPLING, page } from '../test/project-fixtures';
import { SamplingListPage } from './sampling-list-page';

const P = PROJECT_PERMISSIONS;

const server = fakeServerForEachTest({
  'GET /item/detail': () => ok(DETAIL),
  'GET /item/sampling/page': () =>
    ok(
      page([
        SAMPLING,
        { ...SAMPLING, id: 62, totalScore: 9, maxScore: 10, percent: '90.00', passed: true },
      ]),
    ),
  'GET /item/sampling/detail': () => ok(SAMPLING),
  'POST /item/sampling/void': () => ok({ ...SAMPLING, status: 'voided', voidReason: '重复录入' }),
  'GET /item/sampling/export': () => ({
    status: 200,
    data: new Blob(['xlsx']),
    headers: {
      'content-disposition':
        "attachment; filename*=UTF-8''%E8%B4%A8%E9%87%8F%E6%8A%BD%E6%A3%80.xlsx",
    },
  }),
});

describe('quality sampling pages', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports the samplings as the list is filtered, with the export key only', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage(<SamplingListPage />, {
      permissions: [P.view, P.export],
      path: '/item/item-sampling?projectId=3#passed=false&sort=sampledOn,asc',
    });
    const table = await screen.findByRole('table', { name: '质量抽检' });
    await within(table).findByText('17 / 23（73.91%）');
    await user.click(screen.getByRole('combobox', { name: '结论' }));
    await user.click(await screen.findByTitle('不合格'));
    await user.click(screen.getByRole('button', { name: /查\s*询|搜\s*索/ }));
    await waitFor(() => expect(server.find('GET', '/item/sampling/page')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    // The list's filter and order go along, its page does not; the file is named by the server.
    expect(server.find('GET', '/item/sampling/export')[0]!.params).toEqual({
      projectId: 3,
      passed: false,
      sort: 'sampledOn,asc',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('质量抽检.xlsx');
  });

  it('offers no export without the export key', async () => {
    renderPage(<SamplingListPage />, {
      permissions: [P.view, P.inspect],
      path: '/item/item-sampling?projectId=3',
    });
    expect(await screen.findByRole('table', { name: '质量抽检' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增抽检' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('lists the samplings with their scores and verdicts, and voids one after asking why', async () => {
    const { user } = renderPage(<SamplingListPage />, {
      permissions: [P.view, P.inspect],
      path: '/item/item-sampling?projectId=3&id=61',
    });
    const table = await screen.findByRole('table', { name: '质量抽检' });
    expect(await within(table).findByText('17 / 23（73.91%）')).toBeInTheDocument();
    expect(within(table).getByText('不合格')).toBeInTheDocument();
    expect(within(table).getByText('9 / 10（90.00%）')).toBeInTheDocument();
    expect(within(table).getByText('合格')).toBeInTheDocument();

    const drawer = await findDialog('抽检详情');
    expect(await within(drawer).findByText('一处空鼓')).toBeInTheDocument();
    expect(within(drawer).getByText('施工质量抽检表 · 检查表第 1 版')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /作\s*废/ }));
    const dialog = await findDialog('作废该记录？作废后不能恢复');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    expect(await within(dialog).findByText('请填写作废原因')).toBeInTheDocument();
    expect(server.find('POST', '/item/sampling/void')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '作废原因' }), '重复录入');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/item/sampling/void')).toHaveLength(1));
    expect(server.find('POST', '/item/sampling/void')[0]!.body).toEqual({
      id: 61,
      reason: '重复录入',
    });
  });
});

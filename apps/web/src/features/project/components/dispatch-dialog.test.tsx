import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { REMOTE_SELECT_SIZE } from '../../../components/remote-select';
import { DETAIL, page, PROJECT, stage } from '../test/project-fixtures';
import { DispatchDialog } from './dispatch-dialog';

const OTHER = { ...PROJECT, id: 4, code: 'XM20261125000009', name: '静安店开业' };

const server = fakeServerForEachTest({
  // The first matches of nothing typed do not hold OTHER: it is found only by searching.
  'GET /item/page': ({ params }) => {
    const keyword = typeof params.keyword === 'string' ? params.keyword : undefined;
    if (!keyword) return ok(page([PROJECT]));
    return ok(page([PROJECT, OTHER].filter((p) => `${p.code} ${p.name}`.includes(keyword))));
  },
  'GET /item/detail': ({ params }) =>
    ok(
      Number(params.id) === OTHER.id
        ? { ...DETAIL, ...OTHER, stages: [stage({ id: 41, projectId: 4, name: '门头安装' })] }
        : DETAIL,
    ),
  'GET /item/sku-order/page': () => ok(page([])),
  'GET /item/dispatch/suppliers': ({ params }) =>
    ok(page(params.q === '展艺' ? [{ supplierId: 6, name: '苏州展艺展示道具' }] : [])),
});

describe('a new dispatch', () => {
  it('finds its project on the server among the open ones, then offers that project’s stages', async () => {
    const { user } = renderPage(<DispatchDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '新建派工单' });
    const project = within(dialog).getByRole('combobox', { name: '项目' });
    await user.click(project);
    await user.type(project, '静安');
    await user.click(await screen.findByTitle(`${OTHER.code} ${OTHER.name}`));
    // Only open projects, matched on the server by what was typed.
    expect(server.find('GET', '/item/page').map((call) => call.params)).toContainEqual(
      expect.objectContaining({ open: true, keyword: '静安' }),
    );
    expect(server.find('GET', '/item/page').every((call) => call.params.open === true)).toBe(true);
    await waitFor(() =>
      expect(server.find('GET', '/item/detail').at(-1)!.params).toMatchObject({ id: OTHER.id }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: '阶段' }));
    expect(await screen.findByTitle('1. 门头安装')).toBeInTheDocument();
  });

  it('names the project it was opened from', async () => {
    renderPage(<DispatchDialog projectId={PROJECT.id} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '新建派工单' });
    const select = within(dialog).getByRole('combobox', { name: '项目' }).closest('.ant-select');
    expect(
      await within(select as HTMLElement).findByTitle(`${PROJECT.code} ${PROJECT.name}`),
    ).toBeInTheDocument();
  });

  it('finds a supplier to send on the server by what is typed', async () => {
    const { user } = renderPage(
      <DispatchDialog projectId={PROJECT.id} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: '新建派工单' });
    await user.click(within(dialog).getByRole('radio', { name: '供应商' }));
    const supplier = within(dialog).getByRole('combobox', { name: '供应商' });
    await user.click(supplier);
    await user.type(supplier, '展艺');
    await user.click(await screen.findByTitle('苏州展艺展示道具'));
    expect(
      server.find('GET', '/item/dispatch/suppliers').map((call) => call.params),
    ).toContainEqual(expect.objectContaining({ q: '展艺', size: REMOTE_SELECT_SIZE }));
  });
});

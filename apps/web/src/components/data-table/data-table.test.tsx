import type { Envelope, Page } from '@depot/shared';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { http } from '../../api/http';
import { fail, fakeServerForEachTest, ok } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { DataTable, useDataTable, type DataTableParams } from '.';

interface Thing {
  id: number;
  name: string;
}
type Filters = { name?: string };

const things: Thing[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `物品${i + 1}` }));

const thingPageQueryOptions = (params: DataTableParams<Filters>) =>
  queryOptions({
    queryKey: ['things', params],
    queryFn: async () =>
      (await http.get<Envelope<Page<Thing>>>('/things/page', { params })).data.data,
  });

let broken = false;
const server = fakeServerForEachTest(() => {
  broken = false;
  return {
    'GET /things/page': ({ params }) => {
      if (broken) return fail(500, '数据库不可用');
      const current = Number(params.current);
      const size = Number(params.size);
      const found = things.filter((t) => t.name.includes(String(params.name ?? '')));
      const records = found.slice((current - 1) * size, current * size);
      return ok({ records, total: found.length, current, size });
    },
  };
});

function ThingTable() {
  const table = useDataTable({ query: thingPageQueryOptions, rowKey: 'id', sortable: ['name'] });
  return (
    <DataTable
      table={table}
      columns={[
        { key: 'id', dataIndex: 'id', title: '编号' },
        { key: 'name', dataIndex: 'name', title: '名称' },
      ]}
      filters={
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
      }
    />
  );
}

const lastParams = () => server.find('GET', '/things/page').at(-1)?.params;

describe('DataTable', () => {
  it('pages on the server and keeps page and size in the address', async () => {
    const { user, router } = renderPage(<ThingTable />);
    expect(await screen.findByText('物品1')).toBeInTheDocument();
    expect(lastParams()).toEqual({ current: 1, size: 10 });
    expect(screen.getByText('共 45 条')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('物品11')).toBeInTheDocument();
    expect(lastParams()).toEqual({ current: 2, size: 10 });
    expect(router.state.location.hash).toBe('#current=2');
  });

  it('offers the page sizes 10 to 50 and asks for the chosen one', async () => {
    const { user, router } = renderPage(<ThingTable />);
    await screen.findByText('物品1');
    await user.click(screen.getByRole('combobox', { name: /页码|每页/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '30 条/页',
      '40 条/页',
      '50 条/页',
    ]);
    await user.click(screen.getByRole('option', { name: '20 条/页' }));
    expect(await screen.findByText('物品20')).toBeInTheDocument();
    expect(lastParams()).toEqual({ current: 1, size: 20 });
    expect(router.state.location.hash).toBe('#size=20');
  });

  it('sorts by an allowed column: ascending, descending, then the server order', async () => {
    const { user } = renderPage(<ThingTable />);
    await screen.findByText('物品1');
    const header = screen.getByRole('columnheader', { name: /名称/ });
    expect(within(screen.getByRole('columnheader', { name: '编号' })).queryByRole('img')).toBe(
      null,
    );
    await user.click(header);
    await waitFor(() => expect(lastParams()).toEqual({ current: 1, size: 10, sort: 'name,asc' }));
    await user.click(header);
    await waitFor(() => expect(lastParams()).toEqual({ current: 1, size: 10, sort: 'name,desc' }));
    await user.click(header);
    await waitFor(() => expect(lastParams()).toEqual({ current: 1, size: 10 }));
  });

  it('starts where the address says (a reload keeps the position) and ignores odd values', async () => {
    renderPage(<ThingTable />, { path: '/page#current=3&size=20&sort=name,desc' });
    expect(await screen.findByText('物品41')).toBeInTheDocument();
    expect(lastParams()).toEqual({ current: 3, size: 20, sort: 'name,desc' });
    expect(screen.getByRole('columnheader', { name: /名称/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('drops a size not offered and a field that cannot be sorted', async () => {
    renderPage(<ThingTable />, { path: '/page#size=7&sort=password,asc' });
    await screen.findByText('物品1');
    expect(lastParams()).toEqual({ current: 1, size: 10 });
  });

  it('filters from the bar with Enter, back on page 1, and resets', async () => {
    const { user } = renderPage(<ThingTable />, { path: '/page#current=2' });
    await screen.findByText('物品11');
    await user.type(screen.getByRole('textbox', { name: '名称' }), '物品4{Enter}');
    expect(await screen.findByText('物品45')).toBeInTheDocument();
    expect(lastParams()).toEqual({ current: 1, size: 10, name: '物品4' });

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('物品10')).toBeInTheDocument();
    expect(lastParams()).toEqual({ current: 1, size: 10 });
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('');
  });

  it('shows a failed load with a retry', async () => {
    broken = true;
    const { user } = renderPage(<ThingTable />);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('物品1')).toBeInTheDocument();
  });
});

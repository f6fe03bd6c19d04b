import type { Page } from '@depot/shared';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { getData } from '../api/get-data';
import { fakeServerForEachTest, ok } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { REMOTE_SELECT_SIZE, RemoteSelect } from './remote-select';

// A catalogue larger than any list a page would load whole: the server answers the matches.
const NAMES = Array.from({ length: 3_000 }, (_, i) => `供应商 ${String(i + 1).padStart(4, '0')}`);
interface Supplier {
  supplierId: number;
  name: string;
}
const supplier = (name: string, i: number): Supplier => ({ supplierId: i + 1, name });

/** The page call of the suppliers matching `q`, as a feature's api file declares one. */
const suppliers = (q: string | undefined) =>
  queryOptions({
    queryKey: ['suppliers', q],
    queryFn: () =>
      getData<Page<Supplier>>('/purchase/supplier/page', {
        current: 1,
        size: REMOTE_SELECT_SIZE,
        q,
      }),
  });

const server = fakeServerForEachTest({
  'GET /purchase/supplier/page': ({ params }) => {
    const q = typeof params.q === 'string' ? params.q : '';
    const found = NAMES.map(supplier).filter((s) => s.name.includes(q));
    const size = Number(params.size);
    return ok({ records: found.slice(0, size), total: found.length, current: 1, size });
  },
  'GET /purchase/supplier/2500': () => ok(supplier(NAMES[2499]!, 2499)),
});

/** One supplier's own call, as a feature's api file declares it. */
const oneSupplier = (id: number) =>
  queryOptions({
    queryKey: ['supplier', id],
    queryFn: () => getData<Supplier>(`/purchase/supplier/${id}`),
  });

let chosen: number | undefined;

function Picker({
  initial,
  valueLabel,
  lookup,
}: {
  initial?: number;
  valueLabel?: string;
  lookup?: typeof oneSupplier;
}) {
  return (
    <Form initialValues={{ supplierId: initial }} onValuesChange={(v) => (chosen = v.supplierId)}>
      <Form.Item name="supplierId" label="供应商">
        <RemoteSelect
          allowClear
          search={suppliers}
          toOption={(s) => ({ value: s.supplierId, label: s.name })}
          valueLabel={valueLabel}
          lookup={lookup}
        />
      </Form.Item>
    </Form>
  );
}

describe('RemoteSelect', () => {
  it('finds one of thousands by what is typed, asking the server, and keeps its label', async () => {
    const { user } = renderPage(<Picker />);
    const box = screen.getByRole('combobox', { name: '供应商' });
    await user.click(box);
    // The first matches only, never the whole catalogue.
    expect(await screen.findByTitle('供应商 0001')).toBeInTheDocument();
    expect(server.find('GET', '/purchase/supplier/page')[0]!.params).toMatchObject({
      size: REMOTE_SELECT_SIZE,
    });
    expect(screen.queryByTitle('供应商 2999')).not.toBeInTheDocument();

    await user.type(box, '2999');
    await user.click(await screen.findByTitle('供应商 2999'));
    expect(server.find('GET', '/purchase/supplier/page').at(-1)!.params).toMatchObject({
      q: '2999',
    });
    expect(chosen).toBe(2999);

    // Opened again, the search starts afresh (the first matches), and the choice keeps its name.
    await user.click(box);
    await waitFor(() =>
      expect(server.find('GET', '/purchase/supplier/page').at(-1)!.params.q).toBeUndefined(),
    );
    await user.keyboard('{Escape}');
    expect(
      within(box.closest('.ant-select') as HTMLElement).getByTitle('供应商 2999'),
    ).toBeInTheDocument();
  });

  it('shows a value the form came with by the label it is given', async () => {
    renderPage(<Picker initial={2500} valueLabel="供应商 2500" />);
    const select = screen.getByRole('combobox', { name: '供应商' }).closest('.ant-select')!;
    expect(await within(select as HTMLElement).findByTitle('供应商 2500')).toBeInTheDocument();
  });

  it('names a value the form came with from its own record, and asks no more once one is chosen', async () => {
    const { user } = renderPage(<Picker initial={2500} lookup={oneSupplier} />);
    const box = screen.getByRole('combobox', { name: '供应商' });
    const select = box.closest('.ant-select') as HTMLElement;
    // Not among the first matches: its own call names it.
    expect(await within(select).findByTitle('供应商 2500')).toBeInTheDocument();
    expect(server.find('GET', '/purchase/supplier/2500')).toHaveLength(1);

    await user.click(box);
    await user.click(await screen.findByTitle('供应商 0003'));
    expect(chosen).toBe(3);
    expect(within(select).getByTitle('供应商 0003')).toBeInTheDocument();
    // A record is asked for a value the form came with only, never for one chosen here.
    expect(server.find('GET', '/purchase/supplier/3')).toHaveLength(0);
  });
});

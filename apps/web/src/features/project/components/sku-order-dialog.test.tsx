import type { SkuOption } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMOTE_SELECT_SIZE } from '../../../components/remote-select';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL, page } from '../test/project-fixtures';
import { SkuOrderDialog } from './sku-order-dialog';

const SKUS: SkuOption[] = [
  { skuId: 11, code: 'SKU-DSP-GL', name: '玻璃展柜', specification: '1.2 m', unit: '台' },
  { skuId: 12, code: 'SKU-DSP-WL', name: '墙面层板', specification: null, unit: '块' },
];

const server = fakeServerForEachTest({
  // The first matches of nothing typed hold neither SKU: each is found only by searching.
  'GET /item/sku-order/skus': ({ params }) => {
    const q = typeof params.q === 'string' ? params.q : undefined;
    return ok(page(q ? SKUS.filter((s) => `${s.code} ${s.name}`.includes(q)) : []));
  },
  'POST /item/sku-order/add': () => ok({ id: 30, code: 'WL20261201000001' }),
});

describe('a new SKU order', () => {
  it('finds its SKUs on the server, refuses one twice, then sends the lines', async () => {
    const { user } = renderPage(<SkuOrderDialog project={DETAIL} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '新建物料单' });
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '门头物料');
    const pick = async (box: HTMLElement, typed: string, title: string) => {
      await user.click(box);
      await user.type(box, typed);
      // The open list's option (a line that holds it shows it too, as may a closed list).
      const open = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${title}"]`;
      const option = await waitFor(() => {
        const found = document.querySelector<HTMLElement>(open);
        expect(found, title).not.toBeNull();
        return found!;
      });
      await user.click(option);
    };
    const [first] = within(dialog).getAllByRole('combobox', { name: 'SKU' });
    await pick(first!, '展柜', 'SKU-DSP-GL 玻璃展柜 1.2 m (台)');
    expect(server.find('GET', '/item/sku-order/skus').map((call) => call.params)).toContainEqual(
      expect.objectContaining({ q: '展柜', size: REMOTE_SELECT_SIZE }),
    );
    await user.type(within(dialog).getAllByRole('spinbutton', { name: '数量' })[0]!, '2');

    // The same SKU on a second line is refused here, on both lines, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '添加物料' }));
    const second = within(dialog).getAllByRole('combobox', { name: 'SKU' })[1]!;
    await pick(second, '展柜', 'SKU-DSP-GL 玻璃展柜 1.2 m (台)');
    await user.type(within(dialog).getAllByRole('spinbutton', { name: '数量' })[1]!, '1');
    await user.click(within(dialog).getByRole('button', { name: /新建物料单|确\s*定/ }));
    await waitFor(() => expect(within(dialog).getAllByText('该 SKU 已在其他行')).toHaveLength(2));
    expect(server.find('POST', '/item/sku-order/add')).toHaveLength(0);

    // Another SKU on the first line ends the repeat: both messages go at once.
    await pick(first!, '层板', 'SKU-DSP-WL 墙面层板 (块)');
    await waitFor(() =>
      expect(within(dialog).queryByText('该 SKU 已在其他行')).not.toBeInTheDocument(),
    );
    // The first line's new SKU on the second line is a repeat again.
    await pick(second, '层板', 'SKU-DSP-WL 墙面层板 (块)');
    await waitFor(() => expect(within(dialog).getAllByText('该 SKU 已在其他行')).toHaveLength(2));

    await pick(first!, '展柜', 'SKU-DSP-GL 玻璃展柜 1.2 m (台)');
    await user.click(within(dialog).getByRole('button', { name: /新建物料单|确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/item/sku-order/add')).toHaveLength(1));
    expect(server.find('POST', '/item/sku-order/add')[0]!.body).toMatchObject({
      projectId: DETAIL.id,
      title: '门头物料',
      lines: [
        { skuId: 11, quantity: 2 },
        { skuId: 12, quantity: 1 },
      ],
    });
  });
});

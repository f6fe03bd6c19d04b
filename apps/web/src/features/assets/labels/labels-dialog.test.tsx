import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok, type FakeRequest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { AssetsPage } from '../pages/assets-page';
import { asset, category } from '../test/asset-fixtures';

const PDF = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
let refuse: string | null = null;

const server = fakeServerForEachTest({
  'GET /as/asset/page': (request: FakeRequest) =>
    ok({
      records: [asset({ assetId: 1 }), asset({ assetId: 2 }), asset({ assetId: 3 })],
      total: request.params.size === 1 ? 57 : 3,
      current: 1,
      size: 10,
    }),
  'GET /as/category/list': () => ok([category({ categoryId: 1 })]),
  'GET /admin/store/list': () => ok([]),
  'GET /as/asset/labels': () =>
    refuse
      ? {
          status: 400,
          data: new Blob([JSON.stringify({ code: 1, msg: refuse, data: null })]),
        }
      : { status: 200, data: PDF, headers: { 'content-type': 'application/pdf' } },
});

const labelCalls = () => server.find('GET', '/as/asset/labels');

beforeEach(() => {
  refuse = null;
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:labels-${++n}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => vi.restoreAllMocks());

async function openDialog(selectRows: number[] = []) {
  const view = renderPage(<AssetsPage />, { permissions: Object.values(ASSET_PERMISSIONS.asset) });
  await screen.findByRole('link', { name: 'NB-000001' });
  for (const id of selectRows) {
    const row = screen.getByRole('link', { name: `NB-00000${id}` }).closest('tr')!;
    await view.user.click(within(row).getByRole('checkbox'));
  }
  await view.user.click(screen.getByRole('button', { name: /打印标签/ }));
  return { ...view, dialog: await findDialog('打印标签') };
}

describe('print labels', { timeout: 60_000 }, () => {
  it('previews the chosen assets’ labels, redraws them for another sheet and offset, and remembers those', async () => {
    const { user, dialog } = await openDialog([1, 3]);
    expect(within(dialog).getByText('所选的 2 项资产')).toBeInTheDocument();
    const frame = await within(dialog).findByTitle('标签预览');
    expect(frame).toHaveAttribute('src', 'blob:labels-1');
    expect(labelCalls()[0]?.params).toEqual({
      ids: [1, 3],
      layout: 'a4-3x8',
      offsetX: 0,
      offsetY: 0,
    });
    expect(within(dialog).getByText('共 2 张标签，1 页')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '标签规格' }));
    await user.click(await screen.findByText('标签打印机，50 × 30 mm 卷标（每页 1 张）'));
    const offsetX = within(dialog).getByRole('spinbutton', { name: '水平偏移（正数向右）' });
    await user.clear(offsetX);
    await user.type(offsetX, '1.5');
    await waitFor(() =>
      expect(labelCalls().at(-1)?.params).toEqual({
        ids: [1, 3],
        layout: 'roll-50x30',
        offsetX: 1.5,
        offsetY: 0,
      }),
    );
    expect(within(dialog).getByText('共 2 张标签，2 页')).toBeInTheDocument();
    // The newest PDF is shown; the one it replaced is let go.
    await waitFor(() => expect(frame.getAttribute('src')).not.toBe('blob:labels-1'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:labels-1');

    // Downloaded under its name; closed and opened again, the sheet and offset are this printer's.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: /下载 PDF/ }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('资产标签.pdf');
    // The footer's button (the corner's ✕ is named the same).
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTitle('标签预览')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /打印标签/ }));
    const again = await findDialog('打印标签');
    await within(again).findByTitle('标签预览');
    expect(labelCalls().at(-1)?.params).toMatchObject({ layout: 'roll-50x30', offsetX: 1.5 });
  });

  it('labels the filtered list, counting it, and shows why the server refused', async () => {
    refuse = '一次最多打印 5000 张标签，请缩小筛选范围';
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('当前筛选出的 57 项资产')).toBeInTheDocument();
    expect(await within(dialog).findByText(refuse)).toBeInTheDocument();
    expect(labelCalls()[0]?.params).not.toHaveProperty('ids');
    expect(within(dialog).getByRole('button', { name: /打开并打印/ })).toBeDisabled();
  });
});

import { EAM_PERMISSIONS, type RepairImportResult } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { RepairOrderListPage } from '../pages/repair-order-list-page';
import { eamBackend, type EamData } from '../test/eam-backend';

const BAD: RepairImportResult = {
  dryRun: true,
  rows: 3,
  imported: 0,
  errors: [
    {
      row: 2,
      column: 'storeCode',
      key: 'eam.import.storeUnknown',
      message: '门店编码“SH999”不存在',
    },
    { row: 4, column: 'appointmentTime', key: 'eam.import.badTime', message: '必须是日期时间' },
    {
      row: 4,
      column: null,
      key: 'eam.import.externalDuplicate',
      message: '外部单号“A1”与第 3 行重复',
    },
  ],
};

let data: EamData;
let dryRunAnswer: RepairImportResult;
const server = fakeServerForEachTest(() => ({
  ...eamBackend(() => data),
  'POST /eam/repair-order/import': ({ params }) =>
    params.dryRun ? ok(dryRunAnswer) : ok({ dryRun: false, rows: 3, imported: 3, errors: [] }),
}));

const xlsx = (name: string) =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function openImport() {
  const view = renderPage(<RepairOrderListPage />, { permissions: Object.values(EAM_PERMISSIONS) });
  await view.user.click(await screen.findByRole('button', { name: '导入' }));
  const dialog = await findDialog('导入维修工单');
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, dialog, input };
}

describe('order import', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = { orders: [], subOrders: [], timeline: [] };
    dryRunAnswer = BAD;
  });

  it('checks a file first and lists every bad row; nothing can be imported', async () => {
    const { user, dialog, input } = await openImport();
    const run = within(dialog).getByRole('button', { name: '导入' });
    expect(run).toBeDisabled();
    await user.upload(input, xlsx('orders.xlsx'));

    expect(
      await within(dialog).findByText('发现 3 处问题（共 3 行），请修改后重新选择文件'),
    ).toBeInTheDocument();
    const calls = server.find('POST', '/eam/repair-order/import');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({ dryRun: true });
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    const report = within(dialog).getByRole('table');
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2', '门店编码', '门店编码“SH999”不存在'],
      ['4', '预约时间', '必须是日期时间'],
      ['4', '—', '外部单号“A1”与第 3 行重复'],
    ]);
    expect(run).toBeDisabled();
  });

  it('imports a file that passed the check', async () => {
    const { user, dialog, input } = await openImport();
    dryRunAnswer = { dryRun: true, rows: 3, imported: 0, errors: [] };
    await user.upload(input, xlsx('clean.xlsx'));
    expect(await within(dialog).findByText('共 3 行，全部通过检查，可以导入')).toBeInTheDocument();
    const run = within(dialog).getByRole('button', { name: '导入' });
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    await waitFor(() => expect(server.find('POST', '/eam/repair-order/import')).toHaveLength(2));
    expect(server.find('POST', '/eam/repair-order/import')[1]?.params).toMatchObject({
      dryRun: false,
    });
    expect(await screen.findByText('已导入 3 个工单')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('导入维修工单')).not.toBeInTheDocument());
  });
});

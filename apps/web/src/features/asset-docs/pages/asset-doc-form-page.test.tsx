import {
  ASSET_DOC_ELIGIBLE,
  ASSET_DOC_PERMISSIONS,
  ASSET_PERMISSIONS,
  type AssetDocAssetType,
  type AssetStatus,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { assetDoc, page, registerAsset } from '../test/doc-fixtures';
import { fakeCamera, qrPixels } from '../../../test/qr-image';
import { AssetDocFormPage } from './asset-doc-form-page';

/** Every document key, and the register's (its bulk action names assets in the address). */
const ALL = [...Object.values(ASSET_DOC_PERMISSIONS), ASSET_PERMISSIONS.asset.view];
/** The statuses of the register's assets 1 to 4, as a test sets them. */
let statuses: Record<number, AssetStatus>;
let createReply: () => FakeReply;
const asset = (id: number) => registerAsset({ assetId: id, status: statuses[id] ?? 'idle' });

const server = fakeServerForEachTest(() => ({
  'GET /as/asset/1': () => ok({ ...asset(1), history: [] }),
  'GET /as/asset/2': () => ok({ ...asset(2), history: [] }),
  // The assets 1 to 4 are the user's to apply for (asset 5 is another store's): those whose
  // status fits the type, as the server answers.
  'GET /as/doc/candidates': (request) => {
    const { docType, keyword, code, qrToken, assetId } = request.params as Record<string, string>;
    const eligible: readonly string[] = ASSET_DOC_ELIGIBLE[docType as AssetDocAssetType];
    const found = [1, 2, 3, 4]
      .map(asset)
      .filter((a) => eligible.includes(a.status))
      .filter((a) => !keyword || a.code.includes(keyword) || a.name.includes(keyword))
      .filter((a) => !code || a.code === code.toUpperCase())
      .filter((a) => !qrToken || a.qrToken === qrToken)
      .filter((a) => !assetId || a.assetId === Number(assetId))
      .map((a) => ({
        assetId: a.assetId,
        code: a.code,
        name: a.name,
        status: a.status,
        categoryName: a.categoryName,
        storeName: a.storeName,
        custodian: null,
      }));
    return ok(page(found));
  },
  'GET /admin/user/list': () =>
    ok([
      { userId: 9, username: 'zhang', nickname: '张小明', deptId: 3 },
      { userId: 7, username: 'wang', nickname: '王师傅', deptId: 3 },
    ]),
  'GET /admin/store/list': () =>
    ok([{ storeId: 4, code: 'SH001', name: '上海徐汇店', region: '华东', entCode: 'DEPOT' }]),
  'GET /as/doc/page': () =>
    ok(
      page([
        assetDoc({ docId: 5, status: 'done', code: 'JY20260301000005' }),
        assetDoc({ docId: 6, status: 'done', code: 'CH20260302000001', docType: 'rollback' }),
      ]),
    ),
  // The caller's warehouses, a transfer's other destination.
  'GET /ware/warehouse/tree': () =>
    ok([
      {
        warehouseId: 12,
        code: 'WH-EAST',
        name: '华东仓',
        level: 'regional',
        enabled: true,
        children: [],
      },
    ]),
  'POST /as/doc': () => createReply(),
}));

const sent = () => server.find('POST', '/as/doc').at(-1)?.body;

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByTitle(option));
}

async function open(path: string) {
  const view = renderPage(<AssetDocFormPage />, { permissions: ALL, path });
  await screen.findByRole('button', { name: '提交审批' });
  return view;
}

const due = dayjs().add(7, 'day').format('YYYY-MM-DD');

/** Each type: the assets' statuses, what the user fills in, and the body sent. */
const TYPES: Array<{
  type: string;
  label: string;
  status: AssetStatus;
  fill: (user: UserEvent) => Promise<void>;
  body: Record<string, unknown>;
}> = [
  {
    type: 'lending',
    label: '借用单',
    status: 'idle',
    fill: async (user) => {
      await choose(user, '借用人', '张小明 (zhang)');
      await user.type(screen.getByRole('textbox', { name: '应还日期' }), `${due}{Enter}`);
    },
    body: { borrowerId: 9, dueDate: due },
  },
  {
    type: 'pickup',
    label: '领用单',
    status: 'idle',
    fill: (user) => choose(user, '领用人', '张小明 (zhang)'),
    body: { receiverId: 9 },
  },
  {
    type: 'return',
    label: '归还单',
    status: 'lent',
    fill: (user) => choose(user, '归还门店', '上海徐汇店'),
    body: { storeId: 4 },
  },
  {
    type: 'transfer',
    label: '调拨单',
    status: 'inUse',
    fill: (user) => choose(user, '新保管人', '王师傅 (wang)'),
    body: { toStoreId: null, toCustodianId: 7, toWarehouseId: null },
  },
  { type: 'writeOff', label: '报废单', status: 'damaged', fill: async () => {}, body: {} },
  { type: 'damage', label: '报损单', status: 'inUse', fill: async () => {}, body: {} },
];

describe('asset document form', { timeout: 60_000 }, () => {
  beforeEach(() => {
    statuses = {};
    createReply = () => ok(assetDoc({ docId: 77, code: 'JY20260309000077' }));
  });

  it.each(TYPES)(
    'sends a $type document with its own fields and the assets the address names',
    async ({ type, label, status, fill, body }) => {
      statuses = { 1: status, 2: status };
      const { user, router } = await open(`/as/doc-form?type=${type}&assetIds=1,2`);
      expect(screen.getByRole('radio', { name: label })).toBeChecked();
      expect(screen.getByText('NB-000001')).toBeInTheDocument();
      expect(screen.getByText('NB-000002')).toBeInTheDocument();
      await fill(user);
      await user.type(screen.getByRole('textbox', { name: '事由' }), '门店盘点');
      await user.click(screen.getByRole('button', { name: '提交审批' }));

      await waitFor(() =>
        expect(sent()).toEqual({ docType: type, assetIds: [1, 2], reason: '门店盘点', ...body }),
      );
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/as/doc-detail?id=77',
        ),
      );
    },
  );

  it('sends a transfer into a warehouse alone: choosing one side disables the other', async () => {
    statuses = { 1: 'inUse' };
    const { user } = await open('/as/doc-form?type=transfer&assetIds=1');
    const warehouse = () => screen.getByRole('combobox', { name: '调入仓库' });
    const custodian = () => screen.getByRole('combobox', { name: '新保管人' });
    const storeBox = () => screen.getByRole('combobox', { name: '调入门店' });

    // A custodian chosen: no warehouse; cleared, the warehouse can be chosen again.
    await choose(user, '新保管人', '王师傅 (wang)');
    await waitFor(() => expect(warehouse()).toBeDisabled());

    await user.type(screen.getByRole('textbox', { name: '事由' }), '闲置入库');
    const clear = custodian().closest('.ant-select')!.querySelector('.ant-select-clear');
    await user.click(clear!);
    await waitFor(() => expect(warehouse()).toBeEnabled());
    await choose(user, '调入仓库', '华东仓');
    await waitFor(() => expect(custodian()).toBeDisabled());
    expect(storeBox()).toBeDisabled();
    expect(screen.getByText('调入仓库后资产为闲置，无保管人、无门店')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() =>
      expect(sent()).toEqual({
        docType: 'transfer',
        assetIds: [1],
        reason: '闲置入库',
        toStoreId: null,
        toCustodianId: null,
        toWarehouseId: 12,
      }),
    );
  });

  it('sends a rollback of a done document, rollbacks not offered', async () => {
    const { user } = await open('/as/doc-form?type=rollback');
    expect(screen.queryByRole('combobox', { name: '输入编码或名称搜索资产' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: '冲销的单据' }));
    expect(await screen.findByTitle(/JY20260301000005/)).toBeInTheDocument();
    expect(screen.queryByTitle(/CH20260302000001/)).toBeNull();
    await user.click(screen.getByTitle(/JY20260301000005/));
    expect(await screen.findByText('NB-000001 联想 ThinkPad')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '事由' }), '登记错误');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() =>
      expect(sent()).toEqual({ docType: 'rollback', reason: '登记错误', rollbackOfId: 5 }),
    );
    expect(server.find('GET', '/as/doc/page')[0]?.params).toMatchObject({ status: 'done' });
  });

  it('offers only the types the user may apply for', async () => {
    renderPage(<AssetDocFormPage />, {
      permissions: [ASSET_DOC_PERMISSIONS.view, ASSET_DOC_PERMISSIONS.pickup],
      path: '/as/doc-form?type=lending',
    });
    expect(await screen.findByRole('radio', { name: '领用单' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('finds the assets the user may apply for without the register’s key', async () => {
    statuses = { 3: 'inUse', 4: 'idle' };
    const { user } = renderPage(<AssetDocFormPage />, {
      permissions: [ASSET_DOC_PERMISSIONS.view, ASSET_DOC_PERMISSIONS.return],
      path: '/as/doc-form?type=return&assetIds=1',
    });
    const search = await screen.findByRole('combobox', { name: '输入编码或名称搜索资产' });
    await user.click(search);
    await user.type(search, 'NB');
    await waitFor(() =>
      expect(server.find('GET', '/as/doc/candidates').at(-1)?.params).toMatchObject({
        docType: 'return',
        keyword: 'NB',
      }),
    );
    await user.click(await screen.findByTitle('NB-000003 联想 ThinkPad'));
    expect(screen.queryByTitle('NB-000004 联想 ThinkPad')).toBeNull();
    expect(await screen.findByText('NB-000003')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '扫码添加' })).toBeEnabled();
    // Nothing of the register is read: the address's assets are its bulk action's.
    expect(server.requests().filter((r) => r.path.startsWith('/as/asset'))).toEqual([]);
  });

  it('checks before sending: assets, fields, and an asset whose status does not fit', async () => {
    statuses = { 1: 'lent' };
    const { user } = await open('/as/doc-form?type=lending&assetIds=1');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    // Each field's message shows when its own check ends: waited for one by one.
    expect(await screen.findByText('请选择借用人')).toBeInTheDocument();
    expect(await screen.findByText('请填写事由')).toBeInTheDocument();
    const row = (await screen.findByText('NB-000001')).closest('tr')!;
    expect(await within(row).findByText('状态不符')).toBeInTheDocument();
    expect(await screen.findByText('当前状态不能用于借用单，提交前请移除。')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '移除 NB-000001' }));
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    expect(await screen.findByText('请至少选择一项资产')).toBeInTheDocument();
    expect(server.find('POST', '/as/doc')).toHaveLength(0);
  });

  it('keeps everything entered when the server refuses, and says why', async () => {
    createReply = () => fail(409, '资产 NB-000002 已在单据 LY20260301000003 中，不能再次申请');
    const { user, router } = await open('/as/doc-form?type=pickup&assetIds=1,2');
    await choose(user, '领用人', '张小明 (zhang)');
    await user.type(screen.getByRole('textbox', { name: '事由' }), '新员工入职');
    await user.click(screen.getByRole('button', { name: '提交审批' }));

    const refusal = await screen.findByText(
      '资产 NB-000002 已在单据 LY20260301000003 中，不能再次申请',
      { selector: '.ant-alert-description' },
    );
    expect(refusal).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=pickup&assetIds=1,2');
    expect(screen.getByRole('textbox', { name: '事由' })).toHaveValue('新员工入职');
    expect(
      screen.getByRole('combobox', { name: '领用人' }).closest('.ant-select'),
    ).toHaveTextContent('张小明 (zhang)');
    const refused = screen.getByText('NB-000002').closest('tr')!;
    expect(within(refused).getByText('被拒绝')).toBeInTheDocument();
    expect(within(screen.getByText('NB-000001').closest('tr')!).queryByText('被拒绝')).toBeNull();

    // Fixed and sent again: the same form goes through.
    createReply = () => ok(assetDoc({ docId: 78 }));
    await user.click(within(refused).getByRole('button', { name: '移除 NB-000002' }));
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() =>
      expect(sent()).toEqual({
        docType: 'pickup',
        assetIds: [1],
        reason: '新员工入职',
        receiverId: 9,
      }),
    );
  });

  it('picks assets by searching those the user may apply for, eligible statuses only', async () => {
    statuses = { 3: 'idle', 4: 'lent' };
    const { user } = await open('/as/doc-form?type=lending');
    const search = screen.getByRole('combobox', { name: '输入编码或名称搜索资产' });
    await user.click(search);
    await user.type(search, 'NB-00000');
    await waitFor(() =>
      expect(server.find('GET', '/as/doc/candidates').at(-1)?.params).toMatchObject({
        docType: 'lending',
        keyword: 'NB-00000',
      }),
    );
    await user.click(await screen.findByTitle('NB-000003 联想 ThinkPad'));
    expect(screen.queryByTitle('NB-000004 联想 ThinkPad')).toBeNull();
    const row = (await screen.findByText('NB-000003')).closest('tr')!;
    expect(within(row).getByText('闲置')).toBeInTheDocument();
  });

  describe('scanning', () => {
    let camera: ReturnType<typeof fakeCamera> | undefined;
    afterEach(() => camera?.restore());

    it('adds the asset a label’s QR names, read from the camera', async () => {
      camera = fakeCamera(() => qrPixels('http://localhost:3000/as/asset-detail?qr=token-3'));
      const { user } = await open('/as/doc-form?type=pickup');
      await user.click(screen.getByRole('button', { name: '扫码添加' }));
      const dialog = await findDialog('扫码添加资产');
      expect(await within(dialog).findByText('已添加 NB-000003 联想 ThinkPad')).toBeInTheDocument();
      expect(server.find('GET', '/as/doc/candidates').at(-1)?.params).toMatchObject({
        docType: 'pickup',
        qrToken: 'token-3',
      });
      await user.click(within(dialog).getByRole('button', { name: '完成' }));
      expect(await screen.findByText('NB-000003')).toBeInTheDocument();
      // The camera is let go once the dialog closes.
      await waitFor(() => expect(camera?.stopped).toEqual(['video']));
    });

    it('adds a typed code when there is no camera, and says what it cannot add', async () => {
      statuses = { 2: 'lent' };
      const { user } = await open('/as/doc-form?type=pickup');
      await user.click(screen.getByRole('button', { name: '扫码添加' }));
      const dialog = await findDialog('扫码添加资产');
      expect(within(dialog).getByText(/不能使用摄像头/)).toBeInTheDocument();
      const code = within(dialog).getByRole('textbox', { name: '资产编码' });
      await user.type(code, 'nb-000004{Enter}');
      expect(await within(dialog).findByText('已添加 NB-000004 联想 ThinkPad')).toBeInTheDocument();
      await user.type(code, 'NB-000004{Enter}');
      expect(await within(dialog).findByText('NB-000004 已在列表中')).toBeInTheDocument();
      // Lent, it is not one to pick up: found as nothing, like a code that names no asset.
      await user.type(code, 'NB-000002{Enter}');
      expect(
        await within(dialog).findByText('没有找到可用于此单据的资产 NB-000002'),
      ).toBeInTheDocument();
      await user.type(code, 'NB-999999{Enter}');
      expect(
        await within(dialog).findByText('没有找到可用于此单据的资产 NB-999999'),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: '完成' }));
      expect(screen.getByText('NB-000004')).toBeInTheDocument();
      expect(screen.queryByText('NB-000002')).toBeNull();
    });
  });
});

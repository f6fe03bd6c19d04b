import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { LAPTOP_DESIGN, asset, category, detail } from '../test/asset-fixtures';
import { AssetFormPage } from './asset-form-page';

const ALL = Object.values(ASSET_PERMISSIONS.asset);
/** What the server answers a save (set by a test); the asset saved otherwise. */
let refusal: FakeReply | undefined;
/** The version the server holds now (another user's edit moves it on). */
let version = 3;
beforeEach(() => {
  refusal = undefined;
  version = 3;
});

const server = fakeServerForEachTest({
  'GET /as/category/list': () =>
    ok([
      category({ categoryId: 1, name: 'IT 设备', codePrefix: 'IT' }),
      category({
        categoryId: 2,
        parentId: 1,
        name: '笔记本电脑',
        codePrefix: 'NB',
        formDesignId: 5,
      }),
      category({ categoryId: 3, parentId: 1, name: '网线', codePrefix: 'CAB', tracking: 'count' }),
    ]),
  'GET /as/category/2/design': () => ok(LAPTOP_DESIGN),
  'GET /as/asset/9': () => ok(detail({ assetId: 9, version })),
  'POST /as/asset': ({ body }) => refusal ?? ok(asset({ assetId: 10, ...(body as object) })),
  'PUT /as/asset': ({ body }) => refusal ?? ok(asset({ assetId: 9, ...(body as object) })),
  'GET /admin/user/list': () =>
    ok([{ userId: 7, username: 'wang', nickname: '王师傅', deptId: 3 }]),
  'GET /admin/dept/list': () =>
    ok([{ deptId: 3, parentId: 0, name: '运维服务部', entCode: 'DEPOT', sort: 0 }]),
  'GET /admin/store/list': () =>
    ok([{ storeId: 4, code: 'SH001', name: '上海徐汇店', region: '华东', entCode: 'DEPOT' }]),
});

const card = (title: string) => screen.getByText(title).closest<HTMLElement>('.ant-card')!;

/** Renders the form for a new asset and picks the laptop category. */
async function newLaptop() {
  const page = renderPage(<AssetFormPage />, { permissions: ALL, path: '/as/asset-form' });
  const { user } = page;
  expect(await screen.findByText('选择分类后显示其自定义字段')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: '资产分类' }));
  await user.click(await screen.findByTitle('笔记本电脑 (NB)'));
  return page;
}

describe('asset form', { timeout: 60_000 }, () => {
  it('registers an asset with its category’s designed fields, holder and place', async () => {
    const { user, router } = await newLaptop();
    const memory = await screen.findByRole('spinbutton', { name: /内存/ });
    await user.type(screen.getByRole('textbox', { name: '资产名称' }), ' 联想 T14s ');
    await user.type(screen.getByRole('textbox', { name: '序列号' }), 'PF-0001');
    await user.type(screen.getByRole('textbox', { name: '购置价格' }), '8999.5');
    await user.type(screen.getByRole('textbox', { name: '购置日期' }), '2025-05-01{Enter}');
    await user.click(screen.getByRole('combobox', { name: '保管人' }));
    await user.click(await screen.findByTitle('王师傅 (wang)'));
    await user.click(screen.getByRole('combobox', { name: '所在门店' }));
    await user.click(await screen.findByTitle('上海徐汇店'));
    await user.type(memory, '32');
    await user.click(within(card('自定义字段')).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(server.find('POST', '/as/asset')).toHaveLength(1));
    expect(server.find('POST', '/as/asset')[0]!.body).toEqual({
      categoryId: 2,
      name: '联想 T14s',
      model: null,
      serialNo: 'PF-0001',
      price: '8999.5',
      supplier: null,
      remark: null,
      purchaseDate: '2025-05-01',
      warrantyEnd: null,
      expiryDate: null,
      custodianId: 7,
      deptId: null,
      storeId: 4,
      custom: { memoryGb: 32 },
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/as/asset-detail?id=10',
      ),
    );
  });

  it('refuses a designed value out of its bounds before anything is sent', async () => {
    const { user } = await newLaptop();
    await user.type(screen.getByRole('textbox', { name: '资产名称' }), '联想 T14s');
    await user.type(await screen.findByRole('spinbutton', { name: /内存/ }), '2');
    await user.click(within(card('自定义字段')).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/不能小于 4/)).toBeInTheDocument();
    expect(server.find('POST', '/as/asset')).toHaveLength(0);
  });

  it('shows the server’s 400 under each field it names', async () => {
    refusal = fail(400, 'price：必须是金额：整数部分至多 12 位，小数至多 2 位');
    const { user } = await newLaptop();
    await user.type(screen.getByRole('textbox', { name: '资产名称' }), '联想 T14s');
    await user.type(await screen.findByRole('spinbutton', { name: /内存/ }), '32');
    await user.click(within(card('自定义字段')).getByRole('button', { name: '保存' }));
    const price = screen.getByRole('textbox', { name: '购置价格' }).closest('.ant-form-item')!;
    expect(
      await within(price as HTMLElement).findByText(
        '必须是金额：整数部分至多 12 位，小数至多 2 位',
      ),
    ).toBeInTheDocument();

    refusal = fail(400, '请检查表单：内存（GB）：不能大于 256');
    await user.click(within(card('自定义字段')).getByRole('button', { name: '保存' }));
    const memory = screen.getByRole('spinbutton', { name: /内存/ }).closest('.ant-form-item')!;
    expect(await within(memory as HTMLElement).findByText('不能大于 256')).toBeInTheDocument();
    expect(server.find('POST', '/as/asset')).toHaveLength(2);
  });

  it('says a counted category is not registered one by one', async () => {
    const { user } = renderPage(<AssetFormPage />, { permissions: ALL, path: '/as/asset-form' });
    await user.click(await screen.findByRole('combobox', { name: '资产分类' }));
    await user.click(await screen.findByTitle('网线 (CAB)'));
    expect(await screen.findByText('该分类按数量入库管理，不逐件登记')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('edits descriptive fields at the version read, showing holder and place as locked', async () => {
    const { user } = renderPage(<AssetFormPage />, {
      permissions: ALL,
      path: '/as/asset-form?id=9',
    });
    expect(await screen.findByText('编辑 NB-000009')).toBeInTheDocument();
    expect(screen.getByText(/只能通过借用、领用、调拨等单据变更/)).toBeInTheDocument();
    expect(screen.getByText('资产登记后不能更改分类')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '保管人' })).not.toBeInTheDocument();
    const memory = await screen.findByRole('spinbutton', { name: /内存/ });
    expect(memory).toHaveValue('32');
    await user.clear(memory);
    await user.type(memory, '64');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/as/asset')).toHaveLength(1));
    expect(server.find('PUT', '/as/asset')[0]!.body).toMatchObject({
      assetId: 9,
      version: 3,
      custom: { memoryGb: 64 },
    });
    const sent = server.find('PUT', '/as/asset')[0]!.body as Record<string, unknown>;
    for (const locked of ['status', 'custodianId', 'deptId', 'storeId', 'categoryId']) {
      expect(sent).not.toHaveProperty(locked);
    }
  });

  it('after another user’s edit (409) says to reload, and saves again at the new version', async () => {
    const { user } = renderPage(<AssetFormPage />, {
      permissions: ALL,
      path: '/as/asset-form?id=9',
    });
    await user.type(await screen.findByRole('textbox', { name: '备注' }), '屏幕划痕');
    version = 4;
    refusal = fail(409, '该资产已被他人修改，请刷新后重试');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const alert = (await screen.findAllByText('该资产已被他人修改，请刷新后重试')).find((e) =>
      e.closest('.ant-alert'),
    )!;
    refusal = undefined;
    await user.click(
      within(alert.closest<HTMLElement>('.ant-alert')!).getByRole('button', { name: '刷新' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '刷新' })).not.toBeInTheDocument(),
    );
    // The form starts again from the asset as it is now.
    expect(await screen.findByRole('textbox', { name: '备注' })).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/as/asset')).toHaveLength(2));
    expect(server.find('PUT', '/as/asset')[1]!.body).toMatchObject({ assetId: 9, version: 4 });
  });

  it('shows a 409 about the serial number under it', async () => {
    refusal = fail(409, '型号 T14s 的序列号 SN9 已登记（NB-000002）');
    const { user } = renderPage(<AssetFormPage />, {
      permissions: ALL,
      path: '/as/asset-form?id=9',
    });
    await screen.findByRole('spinbutton', { name: /内存/ });
    await user.click(screen.getByRole('button', { name: '保存' }));
    const serial = screen.getByRole('textbox', { name: '序列号' }).closest('.ant-form-item')!;
    expect(
      await within(serial as HTMLElement).findByText('型号 T14s 的序列号 SN9 已登记（NB-000002）'),
    ).toBeInTheDocument();
    expect(screen.queryByText('刷新')).not.toBeInTheDocument();
  });
});

import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { LAPTOP_DESIGN, detail } from '../test/asset-fixtures';
import { AssetDetailPage } from './asset-detail-page';

const change = (id: number, field: string, before: unknown, after: unknown, source = 'edit') => ({
  id,
  field,
  before,
  after,
  source,
  actorId: 1,
  actorName: '管理员',
  at: `2026-03-0${id}T02:00:00.000Z`,
});

const history = [
  change(6, 'files', ['正面.png'], ['正面.png', 'manual.pdf']),
  change(5, 'custodianId', 8, 7, 'BR20260305001'),
  change(4, 'status', 'idle', 'inUse', 'BR20260305001'),
  change(3, 'custom.os', 'win11', 'mac'),
  change(2, 'custom.memoryGb', 16, 32),
  change(1, 'remark', null, '屏幕划痕', 'create'),
];

const DESIGN = {
  ...LAPTOP_DESIGN,
  version: 2,
  design: {
    ...LAPTOP_DESIGN.design,
    fields: [
      ...LAPTOP_DESIGN.design.fields,
      {
        kind: 'select' as const,
        vModel: 'os',
        label: '操作系统',
        options: [
          { label: 'Windows 11', value: 'win11' },
          { label: 'macOS', value: 'mac' },
        ],
      },
    ],
  },
};

const server = fakeServerForEachTest({
  'GET /as/asset/9': () => ok(detail({ assetId: 9, history, custom: { memoryGb: 32, os: 'mac' } })),
  'GET /as/asset/qr/6c1d1d52-2a47-4a3f-9a83-0f6f5b1f7e11': () =>
    ok(detail({ assetId: 9, history })),
  'GET /as/asset/9/design': () => ok(DESIGN),
  'GET /as/asset/9/files': () => ok([]),
  'GET /as/asset/404': () => fail(404, '资产不存在'),
  'GET /as/asset/500': () => fail(500, '未知错误'),
  'GET /admin/user/list': () =>
    ok([
      { userId: 7, username: 'wang', nickname: '王师傅', deptId: 3 },
      { userId: 8, username: 'li', nickname: '李店长', deptId: 3 },
    ]),
});

const VIEW = [ASSET_PERMISSIONS.asset.view];

describe('asset page', { timeout: 30_000 }, () => {
  it('shows the asset, holder and place, and its custom fields as saved', async () => {
    renderPage(<AssetDetailPage />, { permissions: VIEW, path: '/as/asset-detail?id=9' });
    expect(await screen.findByText('NB-000009')).toBeInTheDocument();
    expect(screen.getByText('联想 ThinkPad')).toBeInTheDocument();
    expect(screen.getAllByText('在用')[0]!.closest('.ant-tag')).not.toBeNull();
    const place = screen.getByText('保管与位置').closest<HTMLElement>('.ant-card')!;
    expect(within(place).getByText('王师傅')).toBeInTheDocument();
    expect(within(place).getByText('运维服务部')).toBeInTheDocument();
    expect(within(place).getByText('上海徐汇店')).toBeInTheDocument();
    expect(screen.getByText('¥8,999.00')).toBeInTheDocument();
    expect(await screen.findByText('按表单第 2 版保存')).toBeInTheDocument();
    const custom = screen.getByText('自定义字段').closest<HTMLElement>('.ant-card')!;
    expect(within(custom).getByText('内存（GB）')).toBeInTheDocument();
    const files = screen.getByText('照片和文件').closest<HTMLElement>('.ant-card')!;
    expect(await within(files).findByText('暂无照片或文件')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('words each change of its history in the user’s language: fields, statuses, people, options', async () => {
    renderPage(<AssetDetailPage />, { permissions: VIEW, path: '/as/asset-detail?id=9' });
    expect(await screen.findByText('内存（GB）：16 → 32')).toBeInTheDocument();
    expect(screen.getByText('操作系统：Windows 11 → macOS')).toBeInTheDocument();
    expect(screen.getByText('状态：闲置 → 在用')).toBeInTheDocument();
    expect(screen.getByText('照片和文件：正面.png → 正面.png, manual.pdf')).toBeInTheDocument();
    expect(await screen.findByText('保管人：李店长 → 王师傅')).toBeInTheDocument();
    const created = screen.getByText('备注：— → 屏幕划痕').closest<HTMLElement>('li')!;
    expect(within(created).getByText('登记')).toBeInTheDocument();
    expect(within(created).getByText(/管理员/)).toBeInTheDocument();
    // A lifecycle document's code names the source as it is.
    const moved = screen.getByText('状态：闲置 → 在用').closest<HTMLElement>('li')!;
    expect(within(moved).getByText('BR20260305001')).toBeInTheDocument();
  });

  it('opens from a label’s QR token', async () => {
    renderPage(<AssetDetailPage />, {
      permissions: VIEW,
      path: '/as/asset-detail?qr=6c1d1d52-2a47-4a3f-9a83-0f6f5b1f7e11',
    });
    expect(await screen.findByText('NB-000009')).toBeInTheDocument();
    expect(server.find('GET', '/as/asset/qr/6c1d1d52-2a47-4a3f-9a83-0f6f5b1f7e11')).toHaveLength(1);
  });

  it('says an asset it cannot show is not found, and a failure can be retried', async () => {
    const missing = renderPage(<AssetDetailPage />, {
      permissions: VIEW,
      path: '/as/asset-detail?id=404',
    });
    expect(await screen.findByText('该资产不存在或不在您的数据范围内')).toBeInTheDocument();
    missing.unmount();

    const { user } = renderPage(<AssetDetailPage />, {
      permissions: VIEW,
      path: '/as/asset-detail?id=500',
    });
    expect(await screen.findByText('资产加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.find('GET', '/as/asset/500')).toHaveLength(2));
    expect(await screen.findByText('资产加载失败')).toBeInTheDocument();
  });
});

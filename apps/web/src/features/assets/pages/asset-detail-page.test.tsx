import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { LAPTOP_DESIGN, detail } from '../test/asset-fixtures';
import { AssetDetailPage } from './asset-detail-page';

const history = [
  {
    id: 2,
    field: 'custom.memoryGb',
    before: 16,
    after: 32,
    source: 'edit',
    actorId: 1,
    actorName: '管理员',
    at: '2026-03-02T02:00:00.000Z',
  },
  {
    id: 1,
    field: 'remark',
    before: null,
    after: '屏幕划痕',
    source: 'create',
    actorId: 1,
    actorName: '管理员',
    at: '2026-03-01T02:00:00.000Z',
  },
];

fakeServerForEachTest({
  'GET /as/asset/9': () => ok(detail({ assetId: 9, history })),
  'GET /as/asset/qr/6c1d1d52-2a47-4a3f-9a83-0f6f5b1f7e11': () =>
    ok(detail({ assetId: 9, history })),
  'GET /as/asset/9/design': () => ok(LAPTOP_DESIGN),
});

describe('asset page', { timeout: 30_000 }, () => {
  it('shows the asset, its custom fields as saved and each change in the user’s words', async () => {
    renderPage(<AssetDetailPage />, {
      permissions: [ASSET_PERMISSIONS.asset.view],
      path: '/as/asset-detail?id=9',
    });
    expect(await screen.findByText('NB-000009')).toBeInTheDocument();
    expect(screen.getByText('在用')).toBeInTheDocument();
    expect(await screen.findByText('内存（GB）：16 → 32')).toBeInTheDocument();
    expect(screen.getByText('备注：— → 屏幕划痕')).toBeInTheDocument();
    expect(screen.getByText('按表单第 1 版保存')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('opens from a label’s QR token', async () => {
    renderPage(<AssetDetailPage />, {
      permissions: [ASSET_PERMISSIONS.asset.view],
      path: '/as/asset-detail?qr=6c1d1d52-2a47-4a3f-9a83-0f6f5b1f7e11',
    });
    expect(await screen.findByText('NB-000009')).toBeInTheDocument();
  });
});

import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { LAPTOP_DESIGN, asset, category, detail } from '../test/asset-fixtures';
import { AssetFormPage } from './asset-form-page';

const ALL = Object.values(ASSET_PERMISSIONS.asset);
const server = fakeServerForEachTest({
  'GET /as/category/list': () =>
    ok([category({ categoryId: 2, name: '笔记本电脑', codePrefix: 'NB', formDesignId: 5 })]),
  'GET /as/category/2/design': () => ok(LAPTOP_DESIGN),
  'GET /as/asset/9': () => ok(detail({ assetId: 9, version: 3 })),
  'POST /as/asset': ({ body }) => ok(asset({ assetId: 10, ...(body as object) })),
  'PUT /as/asset': ({ body }) => ok(asset({ assetId: 9, ...(body as object) })),
  'GET /admin/user/list': () => ok([]),
  'GET /admin/dept/list': () => ok([]),
  'GET /admin/store/list': () => ok([]),
});

describe('asset form', { timeout: 30_000 }, () => {
  it('edits descriptive fields at the version read, showing holder and place as locked', async () => {
    const { user } = renderPage(<AssetFormPage />, {
      permissions: ALL,
      path: '/as/asset-form?id=9',
    });
    expect(await screen.findByText('编辑 NB-000009')).toBeInTheDocument();
    expect(screen.getByText(/只能通过借用、领用、调拨等单据变更/)).toBeInTheDocument();
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
    expect(sent).not.toHaveProperty('status');
    expect(sent).not.toHaveProperty('custodianId');
  });

  it('refuses a missing custom value before anything is sent', async () => {
    const { user } = renderPage(<AssetFormPage />, {
      permissions: ALL,
      path: '/as/asset-form?id=9',
    });
    const memory = await screen.findByRole('spinbutton', { name: /内存/ });
    await user.clear(memory);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('不能为空')).toBeInTheDocument();
    expect(server.find('PUT', '/as/asset')).toHaveLength(0);
  });
});

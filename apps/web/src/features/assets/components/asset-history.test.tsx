import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { AssetDetailPage } from '../pages/asset-detail-page';
import { detail } from '../test/asset-fixtures';

const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const SIGNATURE = '5f0e9a51-7d7c-4d2b-8f0b-0b6c1f0a9e21';

const row = (id: number, field: string, before: unknown, after: unknown, source: string) => ({
  id,
  field,
  before,
  after,
  source,
  actorId: 9,
  actorName: '张小明',
  at: `2026-03-0${id}T02:00:00.000Z`,
});

const server = fakeServerForEachTest({
  'GET /as/asset/9': () =>
    ok(
      detail({
        assetId: 9,
        status: 'lent',
        history: [
          row(3, 'signature', null, SIGNATURE, 'JY20260305000012'),
          row(2, 'status', 'awaitingPickup', 'lent', 'JY20260305000012'),
          row(1, 'status', 'idle', 'awaitingPickup', 'JY20260305000012'),
        ],
      }),
    ),
  'GET /as/asset/9/design': () => ok(null),
  'GET /as/asset/9/files': () => ok([]),
  [`GET /admin/files/${SIGNATURE}`]: () => ({ status: 200, data: PNG }),
});

describe('asset history of lifecycle documents', { timeout: 30_000 }, () => {
  it('links each row a document made to that document, and shows the signature', async () => {
    renderPage(<AssetDetailPage />, {
      permissions: [ASSET_PERMISSIONS.asset.view],
      path: '/as/asset-detail?id=9',
    });
    const lent = (await screen.findByText('状态：待领取 → 借出')).closest<HTMLElement>('li')!;
    expect(within(lent).getByRole('link', { name: '借用单 JY20260305000012' })).toHaveAttribute(
      'href',
      '/as/doc-detail?code=JY20260305000012',
    );
    const signed = screen.getByText('签名').closest<HTMLElement>('li')!;
    const image = await within(signed).findByRole('img', { name: '签名' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(server.find('GET', `/admin/files/${SIGNATURE}`)).toHaveLength(1);
    // No file id is shown as a value.
    expect(screen.queryByText(new RegExp(SIGNATURE))).not.toBeInTheDocument();
  });
});

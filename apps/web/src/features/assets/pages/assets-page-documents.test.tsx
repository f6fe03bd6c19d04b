import { ASSET_DOC_PERMISSIONS, ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { asset } from '../test/asset-fixtures';
import { AssetsPage } from './assets-page';

fakeServerForEachTest({
  'GET /as/asset/page': () =>
    ok({
      records: [asset({ assetId: 1 }), asset({ assetId: 2 }), asset({ assetId: 3 })],
      total: 3,
      current: 1,
      size: 10,
    }),
  'GET /as/category/list': () => ok([]),
});

describe('asset register: new document from the selection', { timeout: 30_000 }, () => {
  it('opens the document form with the selected assets', async () => {
    const { user, router } = renderPage(<AssetsPage />, {
      permissions: [ASSET_PERMISSIONS.asset.view, ASSET_DOC_PERMISSIONS.lending],
      path: '/as/asset/index',
    });
    const start = await screen.findByRole('button', { name: '发起单据' });
    expect(start).toBeDisabled();
    for (const code of ['NB-000001', 'NB-000003']) {
      const row = (await screen.findByText(code)).closest('tr')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: '发起单据 (2)' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/as/doc-form?assetIds=1,3',
      ),
    );
  });

  it('is not offered to those who may apply for no document', async () => {
    renderPage(<AssetsPage />, {
      permissions: [ASSET_PERMISSIONS.asset.view],
      path: '/as/asset/index',
    });
    await screen.findByText('NB-000001');
    expect(screen.queryByRole('button', { name: /发起单据/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

import { ASSET_DOC_PERMISSIONS, WARE_ORDER_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { assetDoc, page, person } from '../test/doc-fixtures';
import { AssetDocDetailPage } from './asset-doc-detail-page';

const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const SIGNATURE = '5f0e9a51-7d7c-4d2b-8f0b-0b6c1f0a9e21';
const item = (assetId: number, status: 'awaitingPickup' | 'inUse') => ({
  assetId,
  code: `NB-00000${assetId}`,
  name: '联想 ThinkPad',
  statusBefore: 'idle' as const,
  statusAfter: 'inUse' as const,
  status,
});
const AWAITING = assetDoc({
  docId: 3,
  code: 'LY20260303000003',
  docType: 'pickup',
  status: 'awaitingSignature',
  approvalStatus: 'approved',
  borrower: null,
  dueDate: null,
  receiver: person(9, '张小明'),
  reason: '新员工入职',
  items: [item(1, 'awaitingPickup'), item(2, 'awaitingPickup')],
});
const SIGNED = {
  ...AWAITING,
  docId: 4,
  code: 'LY20260303000004',
  status: 'done' as const,
  items: [item(1, 'inUse')],
  signedBy: person(9, '张小明'),
  signedAt: '2026-03-04T01:30:00.000Z',
  signatureFileId: SIGNATURE,
};
let issued = 0;

const server = fakeServerForEachTest({
  'GET /as/doc/3': () => ok(AWAITING),
  'GET /as/doc/4': () => ok(SIGNED),
  'GET /as/doc/404': () => fail(404, '单据不存在'),
  'GET /as/doc/500': () => fail(500, '未知错误'),
  'GET /as/doc/page': () => ok(page([SIGNED])),
  'POST /as/doc/3/certificate': () => {
    issued += 1;
    return ok({
      token: `tok${issued}`,
      path: `/assertQrCode?code=tok${issued}`,
      expiresAt: '2026-03-06T02:00:00.000Z',
    });
  },
  [`GET /admin/files/${SIGNATURE}`]: () => ({ status: 200, data: PNG }),
});

const KEEPER = [ASSET_DOC_PERMISSIONS.view, ASSET_DOC_PERMISSIONS.certificate];

describe('asset document page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    issued = 0;
  });

  it('offers a work order for an approved pick-up to who may make one (issue #18)', async () => {
    const { user, router } = renderPage(<AssetDocDetailPage />, {
      permissions: [ASSET_DOC_PERMISSIONS.view, WARE_ORDER_PERMISSIONS.add],
      path: '/as/doc-detail?id=4',
    });
    await user.click(await screen.findByRole('button', { name: '生成工单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ware/order/index'));
    expect(router.state.location.search).toBe('?fromDoc=4');
  });

  it('offers no work order without the work orders’ add key', async () => {
    renderPage(<AssetDocDetailPage />, { permissions: KEEPER, path: '/as/doc-detail?id=4' });
    expect(await screen.findByText('LY20260303000004')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '生成工单' })).not.toBeInTheDocument();
  });

  it('shows the document, its assets before → after and a link to its approval', async () => {
    renderPage(<AssetDocDetailPage />, { permissions: KEEPER, path: '/as/doc-detail?id=3' });
    expect(await screen.findByText('LY20260303000003')).toBeInTheDocument();
    expect(screen.getByText('领用单')).toBeInTheDocument();
    expect(screen.getByText('待签收')).toBeInTheDocument();
    expect(screen.getByText('新员工入职')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看审批' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=43',
    );
    const row = screen.getByRole('link', { name: 'NB-000002' }).closest('tr')!;
    expect(screen.getByRole('link', { name: 'NB-000002' })).toHaveAttribute(
      'href',
      '/as/asset-detail?id=2',
    );
    expect(within(row).getByText('闲置')).toBeInTheDocument();
    expect(within(row).getByText('在用')).toBeInTheDocument();
    expect(within(row).getByText('待领取')).toBeInTheDocument();
  });

  it('lets the keeper issue a certificate: its QR holds the signing address, printable', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPage(<AssetDocDetailPage />, {
      permissions: KEEPER,
      path: '/as/doc-detail?id=3',
    });
    expect(await screen.findByText('重新生成会使之前的凭证立即失效。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '生成领取凭证' }));

    const card = screen.getByText('领取凭证').closest<HTMLElement>('.ant-card')!;
    const address = `${window.location.origin}/assertQrCode?code=tok1`;
    expect(await within(card).findByText(address)).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: '签收二维码' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(within(card).getByText(/^有效期至 /)).toBeInTheDocument();
    // The print view: the document, its assets and the same QR, on a sheet of its own.
    const sheet = document.querySelector<HTMLElement>('body > .asset-doc-print')!;
    expect(sheet).toHaveTextContent('资产领取凭证');
    expect(sheet).toHaveTextContent('领用单 LY20260303000003 · 张小明');
    expect(sheet).toHaveTextContent('NB-000001 联想 ThinkPad');
    expect(sheet).toHaveTextContent(address);
    await user.click(screen.getByRole('button', { name: '打印凭证' }));
    expect(print).toHaveBeenCalledTimes(1);

    // A new one replaces it (the server voids the first).
    await user.click(screen.getByRole('button', { name: '重新生成凭证' }));
    expect(
      await within(card).findByText(`${window.location.origin}/assertQrCode?code=tok2`),
    ).toBeInTheDocument();
    expect(within(card).queryByText(address)).toBeNull();
    expect(sheet).toHaveTextContent('tok2');
    expect(server.find('POST', '/as/doc/3/certificate')).toHaveLength(2);
  });

  it('offers no certificate without the keeper’s key, nor once signed', async () => {
    const view = renderPage(<AssetDocDetailPage />, {
      permissions: [ASSET_DOC_PERMISSIONS.view],
      path: '/as/doc-detail?id=3',
    });
    await screen.findByText('LY20260303000003');
    expect(screen.queryByRole('button', { name: '生成领取凭证' })).toBeNull();
    view.unmount();

    renderPage(<AssetDocDetailPage />, { permissions: KEEPER, path: '/as/doc-detail?id=4' });
    await screen.findByText('LY20260303000004');
    expect(screen.queryByRole('button', { name: '生成领取凭证' })).toBeNull();
  });

  it('shows who signed, when, and the signature; opens from a document number', async () => {
    renderPage(<AssetDocDetailPage />, {
      permissions: KEEPER,
      path: '/as/doc-detail?code=LY20260303000004',
    });
    const card = (await screen.findByText('签收人')).closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('张小明')).toBeInTheDocument();
    const signature = await within(card).findByRole('img', { name: '张小明 的签名' });
    expect(signature).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(server.find('GET', '/as/doc/page')[0]?.params).toMatchObject({
      keyword: 'LY20260303000004',
    });
  });

  it('says a document it cannot show is not found, and a failure can be retried', async () => {
    const missing = renderPage(<AssetDocDetailPage />, {
      permissions: KEEPER,
      path: '/as/doc-detail?id=404',
    });
    expect(await screen.findByText('单据不存在，或不在您可查看的范围内。')).toBeInTheDocument();
    missing.unmount();

    const { user } = renderPage(<AssetDocDetailPage />, {
      permissions: KEEPER,
      path: '/as/doc-detail?id=500',
    });
    expect(await screen.findByText('单据加载失败。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.find('GET', '/as/doc/500')).toHaveLength(2));
  });
});

import { ASSET_FILES_MAX, ASSET_PERMISSIONS, type AssetFile } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok, type FakeRequest } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { AssetFilesCard } from './asset-files-card';

const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const VIEW = [ASSET_PERMISSIONS.asset.view];
const EDIT = [ASSET_PERMISSIONS.asset.view, ASSET_PERMISSIONS.asset.edit];

const stored = (id: string, name: string, type: string, size = 4300): AssetFile => ({
  id,
  name,
  size,
  type,
  image: type === 'image/png',
  url: `/admin/files/${id}`,
  uploadedById: 1,
  uploadedByName: '管理员',
  addedAt: '2026-03-01T02:00:00.000Z',
});

const PHOTO = stored('0b8d5c3e-58a6-4a53-9a3e-4d0b0b1c2d01', '正面.png', 'image/png');
const MANUAL = stored('1c9e6d4f-69b7-4b64-8b4f-5e1c1c2d3e02', 'manual.pdf', 'application/pdf');

/** The asset's files on the fake server; POST and DELETE change them as the real one does. */
let held: AssetFile[];
const uploadedName = (request: FakeRequest) =>
  ((request.body as FormData).get('file') as File).name;

const server = fakeServerForEachTest(() => ({
  'GET /as/asset/9/files': () => ok(held),
  [`GET /admin/files/${PHOTO.id}`]: () => ({ status: 200, data: PNG }),
  'GET /admin/files/new-shelf': () => ({ status: 200, data: PNG }),
  'POST /admin/files': (request) => {
    const name = uploadedName(request);
    return ok({ id: `new-${name.split('.')[0]}`, name, size: 4, type: 'image/png' });
  },
  'POST /as/asset/9/files': (request) => {
    const [id] = (request.body as { fileIds: string[] }).fileIds;
    if (id === 'new-broken') return fail(400, '文件 new-broken 不存在或无权使用，请重新上传');
    held = [...held, stored(id!, `${id!.slice(4)}.png`, 'image/png', 4)];
    return ok(held);
  },
  [`DELETE /as/asset/9/files/${MANUAL.id}`]: () => {
    held = held.filter((f) => f.id !== MANUAL.id);
    return ok(held);
  },
}));

describe('an asset’s photos and files', { timeout: 30_000 }, () => {
  beforeEach(() => {
    held = [PHOTO, MANUAL];
  });

  it('shows pictures as thumbnails and other files to download; nothing to change without the key', async () => {
    renderPage(<AssetFilesCard assetId={9} />, { permissions: VIEW });
    const photo = await screen.findByRole('img', { name: '正面.png' });
    expect(photo).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByRole('button', { name: '下载 manual.pdf' })).toBeInTheDocument();
    expect(screen.getByText(/^4\.2 KB · 管理员 上传 · /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    held = [];
    renderPage(<AssetFilesCard assetId={9} />, { permissions: EDIT });
    expect(await screen.findByText('暂无照片或文件')).toBeInTheDocument();
    expect(screen.getByText('可一次选择多个，每项资产最多 20 个（已有 0 个）')).toBeInTheDocument();
  });

  it('uploads several files at once: each is attached and shown, a refused one says why', async () => {
    const { container, user } = renderPage(<AssetFilesCard assetId={9} />, { permissions: EDIT });
    await screen.findByRole('img', { name: '正面.png' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    await user.upload(input, [
      new File([PNG], 'shelf.png', { type: 'image/png' }),
      new File([PNG], 'broken.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('img', { name: 'shelf.png' })).toBeInTheDocument();
    expect(
      await screen.findByText('文件 new-broken 不存在或无权使用，请重新上传'),
    ).toBeInTheDocument();
    const refused = await waitFor(() => {
      const row = container.querySelector<HTMLElement>('.ant-upload-list-item-error');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(within(refused).getByText('broken.png')).toBeInTheDocument();
    expect(server.find('POST', '/admin/files')).toHaveLength(2);
    expect(server.find('POST', '/as/asset/9/files').map((r) => r.body)).toEqual(
      expect.arrayContaining([{ fileIds: ['new-shelf'] }, { fileIds: ['new-broken'] }]),
    );
    expect(screen.getByText('可一次选择多个，每项资产最多 20 个（已有 3 个）')).toBeInTheDocument();
  });

  it('refuses more files than an asset holds before sending any', async () => {
    held = Array.from({ length: ASSET_FILES_MAX }, (_, i) =>
      stored(
        `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        `f${i}.pdf`,
        'application/pdf',
      ),
    );
    const { container, user } = renderPage(<AssetFilesCard assetId={9} />, { permissions: EDIT });
    await screen.findByRole('button', { name: '下载 f19.pdf' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([PNG], 'shelf.png', { type: 'image/png' }));
    expect(
      await screen.findByText('每项资产最多 20 个照片和文件，请先删除一些'),
    ).toBeInTheDocument();
    expect(server.find('POST', '/admin/files')).toHaveLength(0);
  });

  it('removes a file once the user confirms', async () => {
    const { user } = renderPage(<AssetFilesCard assetId={9} />, { permissions: EDIT });
    await user.click(await screen.findByRole('button', { name: '删除 manual.pdf' }));
    expect(await screen.findByText('从该资产删除“manual.pdf”？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(server.find('DELETE', `/as/asset/9/files/${MANUAL.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '删除 manual.pdf' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除“manual.pdf”')).toBeInTheDocument();
    expect(server.find('DELETE', `/as/asset/9/files/${MANUAL.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '下载 manual.pdf' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('img', { name: '正面.png' })).toBeInTheDocument();
  });
});

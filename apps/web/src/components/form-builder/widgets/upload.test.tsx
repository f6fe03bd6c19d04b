import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../testing/user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '../../../api/form-design';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { makeWidget } from '../testing/designs';
import { Controlled, renderWithProviders } from '../testing/render-with-providers';
import { UploadWidget } from './upload';

let stored = 0;
beforeEach(() => {
  stored = 0;
});
const server = fakeServerForEachTest({
  'GET /admin/files/7': () => ({ status: 200, data: new Blob(['%PDF']) }),
  'POST /admin/files': () => {
    stored += 1;
    return ok({
      id: stored,
      name: `file-${stored}.pdf`,
      size: 10,
      type: 'application/pdf',
      url: `/admin/files/${stored}`,
    });
  },
});

function renderUpload(settings: Record<string, unknown>) {
  const onValue = vi.fn<(value: StoredFile[] | undefined) => void>();
  const widget = makeWidget('upload', { label: '附件', ...settings });
  const view = renderWithProviders(
    <Controlled<StoredFile[]> onValue={onValue}>
      {(props) => <UploadWidget {...props} widget={widget} />}
    </Controlled>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { onValue, input };
}

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

describe('upload widget (SPEC §5)', () => {
  it('refuses files past maxCount with the quantity message and stores the rest', async () => {
    const { onValue, input } = renderUpload({ maxCount: 2 });
    await setupUser().upload(input, [
      file('a.pdf', 10, 'application/pdf'),
      file('b.pdf', 10, 'application/pdf'),
      file('c.pdf', 10, 'application/pdf'),
    ]);
    expect(await screen.findByText('超出数量限制，最多 2 个')).toBeInTheDocument();
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith([
        expect.objectContaining({ id: 1 }),
        expect.objectContaining({ id: 2 }),
      ]),
    );
    expect(server.find('POST', '/admin/files')).toHaveLength(2);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const { input } = renderUpload({ maxSize: 1, sizeUnit: 'KB' });
    await setupUser().upload(input, file('big.pdf', 2048, 'application/pdf'));
    expect(await screen.findByText('文件不能超过 1 KB')).toBeInTheDocument();
    expect(server.find('POST', '/admin/files')).toHaveLength(0);
  });

  it('refuses a file of a type the design does not accept, and says what it accepts', async () => {
    const { input } = renderUpload({ accept: '.pdf', maxSize: 5, sizeUnit: 'MB' });
    expect(screen.getByText('只能上传不超过 5 MB 的 .pdf 文件')).toBeInTheDocument();
    const user = setupUser({ applyAccept: false });
    await user.upload(input, file('photo.png', 10, 'image/png'));
    expect(await screen.findByText('只能上传 .pdf 类型的文件')).toBeInTheDocument();
    expect(server.find('POST', '/admin/files')).toHaveLength(0);
  });

  it('keeps a finished upload in the progress list for 500 ms before it joins the value', async () => {
    const { onValue, input } = renderUpload({});
    // The fake clock and fireEvent: user-event waits on real timers.
    vi.useFakeTimers();
    try {
      fireEvent.change(input, { target: { files: [file('a.pdf', 10, 'application/pdf')] } });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(server.find('POST', '/admin/files')).toHaveLength(1);
      expect(screen.getByText('a.pdf')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(onValue).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(onValue).toHaveBeenCalledWith([expect.objectContaining({ name: 'file-1.pdf' })]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('downloads a stored file through the http client (the link alone would carry no token)', async () => {
    const widget = makeWidget('upload', { label: '附件' });
    const stored = {
      id: 7,
      name: '合同.pdf',
      size: 4,
      type: 'application/pdf',
      url: '/admin/files/7',
    };
    const saved = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderWithProviders(<UploadWidget widget={widget} value={[stored]} readOnly />);
    await setupUser().click(screen.getByText('合同.pdf'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.contexts[0]).toHaveProperty('download', '合同.pdf');
    expect(server.find('GET', '/admin/files/7')).toHaveLength(1);
    saved.mockRestore();
    expect(screen.queryByRole('button', { name: '点击上传' })).not.toBeInTheDocument();
  });
});

import { ASSET_DOC_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { assetDoc, page, person } from '../test/doc-fixtures';
import { AssetDocsPage } from './asset-docs-page';

const XLSX = new Blob(['xlsx'], {
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});
const twoDocs = () =>
  ok(
    page([
      assetDoc({ docId: 1 }),
      assetDoc({
        docId: 2,
        code: 'LY20260302000001',
        docType: 'pickup',
        status: 'awaitingSignature',
        applicant: person(3, '李店长'),
        borrower: null,
        receiver: person(9, '张小明'),
      }),
    ]),
  );
let listReply = twoDocs;

const server = fakeServerForEachTest({
  'GET /as/doc/page': () => listReply(),
  'GET /as/doc/export': () => ({
    status: 200,
    data: XLSX,
    headers: { 'content-disposition': "attachment; filename*=UTF-8''%E8%B5%84%E4%BA%A7.xlsx" },
  }),
});

const lastParams = () => server.find('GET', '/as/doc/page').at(-1)?.params;
const ALL = Object.values(ASSET_DOC_PERMISSIONS);

/** Every media query of a wide screen matches (jsdom's match none: a phone). */
function wideScreen() {
  const media = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...media(query),
    matches: true,
  }));
}

describe('asset documents list', { timeout: 30_000 }, () => {
  beforeEach(() => {
    listReply = twoDocs;
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each document with its type, status, applicant and assets; a row opens it', async () => {
    wideScreen();
    const { user, router } = renderPage(<AssetDocsPage />, { permissions: ALL, path: '/as/doc' });
    const link = await screen.findByRole('link', { name: 'LY20260302000001' });
    expect(link).toHaveAttribute('href', '/as/doc-detail?id=2');
    const row = link.closest('tr')!;
    for (const text of ['领用单', '待签收', '李店长', '1']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const lending = screen.getByRole('link', { name: 'JY20260301000001' }).closest('tr')!;
    expect(within(lending).getByText('借用单')).toBeInTheDocument();
    expect(within(lending).getByText('审批中')).toBeInTheDocument();

    await user.click(within(lending).getByText('张小明'));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/as/doc-detail?id=1',
    );
  });

  it('sends the type, status and keyword filters to the server and exports what they show', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:xlsx');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderPage(<AssetDocsPage />, { permissions: ALL, path: '/as/doc' });
    await screen.findByRole('link', { name: 'JY20260301000001' });

    await user.click(screen.getByRole('combobox', { name: '单据类型' }));
    await user.click(await screen.findByTitle('领用单'));
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('待签收'));
    await user.type(screen.getByRole('textbox', { name: '关键字' }), 'LY2026{Enter}');
    await waitFor(() =>
      expect(lastParams()).toEqual({
        current: 1,
        size: 10,
        docType: 'pickup',
        status: 'awaitingSignature',
        keyword: 'LY2026',
      }),
    );

    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved).toEqual(['资产.xlsx']));
    expect(server.find('GET', '/as/doc/export')[0]?.params).toEqual({
      docType: 'pickup',
      status: 'awaitingSignature',
      keyword: 'LY2026',
    });
  });

  it('offers a new document only to those who may apply for one', async () => {
    renderPage(<AssetDocsPage />, {
      permissions: [ASSET_DOC_PERMISSIONS.view],
      path: '/as/doc',
    });
    await screen.findByRole('link', { name: 'JY20260301000001' });
    expect(screen.queryByRole('button', { name: '新建单据' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    listReply = () => ok(page([]));
    const empty = renderPage(<AssetDocsPage />, { permissions: ALL, path: '/as/doc' });
    const table = await screen.findByRole('table', { name: '资产单据列表' });
    expect((await within(table).findAllByText('暂无数据')).length).toBeGreaterThan(0);
    empty.unmount();

    listReply = () => fail(500, '未知错误');
    const { user } = renderPage(<AssetDocsPage />, { permissions: ALL, path: '/as/doc' });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    const calls = server.find('GET', '/as/doc/page').length;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.find('GET', '/as/doc/page').length).toBeGreaterThan(calls));
  });
});

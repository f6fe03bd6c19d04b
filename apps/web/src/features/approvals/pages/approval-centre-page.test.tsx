import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceNoticePush } from '../../../lib/notice-push-listeners';
import { fakeServerForEachTest, fail } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { FIRST_RENDER_MS } from '../../../test/waits';
import { approvalBackend, type ApprovalData } from '../test/approval-backend';
import { lendingRequest, MANAGER } from '../test/approval-fixtures';
import { ApprovalCentrePage } from './approval-centre-page';

let data: ApprovalData;
const server = fakeServerForEachTest(() => approvalBackend(() => data));
const pageCalls = () => server.find('GET', '/approval/page');
const lastParams = () => pageCalls().at(-1)?.params;

/** Every media query of a wide screen matches (jsdom's match none: a phone). */
function wideScreen() {
  const media = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...media(query),
    matches: true,
  }));
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const openCentre = (path = '/approval/center/index') =>
  renderPage(<ApprovalCentrePage />, { path });

describe('approval centre', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = {
      requests: [
        lendingRequest(),
        lendingRequest({
          requestId: 13,
          code: 'AP20260302000013',
          docType: 'writeOff',
          title: 'BF20260302000002 · 1 件资产',
          applicant: MANAGER,
          status: 'approved',
          currentStep: null,
          currentStepName: null,
        }),
      ],
      counts: { todo: 3, done: 12, mine: 1, cc: 0 },
      templates: [],
    };
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the four views with their counts, and each view’s own list', async () => {
    wideScreen();
    const { user } = openCentre();
    const link = await screen.findByRole(
      'link',
      { name: 'AP20260302000012' },
      { timeout: FIRST_RENDER_MS },
    );
    expect(link).toHaveAttribute('href', '/tutor/changeoffering?id=12');
    await waitFor(() => expect(tab(/待我审批/)).toHaveTextContent('待我审批3'));
    expect(tab(/我已审批/)).toHaveTextContent('我已审批12');
    expect(tab(/我发起的/)).toHaveTextContent('我发起的1');
    // No badge at 0.
    expect(tab(/抄送我的/)).toHaveTextContent(/^抄送我的$/);
    expect(tab(/待我审批/)).toHaveAttribute('aria-selected', 'true');
    expect(pageCalls()[0]?.params).toEqual({ view: 'todo', current: 1, size: 10 });

    const row = link.closest('tr')!;
    expect(within(row).getByText('借用')).toBeInTheDocument();
    expect(within(row).getByText('审批中')).toBeInTheDocument();
    expect(within(row).getByText('资产管理员审批')).toBeInTheDocument();
    expect(within(row).getByText('张三')).toBeInTheDocument();
    const done = (await screen.findByRole('link', { name: 'AP20260302000013' })).closest('tr')!;
    expect(within(done).getByText('报废')).toBeInTheDocument();
    expect(within(done).getByText('已通过')).toBeInTheDocument();

    await user.click(tab(/我已审批/));
    await waitFor(() => expect(lastParams()).toEqual({ view: 'done', current: 1, size: 10 }));
    expect(tab(/我已审批/)).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the filters as the list’s query, keeping the view', async () => {
    wideScreen();
    const { user } = openCentre();
    await screen.findByRole('link', { name: 'AP20260302000012' }, { timeout: FIRST_RENDER_MS });
    await user.click(tab(/抄送我的/));
    await user.click(screen.getByRole('combobox', { name: '单据类型' }));
    await user.click(await screen.findByTitle('报废'));
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已通过'));
    await user.type(screen.getByRole('textbox', { name: '关键字' }), ' 张三 {Enter}');
    await waitFor(() =>
      expect(lastParams()).toEqual({
        view: 'cc',
        docType: 'writeOff',
        status: 'approved',
        keyword: '张三',
        current: 1,
        size: 10,
      }),
    );
    expect(await screen.findByRole('link', { name: 'AP20260302000013' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'AP20260302000012' })).not.toBeInTheDocument();
  });

  it('opens with the view and filters its address names', async () => {
    openCentre('/approval/center/index?view=mine&status=pending&docType=nope');
    await screen.findByRole('link', { name: 'AP20260302000012' }, { timeout: FIRST_RENDER_MS });
    expect(pageCalls()[0]?.params).toEqual({
      view: 'mine',
      status: 'pending',
      current: 1,
      size: 10,
    });
    expect(tab(/我发起的/)).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a request when its row is clicked', async () => {
    wideScreen();
    const { user, router } = openCentre();
    const link = await screen.findByRole(
      'link',
      { name: 'AP20260302000013' },
      { timeout: FIRST_RENDER_MS },
    );
    await user.click(within(link.closest('tr')!).getByText('已通过'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/tutor/changeoffering?id=13',
      ),
    );
  });

  it('counts again when a notice arrives over the websocket', async () => {
    openCentre();
    await waitFor(() => expect(tab(/待我审批/)).toHaveTextContent('待我审批3'), {
      timeout: FIRST_RENDER_MS,
    });
    const before = pageCalls().length;
    data.counts = { ...data.counts, todo: 4 };
    announceNoticePush({
      sendType: 'notice',
      notice: {
        id: 99,
        noticeInfoStr: '张三提交了借用申请，请审批',
        noticeTime: '2026-03-02T04:00:00.000Z',
        readStatus: 1,
        noticeInfoType: 5,
        content: null,
        approveUserId: null,
        link: { area: 'approval', id: 14 },
      },
    });
    await waitFor(() => expect(tab(/待我审批/)).toHaveTextContent('待我审批4'));
    expect(server.find('GET', '/approval/counts')).toHaveLength(2);
    // The list on screen is read again too.
    await waitFor(() => expect(pageCalls().length).toBe(before + 1));
  });

  it('says when a view is empty, and offers a retry when the list fails', async () => {
    data.requests = [];
    const empty = openCentre();
    expect(
      await screen.findByText('没有等待您审批的申请', undefined, { timeout: FIRST_RENDER_MS }),
    ).toBeInTheDocument();
    empty.unmount();

    data.extra = { 'GET /approval/page': () => fail(500, '服务器开小差了') };
    const { user } = openCentre();
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    data.extra = {};
    data.requests = [lendingRequest()];
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: 'AP20260302000012' })).toBeInTheDocument();
  });

  it('on a phone shows each request in one column', async () => {
    openCentre();
    const link = await screen.findByRole(
      'link',
      { name: 'AP20260302000012' },
      { timeout: FIRST_RENDER_MS },
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['申请']);
    const cell = link.closest('td')!;
    expect(within(cell).getByText('借用')).toBeInTheDocument();
    expect(within(cell).getByText('JY20260302000001 · 2 件资产 · 借用人 张三')).toBeInTheDocument();
    expect(within(cell).getByText('审批中')).toBeInTheDocument();
    expect(within(cell).getByText(/^张三 · /)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { FIRST_RENDER_MS } from '../../../test/waits';
import { approvalBackend, STALE, type ApprovalData } from '../test/approval-backend';
import { STAFF, lendingRequest } from '../test/approval-fixtures';
import { RequestDetailPage } from './request-detail-page';

let data: ApprovalData;
const server = fakeServerForEachTest(() => approvalBackend(() => data));
const posts = (action: string) => server.find('POST', `/approval/12/${action}`);

const openRequest = async (id = 12) => {
  const view = renderPage(<RequestDetailPage />, { path: `/tutor/changeoffering?id=${id}` });
  await screen.findByRole('heading', { name: 'AP20260302000012' }, { timeout: FIRST_RENDER_MS });
  return view;
};
const actionButton = (name: string) =>
  within(screen.getByRole('group', { name: '可执行的操作' })).getByRole('button', { name });
/** The head of the page: code, type, status, applicant, template. */
const header = () =>
  screen.getByRole('heading', { name: 'AP20260302000012' }).closest<HTMLElement>('.ant-card')!;
const statusTag = (text: string) => within(header()).findByText(text, { selector: '.ant-tag' });
/** A card of the page by its title. */
const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;
const lines = (testId: string) =>
  screen.getAllByTestId(testId).map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('approval request', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = {
      requests: [lendingRequest()],
      counts: { todo: 1, done: 0, mine: 0, cc: 0 },
      templates: [],
    };
  });

  it('shows the request, its document, its route, its trail and who was copied', async () => {
    await openRequest();
    expect(within(header()).getByText('借用')).toBeInTheDocument();
    expect(within(header()).getByText('审批中')).toBeInTheDocument();
    expect(within(header()).getByText('资产管理员审批')).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: '张三' })).toHaveAttribute(
      'href',
      `/tutor/toturTeacher?userId=${STAFF.userId}`,
    );
    expect(within(header()).getByText('借用审批（第 2 版）')).toBeInTheDocument();

    // The document: the counterpart and the assets, each opening its page.
    const document = card('单据');
    expect(within(document).getByText('JY20260302000001')).toBeInTheDocument();
    expect(within(document).getByText('外出巡店使用')).toBeInTheDocument();
    expect(within(document).getByText('2026-03-20')).toBeInTheDocument();
    expect(within(document).getByRole('link', { name: 'NB-000010' })).toHaveAttribute(
      'href',
      '/as/asset-detail?id=10',
    );
    expect(within(document).getAllByText('闲置')).toHaveLength(2);

    // The route: past, current and coming steps, with names, modes, tasks and who is expected.
    const route = card('审批进度');
    expect(within(route).getByText(/第 1 步 · 店长审批/)).toBeInTheDocument();
    expect(within(route).getByText(/第 3 步 · 库管确认/)).toBeInTheDocument();
    expect(within(route).getByText('会签')).toBeInTheDocument();
    expect(within(route).getByText('预计审批人：王库管')).toBeInTheDocument();
    expect(lines('route-task')).toEqual([
      expect.stringMatching(/^李店长已通过.*“同意借用”$/),
      '管理员待审批',
    ]);

    // The trail, oldest first; the CC list.
    expect(lines('trail-entry')).toEqual([
      expect.stringMatching(/^提交申请张三 · /),
      expect.stringMatching(/^通过第 1 步 · 店长审批李店长 · .*“同意借用”$/),
      expect.stringMatching(/^抄送第 1 步 · 店长审批李店长 · .*对象：王库管$/),
    ]);
    const cc = card('抄送人');
    expect(within(cc).getByText('王库管')).toBeInTheDocument();

    // Only the actions the server allows.
    const buttons = within(screen.getByRole('group', { name: '可执行的操作' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['通过', '驳回', '退回', '转办', '抄送']);
  });

  it('approves with an optional comment on the version read, and shows the request as answered', async () => {
    const { user } = await openRequest();
    await user.click(actionButton('通过'));
    const dialog = await findDialog('通过申请 AP20260302000012');
    await user.type(within(dialog).getByLabelText('审批意见（选填）'), '可以');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('approve')).toHaveLength(1));
    expect(posts('approve')[0]?.body).toEqual({ version: 3, comment: '可以' });
    expect(await statusTag('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '可执行的操作' })).not.toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const { user } = await openRequest();
    await user.click(actionButton('驳回'));
    const dialog = await findDialog('驳回申请 AP20260302000012');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('驳回原因'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(posts('reject')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('驳回原因'));
    await user.type(within(dialog).getByLabelText('驳回原因'), ' 资产不足 ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('reject')).toHaveLength(1));
    expect(posts('reject')[0]?.body).toEqual({ version: 3, comment: '资产不足' });
    expect(await statusTag('已驳回')).toBeInTheDocument();
  });

  it('sends back to the applicant or an earlier step, with a reason', async () => {
    const { user } = await openRequest();
    await user.click(actionButton('退回'));
    const dialog = await findDialog('退回申请 AP20260302000012');
    expect(within(dialog).getByRole('radio', { name: '申请人（修改后重新提交）' })).toBeChecked();
    // Only the steps already done come before the current one.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(dialog).getByRole('radio', { name: '第 1 步：店长审批' }));
    await user.type(within(dialog).getByLabelText('退回原因'), '请店长再确认数量');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('send-back')).toHaveLength(1));
    expect(posts('send-back')[0]?.body).toEqual({
      version: 3,
      comment: '请店长再确认数量',
      toStep: 0,
    });
  });

  it('transfers to another person picked from the users', async () => {
    const { user } = await openRequest();
    await user.click(actionButton('转办'));
    const dialog = await findDialog('转办申请 AP20260302000012');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择转办人')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '转办给' }));
    // The viewer is not offered to themselves.
    expect(screen.queryByTitle('管理员 (admin)')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('王库管 (wang)'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('transfer')).toHaveLength(1));
    expect(posts('transfer')[0]?.body).toEqual({ version: 3, comment: '', toUserId: 7 });
  });

  it('copies to several people', async () => {
    const { user } = await openRequest();
    await user.click(actionButton('抄送'));
    const dialog = await findDialog('抄送申请 AP20260302000012');
    await user.click(within(dialog).getByRole('combobox', { name: '抄送给' }));
    await user.click(await screen.findByTitle('李店长 (li)'));
    await user.click(await screen.findByTitle('王库管 (wang)'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('cc')).toHaveLength(1));
    expect(posts('cc')[0]?.body).toEqual({ version: 3, comment: '', userIds: [6, 7] });
  });

  it('withdraws only after a confirmation', async () => {
    data.requests = [lendingRequest({ applicant: STAFF, actions: ['withdraw'], myTaskId: null })];
    const { user } = await openRequest();
    await user.click(actionButton('撤回'));
    const confirm = await findDialog('撤回申请 AP20260302000012？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(posts('withdraw')).toHaveLength(0);
    await user.click(actionButton('撤回'));
    await user.click(
      within(await findDialog('撤回申请 AP20260302000012？')).getByRole('button', { name: '撤回' }),
    );
    await waitFor(() => expect(posts('withdraw')).toHaveLength(1));
    expect(posts('withdraw')[0]?.body).toEqual({ version: 3, comment: '' });
    expect(await statusTag('已撤回')).toBeInTheDocument();
  });

  it('resubmits a request sent back to its applicant', async () => {
    data.requests = [lendingRequest({ actions: ['resubmit', 'withdraw'], myTaskId: null })];
    const { user } = await openRequest();
    await user.click(actionButton('重新提交'));
    await user.click(
      within(await findDialog('重新提交申请 AP20260302000012？')).getByRole('button', {
        name: '重新提交',
      }),
    );
    await waitFor(() => expect(posts('resubmit')).toHaveLength(1));
    expect(posts('resubmit')[0]?.body).toEqual({ version: 3, comment: '' });
  });

  it('offers the applicant to change the document sent back before resubmitting it', async () => {
    data.requests = [lendingRequest({ actions: ['resubmit', 'withdraw'], myTaskId: null })];
    const { user, router } = await openRequest();
    await user.click(actionButton('修改并重新提交'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/as/doc-form?edit=31',
      ),
    );
    expect(posts('resubmit')).toHaveLength(0);
  });

  it('offers no change to anyone who may not resubmit', async () => {
    await openRequest();
    expect(
      within(screen.getByRole('group', { name: '可执行的操作' })).queryByRole('button', {
        name: '修改并重新提交',
      }),
    ).toBeNull();
  });

  it('after a 409 says why, shows the request as it is now and closes the dialog', async () => {
    const { user } = await openRequest();
    await user.click(actionButton('通过'));
    const dialog = await findDialog('通过申请 AP20260302000012');
    // Meanwhile another approver decided: the server has moved on.
    data.raced = '该申请已由李店长处理';
    Object.assign(data.requests[0]!, {
      status: 'approved',
      actions: [],
      myTaskId: null,
      version: 4,
    });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText('该申请已有变化（可能已有他人先处理），页面已刷新为最新状态。'),
    ).toBeInTheDocument();
    expect(screen.getByText('服务器说明：该申请已由李店长处理')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(await statusTag('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '可执行的操作' })).not.toBeInTheDocument();
    expect(server.find('GET', '/approval/12').length).toBeGreaterThanOrEqual(2);
  });

  it('a stale version is refused too, and the page reloads the request', async () => {
    const { user } = await openRequest();
    data.requests[0]!.version = 5;
    await user.click(actionButton('驳回'));
    const dialog = await findDialog('驳回申请 AP20260302000012');
    await user.type(within(dialog).getByLabelText('驳回原因'), '不同意');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(`服务器说明：${STALE}`)).toBeInTheDocument();
    expect(posts('reject')[0]?.body).toEqual({ version: 3, comment: '不同意' });
    // The next try names the version read again.
    await user.click(actionButton('驳回'));
    const again = await findDialog('驳回申请 AP20260302000012');
    await user.type(within(again).getByLabelText('驳回原因'), '不同意');
    await user.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('reject')).toHaveLength(2));
    expect(posts('reject')[1]?.body).toEqual({ version: 5, comment: '不同意' });
  });

  it('says a request it cannot show is not found', async () => {
    renderPage(<RequestDetailPage />, { path: '/tutor/changeoffering?id=404' });
    expect(
      await screen.findByText('该审批不存在或您无权查看', undefined, { timeout: FIRST_RENDER_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回审批中心' })).toHaveAttribute(
      'href',
      '/approval/center',
    );
  });

  it('reads in English', async () => {
    const { i18n } = await import('../../../i18n');
    await i18n.changeLanguage('en-US');
    try {
      const { user } = await openRequest();
      expect(screen.getByText('Lending')).toBeInTheDocument();
      expect(screen.getByText('Expected approvers: 王库管')).toBeInTheDocument();
      await user.click(
        within(screen.getByRole('group', { name: 'Actions open to you' })).getByRole('button', {
          name: 'Reject',
        }),
      );
      const dialog = await findDialog('Reject AP20260302000012');
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(
        await within(dialog).findByText('Please give the reason for rejecting'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

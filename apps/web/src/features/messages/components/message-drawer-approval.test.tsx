import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalDetail } from '../../../api/approval';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { fail, ok, type FakeRequest } from '../../../test/fake-server';
import { TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { useMessageCentreStore } from '../stores/message-centre';
import { makeNotice, noticeBackendForEachTest } from '../test/notice-backend';
import { renderWithProviders } from '../test/render-message-centre';
import { MessageDrawer } from './message-drawer';

const person = { userId: 5, nickname: '张三', username: 'zhangsan' };

/** Request 12 as the server answers it: the viewer (user 1) holds its pending task. */
function request(o: Partial<ApprovalDetail> = {}): ApprovalDetail {
  return {
    requestId: 12,
    code: 'AP20260302000012',
    docType: 'lending',
    title: '借用 2 件资产',
    applicant: person,
    status: 'pending',
    currentStep: 0,
    currentStepName: '资产管理员审批',
    documentId: 31,
    createdAt: '2026-03-02T02:00:00.000Z',
    finishedAt: null,
    version: 3,
    templateName: '借用审批',
    templateVersion: 1,
    document: {},
    route: [],
    trail: [],
    cc: [],
    actions: ['approve', 'reject', 'sendBack', 'transfer', 'cc'],
    myTaskId: 42,
    ...o,
  };
}

let requests: Record<number, ApprovalDetail>;
let raced: string | undefined;

const backend = noticeBackendForEachTest(() => ({}));

/** The page's open tasks as GET /approval/tasks answers them: the asked requests still the viewer's. */
function openTasks(call: FakeRequest) {
  const asked = ([] as unknown[]).concat(call.params.requestId ?? []).map(Number);
  const documents = ([] as unknown[]).concat(call.params.document ?? []).map(String);
  return ok(
    Object.values(requests)
      .filter(
        (r) => asked.includes(r.requestId) || documents.includes(`${r.docType}:${r.documentId}`),
      )
      .filter((r) => r.status === 'pending' && r.myTaskId !== null)
      .map((r) => ({
        requestId: r!.requestId,
        docType: r!.docType,
        documentId: r!.documentId,
        code: r!.code,
        version: r!.version,
        taskId: r!.myTaskId,
      })),
  );
}

/** The approval calls the drawer makes, on `requests`; `raced` refuses the next action. */
function approvalRoutes() {
  backend.state.extraRoutes['GET /approval/tasks'] = openTasks;
  const act = (id: number, status: ApprovalDetail['status']) => (call: FakeRequest) => {
    if (raced) return fail(409, raced);
    const body = call.body as { version: number };
    if (body.version !== requests[id]!.version) return fail(409, 'stale');
    requests[id] = { ...requests[id]!, status, actions: [], myTaskId: null, version: 4 };
    return ok(requests[id]);
  };
  for (const id of [12, 13, 14]) {
    backend.state.extraRoutes[`GET /approval/${id}`] = () =>
      requests[id] ? ok(requests[id]) : fail(404, '审批不存在');
    backend.state.extraRoutes[`POST /approval/${id}/approve`] = act(id, 'approved');
    backend.state.extraRoutes[`POST /approval/${id}/reject`] = act(id, 'rejected');
  }
}

async function openDrawer() {
  useMessageCentreStore.getState().setOpen(true);
  const view = renderWithProviders(<MessageDrawer />);
  const drawer = await screen.findByRole('dialog', { name: '消息中心' });
  return { ...view, drawer, user: userEvent.setup() };
}

/** The row of a notice by its text. */
const rowOf = async (drawer: HTMLElement, text: string) =>
  (await within(drawer).findByText(text)).closest<HTMLElement>('tr')!;

describe('approving from the message centre', { timeout: 30_000 }, () => {
  beforeEach(() => {
    logoutLocal();
    useSessionStore.getState().signIn(TOKEN_SET);
    useSessionStore.getState().setUserInfo(USER_INFO);
    requests = { 12: request() };
    raced = undefined;
    backend.state.notices = [
      makeNotice(1, {
        noticeInfoStr: '张三的借用申请待您审批',
        noticeInfoType: 5,
        link: { area: 'approval', id: 12 },
      }),
      // The applicant's outcome notice: it opens the request, nothing to decide.
      makeNotice(2, {
        noticeInfoStr: '您的借用申请已通过',
        noticeInfoType: 15,
        link: { area: 'approval', id: 12 },
      }),
    ];
    approvalRoutes();
  });

  it('offers approve and reject on an approver’s notice whose task is still open', async () => {
    const { drawer } = await openDrawer();
    const row = await rowOf(drawer, '张三的借用申请待您审批');
    const actions = await within(row).findByRole('group', { name: '审批 AP20260302000012' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['通过', '驳回']);
    expect(within(row).getByRole('link', { name: '张三的借用申请待您审批' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=12',
    );
    // The outcome notice opens the request too, and offers nothing.
    const outcome = await rowOf(drawer, '您的借用申请已通过');
    expect(within(outcome).getByRole('link')).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=12',
    );
    expect(within(outcome).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    // One call for the page, naming only the approver's notice's request; no detail read.
    expect(backend.find('GET', '/approval/tasks').map((c) => c.params.requestId)).toEqual([[12]]);
    expect(backend.find('GET', '/approval/12')).toHaveLength(0);
  });

  it('approves after a confirmation, then says so and marks the notice read', async () => {
    const { drawer, user } = await openDrawer();
    const row = await rowOf(drawer, '张三的借用申请待您审批');
    await user.click(await within(row).findByRole('button', { name: '通过' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('通过申请 AP20260302000012？');
    await user.click(within(confirm).getByRole('button', { name: '通过' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('已通过');
    expect(backend.find('POST', '/approval/12/approve')[0]?.body).toEqual({
      version: 3,
      comment: '',
    });
    await waitFor(() => expect(backend.state.notices[0]?.readStatus).toBe(2));
    expect(within(row).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const { drawer, user } = await openDrawer();
    const row = await rowOf(drawer, '张三的借用申请待您审批');
    await user.click(await within(row).findByRole('button', { name: '驳回' }));
    const popover = await screen.findByRole('tooltip');
    expect(popover).toHaveTextContent('驳回申请 AP20260302000012');
    const submit = within(popover).getByRole('button', { name: '驳回' });
    await user.click(submit);
    expect(await within(popover).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(popover).getByLabelText('驳回原因'), '   ');
    await user.click(submit);
    expect(backend.find('POST', '/approval/12/reject')).toHaveLength(0);

    await user.type(within(popover).getByLabelText('驳回原因'), '数量不对');
    await user.click(submit);
    expect(await within(row).findByRole('status')).toHaveTextContent('已驳回');
    expect(backend.find('POST', '/approval/12/reject')[0]?.body).toEqual({
      version: 3,
      comment: '数量不对',
    });
  });

  it('says when someone acted first', async () => {
    const { drawer, user } = await openDrawer();
    const row = await rowOf(drawer, '张三的借用申请待您审批');
    raced = '该申请已由李店长处理';
    await user.click(await within(row).findByRole('button', { name: '通过' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: '通过' }),
    );
    expect(await within(row).findByRole('status')).toHaveTextContent('已由他人处理');
    // The server's reason is shown, and the page's open tasks are read again.
    expect(await screen.findByText('该申请已由李店长处理')).toBeInTheDocument();
    await waitFor(() => expect(backend.find('GET', '/approval/tasks')).toHaveLength(2));
  });

  it('asks for no task when the page holds no approver’s notice', async () => {
    backend.state.notices = [backend.state.notices[1]!];
    const { drawer } = await openDrawer();
    await rowOf(drawer, '您的借用申请已通过');
    expect(backend.find('GET', '/approval/tasks')).toHaveLength(0);
  });

  it('opens a cost visa from its approval notice (36) and still approves it from the row', async () => {
    requests = {
      14: request({ requestId: 14, code: 'AP20260302000014', docType: 'costVisa', documentId: 7 }),
    };
    backend.state.notices = [
      makeNotice(4, {
        noticeInfoStr: '张三的费用签证待您审批',
        noticeInfoType: 36,
        link: { area: 'cost-visa', id: 7 },
      }),
    ];
    const { drawer, user } = await openDrawer();
    const row = await rowOf(drawer, '张三的费用签证待您审批');
    expect(within(row).getByRole('link', { name: '张三的费用签证待您审批' })).toHaveAttribute(
      'href',
      '/item/cost-visa-detail?id=7',
    );
    // The page's one call names the visa; its request's task is offered on the row.
    await user.click(await within(row).findByRole('button', { name: '通过' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: '通过' }),
    );
    expect(await within(row).findByRole('status')).toHaveTextContent('已通过');
    expect(backend.find('GET', '/approval/tasks')[0]?.params).toMatchObject({
      requestId: [],
      document: ['costVisa:7'],
    });
    expect(backend.find('POST', '/approval/14/approve')).toHaveLength(1);
  });

  it('offers nothing once the task is no longer the viewer’s', async () => {
    requests = {
      12: request({ status: 'approved', actions: [], myTaskId: null }),
      13: request({ requestId: 13, code: 'AP20260302000013' }),
    };
    backend.state.notices.push(
      makeNotice(3, {
        noticeInfoStr: '李四的借用申请待您审批',
        noticeInfoType: 5,
        link: { area: 'approval', id: 13 },
      }),
    );
    const { drawer } = await openDrawer();
    // Both requests were asked for in one call: once one offers its buttons, both have answered.
    const open = await rowOf(drawer, '李四的借用申请待您审批');
    expect(
      await within(open).findByRole('group', { name: '审批 AP20260302000013' }),
    ).toBeInTheDocument();
    expect(backend.find('GET', '/approval/tasks').map((c) => c.params.requestId)).toEqual([
      [12, 13],
    ]);
    const decided = await rowOf(drawer, '张三的借用申请待您审批');
    expect(within(decided).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });
});

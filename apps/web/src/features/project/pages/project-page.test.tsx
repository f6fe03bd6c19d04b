import { PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { DEDUCTION, DETAIL, QUALITY, page, visa } from '../test/project-fixtures';
import { ProjectPage } from './project-page';

const P = PROJECT_PERMISSIONS;
const GATE_REFUSAL = '阶段“水电隐蔽工程”的隐蔽验收尚未签认，“铺贴”不能开始';

let detail = DETAIL;

const server = fakeServerForEachTest({
  'GET /item/detail': () => ok(detail),
  'GET /item/visa/page': () => ok(page([visa({})])),
  'GET /item/deduction/list': () => ok([DEDUCTION]),
  'GET /item/quality/summary': () => ok(QUALITY),
  'GET /item/request/list': () =>
    ok([
      {
        kind: 'startWork',
        id: 9,
        code: 'KG20261120000001',
        status: 'approved',
        stageName: '进场开工',
        startOn: '2026-11-22',
        applicant: { userId: 4, nickname: '王工' },
        createdAt: '2026-11-20T02:00:00.000Z',
      },
      {
        kind: 'discard',
        id: 5,
        code: 'ZF20261118000001',
        status: 'rejected',
        stageName: null,
        startOn: null,
        applicant: { userId: 2, nickname: '李经理' },
        createdAt: '2026-11-18T02:00:00.000Z',
      },
      {
        kind: 'materialDiscard',
        id: 7,
        code: 'BF20261117000001',
        status: 'pending',
        stageName: null,
        startOn: null,
        applicant: { userId: 4, nickname: '王工' },
        createdAt: '2026-11-17T02:00:00.000Z',
      },
    ]),
  'POST /item/stage/finish': () =>
    ok({
      moved: [
        { stageId: 33, name: '铺贴', shiftDays: -3 },
        { stageId: 34, name: '竣工验收', shiftDays: -3 },
      ],
    }),
  'POST /item/stage/start': () => fail(409, GATE_REFUSAL),
  'PUT /item/edit': () => ok(DETAIL),
  'GET /admin/store/list': () => ok([{ storeId: 2, name: '徐汇店' }]),
  'GET /admin/user/list': () => ok([]),
});

const open = () =>
  renderPage(<ProjectPage />, { permissions: [P.view, P.edit], path: '/item/detail?id=3' });

describe('project page', { timeout: 30_000 }, () => {
  it('shows the inspections and sampling figures with links to both lists', async () => {
    renderPage(<ProjectPage />, {
      permissions: [P.view, P.inspect],
      path: '/item/detail?id=3',
    });
    expect(await screen.findByRole('link', { name: '查看巡检记录（2）' })).toHaveAttribute(
      'href',
      '/item/item-inspection-record?projectId=3',
    );
    expect(screen.getByRole('link', { name: '查看质量抽检（2）' })).toHaveAttribute(
      'href',
      '/item/item-sampling?projectId=3',
    );
    expect(screen.getByRole('link', { name: '新增巡检' })).toHaveAttribute(
      'href',
      '/item/item-inspection-record-add?projectId=3',
    );
    expect(screen.getByRole('link', { name: /73\.91%/ })).toHaveAttribute(
      'href',
      '/item/item-sampling?projectId=3&id=61',
    );
  });

  it('lists the project’s discarding, start-of-work and material discard requests with their state, each a link', async () => {
    open();
    const table = await screen.findByRole('table', { name: '作废、开工与物料报废申请' });
    // None in approval on the project's detail: nothing is said above the facts.
    expect(screen.queryByText(/份物料报废在审批中/)).toBeNull();
    const start = await within(table).findByRole('link', { name: 'KG20261120000001' });
    expect(start).toHaveAttribute('href', '/item/item-start-work?id=9');
    expect(within(table).getByRole('link', { name: 'ZF20261118000001' })).toHaveAttribute(
      'href',
      '/item/item-discard?id=5',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('开工申请');
    expect(rows[0]).toHaveTextContent('进场开工 · 2026-11-22');
    expect(rows[0]).toHaveTextContent('已通过');
    expect(rows[1]).toHaveTextContent('作废申请');
    expect(rows[1]).toHaveTextContent('已驳回');
    expect(rows[2]).toHaveTextContent('物料报废');
    expect(rows[2]).toHaveTextContent('审批中');
    expect(within(rows[2]!).getByRole('link', { name: 'BF20261117000001' })).toHaveAttribute(
      'href',
      '/item/item-discard?materialDiscardId=7',
    );
  });

  it('says that a material discard in approval holds completing and discarding back, linking to it', async () => {
    detail = { ...DETAIL, pendingMaterialDiscards: [{ id: 7, code: 'BF20261117000001' }] };
    try {
      open();
      expect(await screen.findByText('有 1 份物料报废在审批中')).toBeInTheDocument();
      expect(screen.getByText('审批完之前，项目不能完工，也不能作废。')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '查看物料报废 BF20261117000001' })).toHaveAttribute(
        'href',
        '/item/item-discard?materialDiscardId=7',
      );
    } finally {
      detail = DETAIL;
    }
  });

  it('shows the stages with their dates as text beside the Gantt', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'XM20261120000001 徐汇店翻新' }),
    ).toBeInTheDocument();
    // The project's own planned period, under a label that says what it is.
    expect(screen.getByText('计划工期')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 至 2026-12-14')).toBeInTheDocument();
    const stages = screen.getByRole('table', { name: '阶段' });
    expect(within(stages).getByText('计划: 2026-11-25 – 2026-12-04')).toBeInTheDocument();
    expect(within(stages).getByText('实际: 2026-11-25 – 今天')).toBeInTheDocument();
    expect(within(stages).getByText('等待“水电隐蔽工程”完成')).toBeInTheDocument();
    expect(within(stages).getByText('待签认')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /甘特图：3 个阶段，2026-11-20 至/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('¥426,000.00')).toBeInTheDocument();
    expect(screen.getByText('1 份，¥8,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'QZ20261126000001' })).toHaveAttribute(
      'href',
      '/item/cost-visa-detail?id=5',
    );
    expect(await screen.findByText('工期延误违约金')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '竣工结算单' })).toHaveAttribute(
      'href',
      '/item/item-completion-statement?projectId=3',
    );
  });

  it('finishes a stage on the chosen day and names the stages that moved', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^完\s*成$/ }));
    const dialog = await findDialog('完成阶段“水电隐蔽工程”');
    await user.click(within(dialog).getByRole('button', { name: /^完\s*成$/ }));
    await waitFor(() => expect(server.find('POST', '/item/stage/finish')).toHaveLength(1));
    expect(server.find('POST', '/item/stage/finish')[0]!.body).toEqual({
      stageId: 32,
      day: dayjs().format('YYYY-MM-DD'),
    });
    expect(
      await screen.findByText('阶段“水电隐蔽工程”已完成；顺延的阶段：铺贴 -3 天；竣工验收 -3 天'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal when a stage waits for a gate’s sign-off', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^开\s*始$/ }));
    const dialog = await findDialog('开始阶段“铺贴”');
    await user.click(within(dialog).getByRole('button', { name: /^开\s*始$/ }));
    expect(await screen.findByText(GATE_REFUSAL)).toBeInTheDocument();
    expect(server.find('POST', '/item/stage/start')[0]!.body).toMatchObject({ stageId: 33 });
  });

  it('edits the header; the planned start is fixed once the project is under way', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^编\s*辑$/ }));
    const dialog = await findDialog('编辑项目');
    expect(within(dialog).getByRole('textbox', { name: '计划开工' })).toBeDisabled();
    const contract = within(dialog).getByRole('spinbutton', { name: '合同金额' });
    await user.clear(contract);
    await user.type(contract, '430000');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.find('PUT', '/item/edit')).toHaveLength(1));
    expect(server.find('PUT', '/item/edit')[0]!.body).toEqual({
      id: 3,
      name: '徐汇店翻新',
      storeId: 2,
      budget: '500000.00',
      contractAmount: '430000.00',
      managerId: 7,
      supervisorId: null,
      plannedStart: '2026-11-20',
      note: null,
    });
    expect(await screen.findByText('项目已保存')).toBeInTheDocument();
  });
});

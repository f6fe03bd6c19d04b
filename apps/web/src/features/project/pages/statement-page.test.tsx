import {
  PROJECT_PERMISSIONS,
  toChineseAmount,
  type Acceptance,
  type ProjectStatement,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DEDUCTION, DETAIL, PROJECT, visa } from '../test/project-fixtures';
import { StatementPage } from './statement-page';

const P = PROJECT_PERMISSIONS;

const STATEMENT: ProjectStatement = {
  project: PROJECT,
  contractAmount: '420000.00',
  visas: [
    { ...visa({}), counted: true },
    {
      ...visa({ id: 6, code: 'QZ20261128000002', title: '更换灯具', amount: '1500.00' }),
      status: 'pending',
      counted: false,
    },
  ],
  visaTotal: '8000.00',
  designChanges: [],
  designChangeTotal: '0.00',
  deductions: [DEDUCTION],
  deductionTotal: '2000.00',
  total: '426000.00',
  totalUpper: toChineseAmount('426000.00'),
};

const SIGNATURE_FILE = '5d0c7a1e-2b3f-4c8d-9e6a-7f1b2c3d4e5f';

/** The acceptance that completed the project: 2 of its 3 yes/no items passed, signed. */
const ACCEPTANCE: Acceptance = {
  id: 71,
  projectId: 3,
  kind: 'completion',
  templateId: 5,
  templateName: '竣工验收检查表',
  stageId: null,
  stageName: null,
  formDesignId: 40,
  designVersion: 2,
  acceptedOn: '2026-11-28',
  signerName: '李店长',
  signatureFileId: SIGNATURE_FILE,
  note: null,
  itemCount: 3,
  passedCount: 2,
  data: { power: true, fire: true, facade: false },
  design: {
    fields: [
      { kind: 'switch', vModel: 'power', label: '通电正常', required: true, regList: [] },
      { kind: 'switch', vModel: 'fire', label: '消防合格', required: true, regList: [] },
      { kind: 'switch', vModel: 'facade', label: '外墙清洁', required: false, regList: [] },
    ],
  },
  files: [],
  createdBy: { userId: 1, nickname: '管理员' },
  createdAt: '2026-11-28T02:00:00.000Z',
};

/** The project's completion acceptances as the server answers them (reset before each test). */
let acceptances: () => FakeReply = () => ok([ACCEPTANCE]);
beforeEach(() => {
  acceptances = () => ok([ACCEPTANCE]);
});

const server = fakeServerForEachTest({
  'GET /item/acceptance/list': () => acceptances(),
  [`GET /admin/files/${SIGNATURE_FILE}`]: () => ({ status: 200, data: new Blob(['png']) }),
  'GET /item/statement': () => ok(STATEMENT),
  'GET /item/detail': () => ok(DETAIL),
  'GET /item/deduction/list': () => ok([DEDUCTION]),
  'POST /item/deduction/add': () => ok({ ...DEDUCTION, id: 9 }),
});

const open = () =>
  renderPage(<StatementPage />, {
    permissions: [P.view, P.complete],
    path: '/item/item-completion-statement?projectId=3',
  });

afterEach(() => vi.restoreAllMocks());

/** The statement's acceptance region `name` showing every one of `texts`, and its signature. */
async function shownAcceptance(name: string, texts: string[], signatureAlt: string) {
  const acceptance = await screen.findByRole('region', { name });
  for (const text of texts) expect(await within(acceptance).findByText(text)).toBeInTheDocument();
  const signature = await within(acceptance).findByRole('img', { name: signatureAlt });
  return { acceptance, signature };
}

describe('completion statement', { timeout: 30_000 }, () => {
  it('shows the contract, the counted and uncounted visas, the deductions and the total in words, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, unmount } = open();
    expect(await screen.findByText('结算合计 ¥426,000.00（肆拾贰万陆仟元整）')).toBeInTheDocument();
    expect(screen.getByText('¥420,000.00')).toBeInTheDocument();
    const counted = screen.getByRole('table', { name: '费用签证（已通过，计入）' });
    expect(within(counted).getByText('QZ20261126000001')).toBeInTheDocument();
    expect(within(counted).queryByText('QZ20261128000002')).toBeNull();
    const other = screen.getByRole('table', { name: '费用签证（未计入）' });
    expect(within(other).getByText('QZ20261128000002')).toBeInTheDocument();
    expect(within(other).getByText('审批中')).toBeInTheDocument();
    const deductions = screen.getByRole('table', { name: '扣款' });
    expect(await within(deductions).findByText('工期延误违约金')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '签字' })).toHaveTextContent('施工方');

    await user.click(screen.getByRole('button', { name: /^打\s*印$/ }));
    expect(print).toHaveBeenCalledTimes(1);
    // The print stylesheet's mark: on while the statement is shown, gone with it.
    expect(document.body).toHaveClass('project-statement-shown');
    unmount();
    expect(document.body).not.toHaveClass('project-statement-shown');
  });

  it('prints the acceptance with the statement: who accepted and when, the checklist’s result, the drawn signature', async () => {
    open();
    const { acceptance, signature } = await shownAcceptance(
      '竣工验收',
      ['李店长', '2026-11-28', '竣工验收检查表（第 2 版）', '2 / 3 项通过', '未通过：外墙清洁'],
      '李店长 的签名',
    );
    // The stored PNG as the files route served it.
    expect(signature.getAttribute('src')).toMatch(new RegExp(`^data:.*;base64,${btoa('png')}$`));
    expect(server.find('GET', '/item/acceptance/list')[0]!.params).toMatchObject({
      projectId: 3,
      kind: 'completion',
    });
    // Inside the printed part, above the lines to sign by hand.
    const printed = acceptance.closest('.project-statement')!;
    expect(printed).toContainElement(signature);
    const lines = screen.getByRole('region', { name: '签字' });
    expect(
      acceptance.compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says in English who accepted, what was not passed, and the signature', async () => {
    const { i18n } = await import('../../../i18n');
    await i18n.changeLanguage('en-US');
    try {
      acceptances = () => ok([{ ...ACCEPTANCE, passedCount: 1, data: { power: true } }]);
      open();
      await shownAcceptance(
        'Completion acceptance',
        [
          'Accepted by',
          '竣工验收检查表 (version 2)',
          '1 of 3 items passed',
          'Not passed: 消防合格, 外墙清洁',
        ],
        'Signature of 李店长',
      );
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('says an open project is not accepted yet, and when its acceptance cannot be read', async () => {
    acceptances = () => ok([]);
    const { unmount } = open();
    const acceptance = await screen.findByRole('region', { name: '竣工验收' });
    expect(
      await within(acceptance).findByText(/^尚未竣工验收：在竣工验收页填写检查表并签字后完成竣工$/),
    ).toBeInTheDocument();
    expect(within(acceptance).queryByRole('img')).toBeNull();
    // The statement's figures are still shown.
    expect(screen.getByText('结算合计 ¥426,000.00（肆拾贰万陆仟元整）')).toBeInTheDocument();
    unmount();

    acceptances = () => fail(500, '服务器错误');
    open();
    const failed = await screen.findByRole('region', { name: '竣工验收' });
    expect(await within(failed).findByText('竣工验收记录加载失败')).toBeInTheDocument();
  });

  it('adds a deduction, and completes on the completion page (its acceptance checklist)', async () => {
    const { user, router } = open();
    await user.type(await screen.findByRole('textbox', { name: '事由' }), '垃圾清运未完成');
    await user.type(screen.getByRole('spinbutton', { name: '金额' }), '500');
    await user.click(screen.getByRole('button', { name: '新增扣款' }));
    await waitFor(() => expect(server.find('POST', '/item/deduction/add')).toHaveLength(1));
    expect(server.find('POST', '/item/deduction/add')[0]!.body).toEqual({
      projectId: 3,
      reason: '垃圾清运未完成',
      amount: '500.00',
    });
    expect(await screen.findByText('扣款已添加')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^竣\s*工$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/item/item-completion'));
    expect(router.state.location.search).toBe('?projectId=3');
  });
});

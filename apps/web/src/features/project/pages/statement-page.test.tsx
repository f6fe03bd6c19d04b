import { PROJECT_PERMISSIONS, toChineseAmount, type ProjectStatement } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
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

const server = fakeServerForEachTest({
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

describe('completion statement', { timeout: 30_000 }, () => {
  it('shows the contract, the counted and uncounted visas, the deductions and the total in words, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, unmount } = open();
    expect(await screen.findByText('结算合计 ¥426000.00（肆拾贰万陆仟元整）')).toBeInTheDocument();
    expect(screen.getByText('¥420000.00')).toBeInTheDocument();
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

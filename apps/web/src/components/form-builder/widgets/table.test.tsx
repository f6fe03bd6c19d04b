import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../renderer/form-renderer';
import { makeDesign } from '../testing/designs';
import { renderWithProviders } from '../testing/render-with-providers';

function tableDesign(settings: Record<string, unknown> = {}) {
  return makeDesign([
    {
      kind: 'table',
      vModel: 'items',
      label: '明细',
      actionText: '添加明细',
      showSummary: true,
      ...settings,
      children: [
        { kind: 'input', vModel: 'name', label: '名称', required: true },
        { kind: 'number', vModel: 'qty', label: '数量', required: true },
      ],
    },
  ]);
}

function renderTable(settings: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(<FormRenderer design={tableDesign(settings)} onSubmit={onSubmit} />);
  return { onSubmit, user: setupUser() };
}

// The whole designer with the real antd: a step takes a few hundred ms in jsdom, more on a
// busy machine running many test files at once.
describe('table widget (SPEC §4, §5)', () => {
  it('sets a required cell invalid when it changes to empty', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: '添加明细' }));
    expect(screen.queryByText('不能为空')).not.toBeInTheDocument();
    const name = screen.getByLabelText('名称 第 1 行');
    await user.type(name, 'a');
    expect(screen.queryByText('不能为空')).not.toBeInTheDocument();
    await user.clear(name);
    expect(screen.getByText('不能为空')).toBeInTheDocument();
  });

  it('checks every required cell on submit and refuses to submit until they are filled', async () => {
    const { onSubmit, user } = renderTable();
    await user.click(screen.getByRole('button', { name: '添加明细' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getAllByText('不能为空')).toHaveLength(2));
    expect(screen.getByText('第 1 行“名称”不能为空')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('名称 第 1 行'), '螺丝');
    await user.type(screen.getByLabelText('数量 第 1 行'), '4');
    expect(screen.queryByText('不能为空')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ items: [{ name: '螺丝', qty: 4 }] }),
    );
  });

  it('asks before deleting a row', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: '添加明细' }));
    await user.click(screen.getByRole('button', { name: '添加明细' }));
    await user.type(screen.getByLabelText('名称 第 2 行'), '第二');
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除该行数据吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByLabelText('名称 第 2 行')).not.toBeInTheDocument());
    expect(screen.getByLabelText('名称 第 1 行')).toHaveValue('第二');
  });

  it('sums the numeric columns in the summary row', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: '添加明细' }));
    await user.click(screen.getByRole('button', { name: '添加明细' }));
    await user.type(screen.getByLabelText('数量 第 1 行'), '2');
    await user.type(screen.getByLabelText('数量 第 2 行'), '3.5');
    const summary = screen.getByText('合计').closest('tr');
    expect(summary).toHaveTextContent('5.5');
  });

  it('totals only the columns the design names: quantities add up, unit prices do not', async () => {
    const onSubmit = vi.fn();
    const design = makeDesign([
      {
        kind: 'table',
        vModel: 'parts',
        label: '配置',
        actionText: '添加配件',
        showSummary: true,
        summaryColumns: ['qty', 'subtotal'],
        children: [
          { kind: 'number', vModel: 'qty', label: '数量' },
          { kind: 'amount', vModel: 'price', label: '单价' },
          {
            kind: 'calculate',
            vModel: 'subtotal',
            label: '小计',
            formula: 'parts.qty * parts.price',
          },
        ],
      },
    ]);
    renderWithProviders(<FormRenderer design={design} onSubmit={onSubmit} />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: '添加配件' }));
    await user.click(screen.getByRole('button', { name: '添加配件' }));
    await user.type(screen.getByLabelText('数量 第 1 行'), '2');
    await user.type(screen.getByLabelText('单价 第 1 行'), '30');
    await user.type(screen.getByLabelText('数量 第 2 行'), '1');
    await user.type(screen.getByLabelText('单价 第 2 行'), '45');
    // 合计 | 3 | nothing under the unit prices | 105 | (the delete column)
    const summaryCells = () =>
      within(screen.getByText('合计').closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(summaryCells()).toEqual(['合计', '3', '', '105', '']));
  });

  it.each([
    ['default', '第 1 行'],
    ['list', '1.'],
  ])('lays rows out as %s', async (tableType, marker) => {
    const { user } = renderTable({ tableType });
    await user.click(screen.getByRole('button', { name: '添加明细' }));
    expect(screen.getByText(marker)).toBeInTheDocument();
    expect(screen.getByLabelText('名称 第 1 行')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('合计：数量 0');
  });
});

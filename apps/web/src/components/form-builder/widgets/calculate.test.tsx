import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../renderer/form-renderer';
import { makeDesign } from '../testing/designs';
import { renderWithProviders } from '../testing/render-with-providers';

const design = makeDesign([
  { kind: 'number', vModel: 'price', label: '单价' },
  { kind: 'number', vModel: 'qty', label: '数量' },
  { kind: 'calculate', vModel: 'total', label: '总价', formula: 'price * qty', showChinese: true },
  {
    kind: 'table',
    vModel: 'items',
    label: '费用',
    children: [{ kind: 'number', vModel: 'fee', label: '金额' }],
  },
  { kind: 'calculate', vModel: 'fees', label: '费用合计', formula: 'items.fee + total' },
]);

// fireEvent, not userEvent: user-event waits on a real setTimeout between steps, which the
// fake clock would hold forever; the debounce needs the fake clock to be exact.
const enter = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('calculate widget (SPEC §3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('recomputes 500 ms after the last change of the form data', async () => {
    renderWithProviders(<FormRenderer design={design} />);
    enter('单价', '2');
    await wait(300);
    enter('数量', '3');
    await wait(499);
    expect(screen.getByLabelText('总价')).toHaveValue('0');
    await wait(1);
    expect(screen.getByLabelText('总价')).toHaveValue('6');
    expect(screen.getByText('大写：陆元整')).toBeInTheDocument();
  });

  it('sums table.column over the rows', async () => {
    renderWithProviders(<FormRenderer design={design} initialValues={{ price: 1, qty: 1 }} />);
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    enter('金额 第 1 行', '10');
    enter('金额 第 2 行', '0.5');
    await wait(500);
    expect(screen.getByLabelText('费用合计')).toHaveValue('11.5');
  });
});

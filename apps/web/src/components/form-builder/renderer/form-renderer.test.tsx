import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import { describe, expect, it, vi } from 'vitest';
import { makeDesign } from '../testing/designs';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormRenderer } from './form-renderer';

const design = makeDesign([
  { kind: 'input', vModel: 'name', label: '名称', required: true },
  {
    kind: 'input',
    vModel: 'phone',
    label: '电话',
    regList: [{ pattern: '^1\\d{10}$', message: '请输入 11 位手机号' }],
  },
  {
    kind: 'row',
    children: [
      { kind: 'number', vModel: 'qty', label: '数量', min: 1, span: 12 },
      {
        kind: 'select',
        vModel: 'unit',
        label: '单位',
        defaultValue: 'pcs',
        span: 12,
        options: [
          { label: '个', value: 'pcs' },
          { label: '箱', value: 'box' },
        ],
      },
    ],
  },
]);

function renderForm(onSubmit = vi.fn()) {
  renderWithProviders(<FormRenderer design={design} onSubmit={onSubmit} />);
  return { onSubmit, user: setupUser() };
}

describe('form renderer', () => {
  it('shows the errors of the shared validation and does not submit invalid data', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('电话'), '123');
    await user.type(screen.getByLabelText('数量'), '0');
    await user.click(screen.getByRole('button', { name: '提交' }));
    // Each field's error shows when its own check settles: wait for each.
    expect(await screen.findByText('不能为空')).toBeInTheDocument();
    expect(await screen.findByText('请输入 11 位手机号')).toBeInTheDocument();
    expect(await screen.findByText('不能小于 1')).toBeInTheDocument();
    expect(await screen.findByText('表单填写有误，请检查标红的字段')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells a screen reader which fields failed and why: invalid, described by the error', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('电话'), '123');
    await user.click(screen.getByRole('button', { name: '提交' }));
    const name = screen.getByRole('textbox', { name: '名称' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    // The error text shows a moment after the flag: wait for it to describe the box.
    await waitFor(() => expect(name).toHaveAccessibleDescription('不能为空'));
    const phone = screen.getByRole('textbox', { name: '电话' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('请输入 11 位手机号'));
    await user.type(name, '螺丝');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('names a star rating by its label', () => {
    renderWithProviders(
      <FormRenderer
        design={makeDesign([{ kind: 'rate', vModel: 'score', label: '满意度' }])}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('满意度')).toHaveClass('ant-rate');
  });

  it('submits valid data with the defaults applied, rows looked through', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByText('个')).toBeInTheDocument();
    await user.type(screen.getByLabelText('名称'), '螺丝');
    await user.type(screen.getByLabelText('数量'), '3');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: '螺丝', qty: 3, unit: 'pcs' }),
    );
  });

  it('shows a record read-only, without actions', () => {
    renderWithProviders(
      <FormRenderer
        design={design}
        mode="view"
        initialValues={{ name: '螺丝', qty: 2, unit: 'box' }}
      />,
    );
    expect(screen.getByLabelText('名称')).toHaveValue('螺丝');
    expect(screen.getByLabelText('名称')).toHaveAttribute('readonly');
    expect(screen.getByText('箱')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });

  it('explains a broken design instead of rendering it', () => {
    const broken = { ...design, fields: [...design.fields, design.fields[0]!] };
    renderWithProviders(<FormRenderer design={broken} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('表单设计有误，请联系开发人员')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Duplicate vModel "name"');
  });
});

import '../testing/editor-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import { describe, expect, it, vi } from 'vitest';
import type { CheckedDesign } from './design-problems';
import { makeDesign } from '../testing/designs';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormDesigner } from './form-designer';

function renderDesigner(initial = makeDesign([])) {
  const seen = vi.fn<(checked: CheckedDesign) => void>();
  renderWithProviders(
    <FormDesigner
      initialDesign={initial}
      renderActions={(checked) => {
        seen(checked);
        return null;
      }}
    />,
  );
  const canvas = screen.getByRole('region', { name: '画布' });
  return { user: setupUser(), canvas, current: () => seen.mock.lastCall?.[0] };
}

// The whole designer with the real antd: a step takes a few hundred ms in jsdom, more on a
// busy machine running many test files at once.
describe('form designer', () => {
  it('adds a widget from the palette by click and selects it', async () => {
    const { user, canvas, current } = renderDesigner();
    await user.click(screen.getByRole('button', { name: '添加单行文本' }));
    expect(await within(canvas).findByRole('button', { name: '选中 单行文本' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('标题')).toHaveValue('单行文本');
    expect(screen.getByLabelText('字段名')).toHaveValue('field1');
    await user.click(screen.getByRole('button', { name: '添加金额' }));
    await within(canvas).findByRole('button', { name: '选中 金额' });
    expect(current()?.design?.fields.map((w) => w.kind)).toEqual(['input', 'amount']);
  });

  it('puts a clicked widget into the selected row', async () => {
    const { user, canvas, current } = renderDesigner();
    await user.click(screen.getByRole('button', { name: '添加行容器' }));
    await within(canvas).findByRole('button', { name: '选中 行容器' });
    await user.click(screen.getByRole('button', { name: '添加日期选择' }));
    await within(canvas).findByRole('button', { name: '选中 日期选择' });
    const [row] = current()?.design?.fields ?? [];
    expect(row?.kind === 'row' && row.children.map((w) => w.kind)).toEqual(['date']);
  });

  it('edits the selected widget, and undoes and redoes whole steps', async () => {
    const { user, canvas, current } = renderDesigner();
    await user.click(screen.getByRole('button', { name: '添加单行文本' }));
    const label = await screen.findByLabelText('标题');
    await user.clear(label);
    await user.type(label, '姓名');
    expect(within(canvas).getByRole('button', { name: '选中 姓名' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('必填'));
    expect(current()?.design?.fields[0]).toMatchObject({ label: '姓名', required: true });

    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(current()?.design?.fields[0]).toMatchObject({ label: '姓名', required: false });
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(within(canvas).getByRole('button', { name: '选中 单行文本' })).toBeInTheDocument();

    await user.click(canvas);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(canvas).getByRole('button', { name: '选中 姓名' })).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(within(canvas).queryByRole('button', { name: /选中/ })).not.toBeInTheDocument();
  });

  it('explains a design problem on the widget', async () => {
    const { user, canvas } = renderDesigner();
    await user.click(screen.getByRole('button', { name: '添加单行文本' }));
    await within(canvas).findByRole('button', { name: '选中 单行文本' });
    const name = screen.getByLabelText('字段名');
    await user.clear(name);
    await user.type(name, '1x');
    expect(
      await screen.findByText('字段名只能包含字母、数字和下划线，且不能以数字开头'),
    ).toBeInTheDocument();
  });

  it('refuses a JSON import the schema rejects and keeps the design', async () => {
    const { user, canvas, current } = renderDesigner(
      makeDesign([{ kind: 'input', vModel: 'name', label: '名称' }]),
    );
    await user.click(screen.getByRole('button', { name: '查看 JSON' }));
    const dialog = await screen.findByRole('dialog', { name: '表单 JSON' });
    const editor = await within(dialog).findByRole('textbox', { name: 'JSON 编辑器' });
    expect(editor).toHaveTextContent('"vModel": "name"');

    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste(
      '{"fields": [{"kind": "input", "vModel": "a"}, {"kind": "number", "vModel": "a"}]}',
    );
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('字段名“a”重复')).toBeInTheDocument();

    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('{"fields": [');
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText(/JSON 格式有误/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(canvas).getByRole('button', { name: '选中 名称' })).toBeInTheDocument();
    expect(current()?.design?.fields).toEqual([expect.objectContaining({ vModel: 'name' })]);
  });

  it('imports a valid JSON design', async () => {
    const { user, canvas } = renderDesigner();
    await user.click(screen.getByRole('button', { name: '查看 JSON' }));
    const dialog = await screen.findByRole('dialog', { name: '表单 JSON' });
    const editor = await within(dialog).findByRole('textbox', { name: 'JSON 编辑器' });
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('{"fields": [{"kind": "amount", "vModel": "price", "label": "单价"}]}');
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(canvas).findByRole('button', { name: '选中 单价' })).toBeInTheDocument();
  });

  it('chooses the columns a table totals, among its numeric columns', async () => {
    const { user, canvas, current } = renderDesigner(
      makeDesign([
        {
          kind: 'table',
          vModel: 'parts',
          label: '配置',
          showSummary: true,
          children: [
            { kind: 'input', vModel: 'partName', label: '配件名称' },
            { kind: 'number', vModel: 'qty', label: '数量' },
            { kind: 'amount', vModel: 'price', label: '单价' },
          ],
        },
      ]),
    );
    await user.click(within(canvas).getByRole('button', { name: '选中 配置' }));
    const totalled = await screen.findByRole('combobox', { name: '合计的列' });
    await user.click(totalled);
    // Text columns cannot be totalled.
    expect(await screen.findByTitle('单价')).toBeInTheDocument();
    expect(screen.queryByTitle('配件名称')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('数量'));
    await waitFor(() =>
      expect(current()?.design?.fields[0]).toMatchObject({ summaryColumns: ['qty'] }),
    );
  });

  it('previews the design with the renderer', async () => {
    const { user } = renderDesigner(
      makeDesign([{ kind: 'input', vModel: 'name', label: '名称', required: true }]),
    );
    await user.click(screen.getByText('预览'));
    expect(await screen.findByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名称' })).toBeInTheDocument();
  });
});

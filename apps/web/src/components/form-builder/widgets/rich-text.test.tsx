import '../testing/editor-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeWidget } from '../testing/designs';
import { Controlled, renderWithProviders } from '../testing/render-with-providers';
import { setupUser } from '../testing/user';
import { RichTextWidget } from './rich-text';

describe('rich-text widget (SPEC §2, §8)', () => {
  it('shows the loading text while the editor chunk loads, then the editor at the default height', async () => {
    const widget = makeWidget('richText', { label: '说明' });
    const { container } = renderWithProviders(
      <RichTextWidget widget={widget} value="<p>你好</p>" />,
    );
    expect(screen.getByText('编辑器加载中…')).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: '说明' });
    expect(editor).toHaveTextContent('你好');
    expect(screen.getByRole('button', { name: '加粗' })).toBeInTheDocument();
    expect(container.querySelector('[style*="height: 300px"]')).not.toBeNull();
  });

  it('reports the edited text as HTML', async () => {
    const widget = makeWidget('richText', { label: '说明' });
    const onValue = vi.fn<(value: string | undefined) => void>();
    renderWithProviders(
      <Controlled<string> onValue={onValue}>
        {(p) => <RichTextWidget {...p} widget={widget} />}
      </Controlled>,
    );
    const editor = await screen.findByRole('textbox', { name: '说明' });
    const user = setupUser();
    await user.click(editor);
    await user.paste('你好');
    expect(onValue).toHaveBeenLastCalledWith('<p>你好</p>');
  });

  it('shows read-only text without the toolbar', async () => {
    const widget = makeWidget('richText', { label: '说明' });
    renderWithProviders(<RichTextWidget widget={widget} value="<p>只读</p>" readOnly />);
    const editor = await screen.findByRole('textbox', { name: '说明' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('button', { name: '加粗' })).not.toBeInTheDocument();
  });
});

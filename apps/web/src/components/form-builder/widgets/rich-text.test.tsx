import '../testing/editor-dom';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeWidget } from '../testing/designs';
import { Controlled, renderWithProviders } from '../testing/render-with-providers';
import { setupUser } from '../testing/user';
import type { WidgetAria } from '../types';
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

  it('follows the aria state it is handed: invalid and described by the error, then valid', async () => {
    const widget = makeWidget('richText', { label: '说明' });
    const failed: WidgetAria = {
      'aria-invalid': 'true',
      'aria-describedby': 'remark_help',
      'aria-required': 'true',
    };
    /** The field as Form.Item renders it: only the aria props change, as its check settles. */
    function Field() {
      const [aria, setAria] = useState<WidgetAria>({});
      return (
        <>
          <RichTextWidget widget={widget} id="remark" {...aria} />
          <div id="remark_help">不能为空</div>
          <button type="button" onClick={() => setAria(failed)}>
            fail
          </button>
          <button type="button" onClick={() => setAria({ 'aria-required': 'true' })}>
            pass
          </button>
        </>
      );
    }
    renderWithProviders(<Field />);
    const editor = await screen.findByRole('textbox', { name: '说明' });
    expect(editor).toHaveAttribute('id', 'remark');
    expect(editor).not.toHaveAttribute('aria-invalid');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    // The same editor (a new one would lose the caret), now described by the error.
    expect(screen.getByRole('textbox', { name: '说明' })).toBe(editor);
    expect(editor).toHaveAccessibleDescription('不能为空');
    expect(editor).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'pass' }));
    await waitFor(() => expect(editor).not.toHaveAttribute('aria-invalid'));
    expect(editor).not.toHaveAttribute('aria-describedby');
  });

  it('shows read-only text without the toolbar', async () => {
    const widget = makeWidget('richText', { label: '说明' });
    renderWithProviders(<RichTextWidget widget={widget} value="<p>只读</p>" readOnly />);
    const editor = await screen.findByRole('textbox', { name: '说明' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('button', { name: '加粗' })).not.toBeInTheDocument();
  });
});

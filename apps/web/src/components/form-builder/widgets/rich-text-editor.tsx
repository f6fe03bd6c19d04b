import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, theme, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaOf, type WidgetAria, type WidgetProps } from '../types';

function ToolButton({
  label,
  icon,
  active,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        onClick={onClick}
        disabled={disabled}
      />
    </Tooltip>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const chain = () => editor.chain().focus();
  return (
    <Flex gap={2} wrap>
      <ToolButton
        label={t('form.richText.bold')}
        icon={<BoldOutlined />}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
        disabled={disabled}
      />
      <ToolButton
        label={t('form.richText.italic')}
        icon={<ItalicOutlined />}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
        disabled={disabled}
      />
      <ToolButton
        label={t('form.richText.strike')}
        icon={<StrikethroughOutlined />}
        active={editor.isActive('strike')}
        onClick={() => chain().toggleStrike().run()}
        disabled={disabled}
      />
      <ToolButton
        label={t('form.richText.heading')}
        icon={<strong>H</strong>}
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
        disabled={disabled}
      />
      <ToolButton
        label={t('form.richText.bulletList')}
        icon={<UnorderedListOutlined />}
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
        disabled={disabled}
      />
      <ToolButton
        label={t('form.richText.orderedList')}
        icon={<OrderedListOutlined />}
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
        disabled={disabled}
      />
      <ToolButton
        label={t('form.richText.blockquote')}
        icon={<strong>“</strong>}
        active={editor.isActive('blockquote')}
        onClick={() => chain().toggleBlockquote().run()}
        disabled={disabled}
      />
      <ToolButton
        label={t('form.richText.undo')}
        icon={<UndoOutlined />}
        onClick={() => chain().undo().run()}
        disabled={disabled || !editor.can().undo()}
      />
      <ToolButton
        label={t('form.richText.redo')}
        icon={<RedoOutlined />}
        onClick={() => chain().redo().run()}
        disabled={disabled || !editor.can().redo()}
      />
    </Flex>
  );
}

/**
 * The editable area's attributes: the aria props Form.Item hands the widget (its id, invalid
 * state, error text, required), named by `name` unless they name it.
 */
function editorAttributes(aria: WidgetAria, name: string, height: number): Record<string, string> {
  const attributes: Record<string, string> = {
    'aria-label': aria['aria-label'] || name,
    style: `min-height:${height - 48}px;outline:none;padding:4px 8px`,
  };
  for (const [key, value] of Object.entries(ariaOf(aria))) {
    if (key !== 'aria-label' && value !== undefined && value !== '')
      attributes[key] = String(value);
  }
  return attributes;
}

/** The tiptap editor behind the rich-text widget (loaded lazily by rich-text.tsx). */
export function RichTextEditor({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'richText'>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const editable = !(disabled || widget.disabled || readOnly);
  // The editor keeps the handlers it was created with: reach the current onChange through a ref.
  const latestChange = useRef(onChange);
  useEffect(() => {
    latestChange.current = onChange;
  }, [onChange]);
  // useEditor hands the editor its changed options at each render, these attributes included.
  const attributes = editorAttributes(
    rest,
    widget.label || t('form.richText.editor'),
    widget.height,
  );
  const editor = useEditor({
    extensions: [StarterKit],
    content: value ?? '',
    editable,
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      latestChange.current?.(html === '' ? undefined : html);
    },
  });

  // Follow a value set from outside (reset, a loaded record) without echoing it back.
  useEffect(() => {
    // useEditor swaps its editor when options change; the old one is destroyed meanwhile.
    if (editor.isDestroyed) return;
    const html = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== html) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(editable);
  }, [editor, editable]);
  return (
    <Flex
      vertical
      gap={4}
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: 4,
        height: widget.height,
        overflow: 'auto',
        background: editable ? token.colorBgContainer : token.colorBgContainerDisabled,
      }}
    >
      {editable && <Toolbar editor={editor} disabled={!editable} />}
      <EditorContent editor={editor} />
    </Flex>
  );
}

import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FormWidget } from '@depot/shared';
import { Button, Flex, theme, Tooltip, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOf, type ContainerKey } from './design-tree';

export interface CanvasItemProps {
  widget: FormWidget;
  container: ContainerKey;
  /** Width in a row (span of 24) or as a table column. */
  width?: CSSProperties['width'];
  selected: boolean;
  hasProblem: boolean;
  onSelect: (key: string) => void;
  onCopy: (key: string) => void;
  onDelete: (key: string) => void;
  children: ReactNode;
}

/** One widget on the canvas: drag handle, select, copy and delete, then its preview. */
export function CanvasItem({
  widget,
  container,
  width,
  selected,
  hasProblem,
  onSelect,
  onCopy,
  onDelete,
  children,
}: CanvasItemProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const key = keyOf(widget);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: key, data: { container } });
  const label =
    widget.kind === 'row'
      ? t('form.kinds.row')
      : widget.label || widget.vModel || t(`form.kinds.${widget.kind}`);
  const borderColor = hasProblem
    ? token.colorError
    : selected
      ? token.colorPrimary
      : token.colorBorderSecondary;

  return (
    <div
      ref={setNodeRef}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(key);
      }}
      style={{
        width,
        flex: width ? `0 0 ${typeof width === 'number' ? `${width}px` : width}` : undefined,
        padding: 8,
        border: `1px ${selected ? 'solid' : 'dashed'} ${borderColor}`,
        borderRadius: token.borderRadius,
        background: selected ? token.colorPrimaryBg : token.colorBgContainer,
        opacity: isDragging ? 0.5 : 1,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Flex align="center" gap={4} style={{ marginBottom: 6 }}>
        <Button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          type="text"
          icon={<HolderOutlined aria-hidden />}
          aria-label={t('form.designer.dragHandle', { label })}
          style={{ cursor: 'grab', touchAction: 'none' }}
        />
        <Button
          size="small"
          type="text"
          aria-pressed={selected}
          aria-label={t('form.designer.select', { label })}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(key);
          }}
          style={{ flex: 1, justifyContent: 'flex-start', overflow: 'hidden' }}
        >
          <Typography.Text strong ellipsis>
            {label}
          </Typography.Text>
        </Button>
        <Tooltip title={t('form.designer.copy')}>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined aria-hidden />}
            aria-label={`${t('form.designer.copy')} ${label}`}
            onClick={(event) => {
              event.stopPropagation();
              onCopy(key);
            }}
          />
        </Tooltip>
        <Tooltip title={t('form.designer.delete')}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('form.designer.delete')} ${label}`}
            onClick={(event) => {
              event.stopPropagation();
              onDelete(key);
            }}
          />
        </Tooltip>
      </Flex>
      {children}
    </div>
  );
}

import { useDroppable } from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { FormWidget } from '@depot/shared';
import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOf, type ContainerKey } from './design-tree';

export const CONTAINER_PREFIX = 'container:';
export const ROOT_CONTAINER = `${CONTAINER_PREFIX}root`;

export function containerId(container: ContainerKey): string {
  return container === null ? ROOT_CONTAINER : `${CONTAINER_PREFIX}${container}`;
}

export interface CanvasContainerProps {
  container: ContainerKey;
  widgets: readonly FormWidget[];
  /** 'row' lays children side by side by span; 'table' as columns. */
  layout: 'root' | 'row' | 'table';
  renderItem: (widget: FormWidget) => ReactNode;
}

/** A drop target holding a sortable list: the canvas itself, a row's children, a table's columns. */
export function CanvasContainer({ container, widgets, layout, renderItem }: CanvasContainerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: containerId(container), data: { container } });
  const nested = layout !== 'root';
  return (
    <SortableContext
      id={containerId(container)}
      items={widgets.map(keyOf)}
      strategy={nested ? rectSortingStrategy : verticalListSortingStrategy}
    >
      <Flex
        ref={setNodeRef}
        vertical={!nested}
        wrap={layout === 'row'}
        gap={8}
        style={{
          minHeight: nested ? 64 : 240,
          padding: 8,
          overflowX: layout === 'table' ? 'auto' : undefined,
          border: `1px dashed ${isOver ? token.colorPrimary : token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          background: isOver ? token.colorPrimaryBg : undefined,
        }}
      >
        {widgets.map(renderItem)}
        {widgets.length === 0 && (
          <Typography.Text type="secondary" style={{ margin: 'auto' }}>
            {nested ? t('form.designer.containerEmpty') : t('form.designer.canvasEmpty')}
          </Typography.Text>
        )}
      </Flex>
    </SortableContext>
  );
}

import type { FormWidget } from '@depot/shared';
import { memo } from 'react';
import { CanvasContainer } from './canvas-container';
import { CanvasItem } from './canvas-item';
import { keyOf, type ContainerKey } from './design-tree';
import { WidgetPreview } from './widget-preview';

export interface CanvasHandlers {
  onSelect: (key: string) => void;
  onCopy: (key: string) => void;
  onDelete: (key: string) => void;
}

export interface CanvasProps {
  fields: readonly FormWidget[];
  selectedKey: string | null;
  problemKeys: ReadonlySet<string>;
  handlers: CanvasHandlers;
}

const TABLE_COLUMN_WIDTH = 200;

interface NodeProps {
  widget: FormWidget;
  container: ContainerKey;
  parent: FormWidget['kind'] | null;
  selectedKey: string | null;
  problemKeys: ReadonlySet<string>;
  handlers: CanvasHandlers;
}

const isContainer = (widget: FormWidget) => widget.kind === 'row' || widget.kind === 'table';

/**
 * A widget on the canvas. Memoised: an edit re-renders the edited widget and its containers,
 * not every preview (a leaf depends on the selection and problems only through two flags).
 */
const CanvasNode = memo(
  function CanvasNode({
    widget,
    container,
    parent,
    selectedKey,
    problemKeys,
    handlers,
  }: NodeProps) {
    const key = keyOf(widget);
    const width =
      parent === 'table'
        ? TABLE_COLUMN_WIDTH
        : parent === 'row'
          ? `calc(${((widget.span ?? 24) / 24) * 100}% - 8px)`
          : undefined;
    return (
      <CanvasItem
        widget={widget}
        container={container}
        width={width}
        selected={key === selectedKey}
        hasProblem={problemKeys.has(key)}
        onSelect={handlers.onSelect}
        onCopy={handlers.onCopy}
        onDelete={handlers.onDelete}
      >
        {widget.kind === 'row' || widget.kind === 'table' ? (
          <CanvasContainer
            container={key}
            widgets={widget.children}
            layout={widget.kind}
            renderItem={(child) => (
              <CanvasNode
                key={keyOf(child)}
                widget={child}
                container={key}
                parent={widget.kind}
                selectedKey={selectedKey}
                problemKeys={problemKeys}
                handlers={handlers}
              />
            )}
          />
        ) : (
          <WidgetPreview widget={widget} />
        )}
      </CanvasItem>
    );
  },
  (before, after) => {
    if (
      before.widget !== after.widget ||
      before.container !== after.container ||
      before.parent !== after.parent ||
      before.handlers !== after.handlers
    ) {
      return false;
    }
    if (isContainer(after.widget)) {
      return before.selectedKey === after.selectedKey && before.problemKeys === after.problemKeys;
    }
    const key = keyOf(after.widget);
    return (
      (before.selectedKey === key) === (after.selectedKey === key) &&
      before.problemKeys.has(key) === after.problemKeys.has(key)
    );
  },
);

/** The design being built: widgets in order, rows and tables holding their own children. */
export function Canvas({ fields, selectedKey, problemKeys, handlers }: CanvasProps) {
  return (
    <CanvasContainer
      container={null}
      widgets={fields}
      layout="root"
      renderItem={(widget) => (
        <CanvasNode
          key={keyOf(widget)}
          widget={widget}
          container={null}
          parent={null}
          selectedKey={selectedKey}
          problemKeys={problemKeys}
          handlers={handlers}
        />
      )}
    />
  );
}

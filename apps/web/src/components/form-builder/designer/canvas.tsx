import type { FormWidget } from '@depot/shared';
import { CanvasContainer } from './canvas-container';
import { CanvasItem } from './canvas-item';
import { keyOf, type ContainerKey } from './design-tree';
import { WidgetPreview } from './widget-preview';

export interface CanvasProps {
  fields: readonly FormWidget[];
  selectedKey: string | null;
  problemKeys: ReadonlySet<string>;
  onSelect: (key: string) => void;
  onCopy: (key: string) => void;
  onDelete: (key: string) => void;
}

const TABLE_COLUMN_WIDTH = 200;

/** The design being built: widgets in order, rows and tables holding their own children. */
export function Canvas({
  fields,
  selectedKey,
  problemKeys,
  onSelect,
  onCopy,
  onDelete,
}: CanvasProps) {
  const renderItem = (container: ContainerKey, parent: FormWidget | null) => {
    const Item = (widget: FormWidget) => {
      const key = keyOf(widget);
      const width =
        parent?.kind === 'table'
          ? TABLE_COLUMN_WIDTH
          : parent?.kind === 'row'
            ? `calc(${((widget.span ?? 24) / 24) * 100}% - 8px)`
            : undefined;
      return (
        <CanvasItem
          key={key}
          widget={widget}
          container={container}
          width={width}
          selected={key === selectedKey}
          hasProblem={problemKeys.has(key)}
          onSelect={onSelect}
          onCopy={onCopy}
          onDelete={onDelete}
        >
          {widget.kind === 'row' || widget.kind === 'table' ? (
            <CanvasContainer
              container={key}
              widgets={widget.children}
              layout={widget.kind}
              renderItem={renderItem(key, widget)}
            />
          ) : (
            <WidgetPreview widget={widget} />
          )}
        </CanvasItem>
      );
    };
    return Item;
  };
  return (
    <CanvasContainer
      container={null}
      widgets={fields}
      layout="root"
      renderItem={renderItem(null, null)}
    />
  );
}

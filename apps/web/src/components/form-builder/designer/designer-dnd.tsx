import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { FormWidget } from '@depot/shared';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTAINER_PREFIX } from './canvas-container';
import { childrenIn, keyOf, type ContainerKey } from './design-tree';
import { KindIcon } from './kind-icons';
import { PALETTE_DRAG_PREFIX } from './palette';
import type { PaletteKind } from './palette-items';
import { useDndAnnouncements } from './use-dnd-announcements';

export interface DropTarget {
  container: ContainerKey;
  index: number;
}

export interface DesignerDndProps {
  fields: readonly FormWidget[];
  onDropNew: (kind: PaletteKind, target: DropTarget) => void;
  onMove: (key: string, target: DropTarget) => void;
  children: ReactNode;
}

/** The innermost thing under the pointer (rows and tables nest); the nearest one by keyboard. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Infinity;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};

function containerOf(over: Over): ContainerKey {
  const data = over.data.current as { container?: ContainerKey } | undefined;
  return data?.container ?? null;
}

/** Where a drop on `over` puts the widget: before the item dropped on, or at a container's end. */
function dropTarget(fields: readonly FormWidget[], over: Over): DropTarget {
  const container = containerOf(over);
  const siblings = childrenIn(fields, container);
  if (String(over.id).startsWith(CONTAINER_PREFIX)) return { container, index: siblings.length };
  const index = siblings.findIndex((w) => keyOf(w) === over.id);
  return { container, index: index < 0 ? siblings.length : index };
}

/** Drag and drop of the designer: palette items onto the canvas, canvas items to reorder or nest. */
export function DesignerDnd({ fields, onDropNew, onMove, children }: DesignerDndProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<PaletteKind | null>(null);
  const accessibility = useDndAnnouncements(fields);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    setDragged(
      id.startsWith(PALETTE_DRAG_PREFIX)
        ? (id.slice(PALETTE_DRAG_PREFIX.length) as PaletteKind)
        : null,
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || over.id === active.id) return;
    const target = dropTarget(fields, over);
    const id = String(active.id);
    if (id.startsWith(PALETTE_DRAG_PREFIX)) {
      onDropNew(id.slice(PALETTE_DRAG_PREFIX.length) as PaletteKind, target);
    } else {
      onMove(id, target);
    }
  };
  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Button icon={<KindIcon kind={dragged} />}>{t(`form.kinds.${dragged}`)}</Button>
        )}
      </DragOverlay>
    </DndContext>
  );
}

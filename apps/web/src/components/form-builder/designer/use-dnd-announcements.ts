import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { FormWidget } from '@depot/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTAINER_PREFIX, ROOT_CONTAINER } from './canvas-container';
import { findWidget } from './design-tree';
import { PALETTE_DRAG_PREFIX } from './palette';
import type { PaletteKind } from './palette-items';

/** What screen readers hear while a widget is dragged, in the user's language. */
export function useDndAnnouncements(fields: readonly FormWidget[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  return useMemo(() => {
    const name = (id: UniqueIdentifier): string => {
      const text = String(id);
      if (text.startsWith(PALETTE_DRAG_PREFIX)) {
        return t(`form.kinds.${text.slice(PALETTE_DRAG_PREFIX.length) as PaletteKind}`);
      }
      if (text === ROOT_CONTAINER) return t('form.designer.dnd.root');
      const key = text.startsWith(CONTAINER_PREFIX) ? text.slice(CONTAINER_PREFIX.length) : text;
      const widget = findWidget(fields, key);
      if (!widget) return text;
      return widget.kind === 'row' ? t('form.kinds.row') : widget.label || widget.vModel;
    };
    return {
      screenReaderInstructions: { draggable: t('form.designer.dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('form.designer.dnd.pickedUp', { item: name(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('form.designer.dnd.over', { item: name(active.id), target: name(over.id) })
            : undefined,
        onDragEnd: ({ active, over }) =>
          over
            ? t('form.designer.dnd.dropped', { item: name(active.id), target: name(over.id) })
            : t('form.designer.dnd.droppedNowhere', { item: name(active.id) }),
        onDragCancel: ({ active }) => t('form.designer.dnd.cancelled', { item: name(active.id) }),
      },
    };
  }, [fields, t]);
}

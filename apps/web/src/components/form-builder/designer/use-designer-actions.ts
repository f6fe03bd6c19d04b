import type { FormWidget } from '@depot/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canContain,
  copyWidget,
  findWidget,
  freeVModel,
  insertWidget,
  keyOf,
  locate,
  moveWidget,
  removeWidget,
  updateWidget,
  usedVModels,
} from './design-tree';
import type { DropTarget } from './designer-dnd';
import { createWidget, type PaletteKind } from './palette-items';
import type { DesignSnapshot } from './use-design-history';

type Apply = (update: (present: DesignSnapshot) => DesignSnapshot, group?: string) => void;

function containerWidget(
  fields: readonly FormWidget[],
  container: string | null,
): FormWidget | null {
  return container === null ? null : (findWidget(fields, container) ?? null);
}

/**
 * Where a clicked palette item goes: into the selected row or table, else after the selected
 * widget, else at the end of the form.
 */
function clickTarget(
  fields: readonly FormWidget[],
  selected: string | null,
  widget: FormWidget,
): DropTarget {
  const chosen = selected ? findWidget(fields, selected) : undefined;
  if (chosen && (chosen.kind === 'row' || chosen.kind === 'table') && canContain(chosen, widget)) {
    return { container: keyOf(chosen), index: chosen.children.length };
  }
  const place = selected ? locate(fields, selected) : undefined;
  if (place && canContain(containerWidget(fields, place.container), widget)) {
    return { container: place.container, index: place.index + 1 };
  }
  return { container: null, index: fields.length };
}

/** The designer's edits, each one undoable step (typing into one property merges into one). */
export function useDesignerActions(
  apply: Apply,
  selected: string | null,
  select: (key: string | null) => void,
) {
  const { t } = useTranslation();
  // Read when an action runs, so that the actions stay the same functions (memoised canvas).
  const selection = useRef(selected);
  useEffect(() => {
    selection.current = selected;
  }, [selected]);

  const add = useCallback(
    async (kind: PaletteKind, target?: DropTarget) => {
      const created = await createWidget(kind, 'field', t);
      apply((present) => {
        const widget =
          created.kind === 'row'
            ? created
            : { ...created, vModel: freeVModel(usedVModels(present.fields)) };
        const place = target ?? clickTarget(present.fields, selection.current, widget);
        if (!canContain(containerWidget(present.fields, place.container), widget)) return present;
        return {
          ...present,
          fields: insertWidget(present.fields, place.container, place.index, widget),
        };
      });
      select(keyOf(created));
    },
    [apply, select, t],
  );

  const move = useCallback(
    (key: string, target: DropTarget) =>
      apply((present) => {
        const widget = findWidget(present.fields, key);
        if (!widget || !canContain(containerWidget(present.fields, target.container), widget))
          return present;
        return {
          ...present,
          fields: moveWidget(present.fields, key, target.container, target.index),
        };
      }),
    [apply],
  );

  const copy = useCallback(
    (key: string) =>
      apply((present) => {
        const widget = findWidget(present.fields, key);
        const place = locate(present.fields, key);
        if (!widget || !place) return present;
        const duplicate = copyWidget(widget, usedVModels(present.fields));
        return {
          ...present,
          fields: insertWidget(present.fields, place.container, place.index + 1, duplicate),
        };
      }),
    [apply],
  );

  const remove = useCallback(
    (key: string) => {
      apply((present) => ({ ...present, fields: removeWidget(present.fields, key) }));
      if (selection.current === key) select(null);
    },
    [apply, select],
  );

  /** Sets one property of a widget; consecutive edits of that property are one undo step. */
  const setProp = useCallback(
    (key: string, prop: string, value: unknown) =>
      apply(
        (present) => ({
          ...present,
          fields: updateWidget(
            present.fields,
            key,
            (widget) => ({ ...widget, [prop]: value }) as FormWidget,
          ),
        }),
        `${key}:${prop}`,
      ),
    [apply],
  );

  const setSetting = useCallback(
    (prop: string, value: unknown) =>
      apply(
        (present) => ({ ...present, settings: { ...present.settings, [prop]: value } }),
        `form:${prop}`,
      ),
    [apply],
  );

  const clear = useCallback(() => {
    apply((present) => ({ ...present, fields: [] }));
    select(null);
  }, [apply, select]);

  return { add, move, copy, remove, setProp, setSetting, clear };
}

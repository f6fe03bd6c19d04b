import type { FormWidget } from '@depot/shared';

/**
 * The designer's widget tree. Every widget carries a `key` while it is being designed (rows
 * have no formId, and vModels change as they are typed), so selection and drag-and-drop have a
 * stable handle. Keys are dropped on export; the design schema would strip them anyway.
 */
type Keyed = { key?: string };

let lastKey = 0;
export const newKey = () => `w${++lastKey}`;

/** Parent of a widget: null for the top level, else the key of a row or table. */
export type ContainerKey = string | null;

export function keyOf(widget: FormWidget): string {
  return (widget as Keyed).key ?? '';
}

function childrenOf(widget: FormWidget): FormWidget[] | null {
  return widget.kind === 'row' || widget.kind === 'table' ? widget.children : null;
}

function withChildren(widget: FormWidget, children: FormWidget[]): FormWidget {
  return widget.kind === 'row' || widget.kind === 'table' ? { ...widget, children } : widget;
}

/** A copy of the widget carrying a key. */
export function withKey(widget: FormWidget, key: string = newKey()): FormWidget {
  return Object.assign({ ...widget }, { key });
}

/** A copy of the widgets with fresh keys at every level. */
export function withKeys(fields: readonly FormWidget[]): FormWidget[] {
  return fields.map((widget) => {
    const children = childrenOf(widget);
    const keyed = withKey(widget);
    return children ? withChildren(keyed, withKeys(children)) : keyed;
  });
}

/** The widgets as the design holds them: no keys. */
export function stripKeys(fields: readonly FormWidget[]): FormWidget[] {
  return fields.map((widget) => {
    const { key: _key, ...rest } = widget as FormWidget & Keyed;
    const plain = rest as FormWidget;
    const children = childrenOf(plain);
    return children ? withChildren(plain, stripKeys(children)) : plain;
  });
}

export function findWidget(fields: readonly FormWidget[], key: string): FormWidget | undefined {
  for (const widget of fields) {
    if (keyOf(widget) === key) return widget;
    const found = findWidget(childrenOf(widget) ?? [], key);
    if (found) return found;
  }
  return undefined;
}

/** Where a widget sits: its container and index there. */
export function locate(
  fields: readonly FormWidget[],
  key: string,
  container: ContainerKey = null,
): { container: ContainerKey; index: number } | undefined {
  for (const [index, widget] of fields.entries()) {
    if (keyOf(widget) === key) return { container, index };
    const children = childrenOf(widget);
    const found = children && locate(children, key, keyOf(widget));
    if (found) return found;
  }
  return undefined;
}

export function childrenIn(fields: readonly FormWidget[], container: ContainerKey): FormWidget[] {
  if (container === null) return [...fields];
  const widget = findWidget(fields, container);
  return (widget && childrenOf(widget)) ?? [];
}

/** Applies fn to the children list of a container, anywhere in the tree. */
function mapContainer(
  fields: readonly FormWidget[],
  container: ContainerKey,
  fn: (children: FormWidget[]) => FormWidget[],
): FormWidget[] {
  if (container === null) return fn([...fields]);
  return fields.map((widget) => {
    const children = childrenOf(widget);
    if (!children) return widget;
    if (keyOf(widget) === container) return withChildren(widget, fn([...children]));
    return withChildren(widget, mapContainer(children, container, fn));
  });
}

export function updateWidget(
  fields: readonly FormWidget[],
  key: string,
  update: (widget: FormWidget) => FormWidget,
): FormWidget[] {
  return fields.map((widget) => {
    if (keyOf(widget) === key) return update(widget);
    const children = childrenOf(widget);
    return children ? withChildren(widget, updateWidget(children, key, update)) : widget;
  });
}

export function removeWidget(fields: readonly FormWidget[], key: string): FormWidget[] {
  return fields
    .filter((widget) => keyOf(widget) !== key)
    .map((widget) => {
      const children = childrenOf(widget);
      return children ? withChildren(widget, removeWidget(children, key)) : widget;
    });
}

/**
 * What may go where: rows take anything but rows; a table's columns are plain fields (no rows,
 * no nested tables, which its layouts could not show).
 */
export function canContain(container: FormWidget | null, widget: FormWidget): boolean {
  if (container === null) return true;
  if (container.kind === 'row') return widget.kind !== 'row';
  if (container.kind === 'table') return widget.kind !== 'row' && widget.kind !== 'table';
  return false;
}

export function insertWidget(
  fields: readonly FormWidget[],
  container: ContainerKey,
  index: number,
  widget: FormWidget,
): FormWidget[] {
  return mapContainer(fields, container, (children) => {
    const at = Math.max(0, Math.min(index, children.length));
    return [...children.slice(0, at), widget, ...children.slice(at)];
  });
}

/** Moves a widget to a container and index (the index counts the list without the widget). */
export function moveWidget(
  fields: readonly FormWidget[],
  key: string,
  container: ContainerKey,
  index: number,
): FormWidget[] {
  const widget = findWidget(fields, key);
  if (!widget) return [...fields];
  // Never into itself or one of its own descendants.
  if (
    container !== null &&
    (container === key || findWidget(childrenOf(widget) ?? [], container))
  ) {
    return [...fields];
  }
  return insertWidget(removeWidget(fields, key), container, index, widget);
}

/** Every vModel in use, at any level. */
export function usedVModels(fields: readonly FormWidget[]): Set<string> {
  const names = new Set<string>();
  const visit = (list: readonly FormWidget[]) => {
    for (const widget of list) {
      if (widget.kind !== 'row') names.add(widget.vModel);
      visit(childrenOf(widget) ?? []);
    }
  };
  visit(fields);
  return names;
}

/** field1, field2, …: the first not in use. */
export function freeVModel(used: ReadonlySet<string>, base = 'field'): string {
  let n = 1;
  while (used.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** A deep copy with new keys and new vModels (so the copy sits on the same level). */
export function copyWidget(widget: FormWidget, used: Set<string>): FormWidget {
  const [copy] = withKeys([structuredClone(stripKeys([widget])[0]!)]);
  const rename = (w: FormWidget): FormWidget => {
    const renamed =
      w.kind === 'row'
        ? w
        : (() => {
            const vModel = freeVModel(used, w.vModel.replace(/\d+$/, '') || 'field');
            used.add(vModel);
            return { ...w, vModel };
          })();
    const children = childrenOf(renamed);
    // Columns of a copied table keep their names: they live on the new table's own level.
    return children && renamed.kind === 'row'
      ? withChildren(renamed, children.map(rename))
      : renamed;
  };
  return rename(copy!);
}

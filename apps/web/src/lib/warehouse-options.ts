import type { WarehouseNode } from '@depot/shared';

/** The warehouses of a tree in order, each with its depth (a picker's indented options). */
export function flatWarehouses(
  nodes: readonly WarehouseNode[],
  depth = 0,
): Array<{ warehouseId: number; name: string; code: string; depth: number }> {
  return nodes.flatMap((n) => [
    { warehouseId: n.warehouseId, name: n.name, code: n.code, depth },
    ...flatWarehouses(n.children, depth + 1),
  ]);
}

export const warehouseOptions = (nodes: readonly WarehouseNode[]) =>
  flatWarehouses(nodes).map((w) => ({
    value: w.warehouseId,
    label: `${'\u3000'.repeat(w.depth)}${w.name}`,
  }));

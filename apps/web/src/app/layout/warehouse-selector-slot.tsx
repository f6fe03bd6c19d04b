import { lazy, Suspense } from 'react';

// Loaded after the shell is painted: its picker and queries are not in the first load, which
// must not grow as areas are added (docs/performance.md).
const WarehouseSelector = lazy(() =>
  import('../../features/warehouse/shell').then((m) => ({ default: m.WarehouseSelector })),
);

/** Where the warehouse selector (SPEC §2) sits in the top bar: nothing until it has loaded. */
export function WarehouseSelectorSlot() {
  return (
    <Suspense fallback={null}>
      <WarehouseSelector />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

// Loaded when a warehouse page opens: its picker and queries stay out of the first load, which
// must not grow as areas are added (docs/performance.md).
const WarehouseSelector = lazy(() =>
  import('../../features/warehouse/shell').then((m) => ({ default: m.WarehouseSelector })),
);

/**
 * Where the warehouse selector (SPEC §2) sits in the top bar: shown on the warehouse pages it
 * filters (`/ware/…`), nothing elsewhere; the choice is kept while other pages are open.
 */
export function WarehouseSelectorSlot() {
  const { pathname } = useLocation();
  if (!pathname.startsWith('/ware/')) return null;
  return (
    <Suspense fallback={null}>
      <WarehouseSelector />
    </Suspense>
  );
}

import { create } from 'zustand';
import { STORAGE_NAMES } from '../../lib/storage-names';
import { getStoreNumber, removeStore, setStore } from '../../lib/storage';
import { registerSignOutClearer } from '../../stores/sign-out-registry';

interface SelectedWarehouse {
  /** The warehouse chosen in the top bar (undefined: all the user sees). */
  warehouseId: number | undefined;
  select: (warehouseId: number | undefined) => void;
}

/**
 * The top bar's warehouse (SPEC §2), kept in local storage so a reload keeps it; the warehouse
 * pages filter by it. Sign-out forgets it (the session registers the storage's clearer; this
 * one forgets the copy in memory).
 */
export const useSelectedWarehouse = create<SelectedWarehouse>((set) => ({
  warehouseId: getStoreNumber(STORAGE_NAMES.selectedWarehouseId),
  select: (warehouseId) => {
    if (warehouseId === undefined) removeStore({ name: STORAGE_NAMES.selectedWarehouseId });
    else setStore({ name: STORAGE_NAMES.selectedWarehouseId, content: warehouseId });
    set({ warehouseId });
  },
}));

registerSignOutClearer('selectedWarehouseMemory', () =>
  useSelectedWarehouse.setState({ warehouseId: undefined }),
);

/** A list's filters, with the top bar's warehouse when the filter bar names none. */
export const withSelected = <P extends { warehouseId?: number }>(
  params: P,
  selected: number | undefined,
): P => ({ ...params, warehouseId: params.warehouseId ?? selected });

import { describe, expect, it } from 'vitest';
import { getStore } from '../../lib/storage';
import { STORAGE_NAMES } from '../../lib/storage-names';
import { logoutLocal } from '../../stores/session';
import { useSelectedWarehouse } from './selected-warehouse';

describe('the selected warehouse', () => {
  it('is kept in local storage and forgotten on sign-out (SPEC §2)', () => {
    useSelectedWarehouse.getState().select(4);
    expect(getStore(STORAGE_NAMES.selectedWarehouseId)).toBe(4);
    logoutLocal();
    expect(getStore(STORAGE_NAMES.selectedWarehouseId)).toBeUndefined();
    expect(useSelectedWarehouse.getState().warehouseId).toBeUndefined();
  });
});

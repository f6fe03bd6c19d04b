import { WAREHOUSE_PERMISSIONS } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { useSelectedWarehouse } from '../selected-warehouse';
import { WarehouseSelect } from './warehouse-select';

/**
 * The top bar's warehouse selector (SPEC §2): for those who see warehouses; the warehouse pages
 * filter by the chosen one. Kept in local storage, forgotten on sign-out.
 */
export function WarehouseSelector() {
  const { t } = useTranslation();
  const allowed = useSessionStore(
    (s) => s.permissions[WAREHOUSE_PERMISSIONS.warehouse.view] === true,
  );
  const warehouseId = useSelectedWarehouse((s) => s.warehouseId);
  const select = useSelectedWarehouse((s) => s.select);
  if (!allowed) return null;
  return (
    <WarehouseSelect
      aria-label={t('layout.warehouse')}
      placeholder={t('layout.allWarehouses')}
      value={warehouseId}
      onChange={(id) => select(id ?? undefined)}
      style={{ width: 150 }}
      size="small"
    />
  );
}

import { PURCHASE_PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** What the user may do in purchasing: buttons are hidden otherwise (the server checks too). */
export function usePurchasePermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = (key: string) => permissions[key] === true;
  return {
    supplierAdd: has(PURCHASE_PERMISSIONS.supplier.add),
    supplierEdit: has(PURCHASE_PERMISSIONS.supplier.edit),
    supplierExport: has(PURCHASE_PERMISSIONS.supplier.export),
    skuAdd: has(PURCHASE_PERMISSIONS.sku.add),
    skuEdit: has(PURCHASE_PERMISSIONS.sku.edit),
    skuExport: has(PURCHASE_PERMISSIONS.sku.export),
    orderAdd: has(PURCHASE_PERMISSIONS.order.add),
    orderReceive: has(PURCHASE_PERMISSIONS.order.receive),
    orderExport: has(PURCHASE_PERMISSIONS.order.export),
    templates: has(PURCHASE_PERMISSIONS.template.manage),
    replenishmentAdd: has(PURCHASE_PERMISSIONS.replenishment.add),
    replenishmentExport: has(PURCHASE_PERMISSIONS.replenishment.export),
  };
}

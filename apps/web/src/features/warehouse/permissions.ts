import { WAREHOUSE_PERMISSIONS as W } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** What the user may do in the warehouse pages: buttons are hidden otherwise (the server checks too). */
export function useWarehousePermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = (key: string) => permissions[key] === true;
  return {
    warehouseView: has(W.warehouse.view),
    warehouseAdd: has(W.warehouse.add),
    warehouseEdit: has(W.warehouse.edit),
    warehouseDel: has(W.warehouse.del),
    stockExport: has(W.stock.export),
    stockOut: has(W.stock.out),
    ledgerExport: has(W.ledger.export),
    reverse: has(W.ledger.reverse),
    inAdd: has(W.warehouseIn.add),
    inExport: has(W.warehouseIn.export),
    thresholdAdd: has(W.threshold.add),
    thresholdEdit: has(W.threshold.edit),
    thresholdDel: has(W.threshold.del),
    stocktakeAdd: has(W.stocktake.add),
    stocktakeCount: has(W.stocktake.count),
    stocktakeExport: has(W.stocktake.export),
    transferAdd: has(W.transfer.add),
    transferReceive: has(W.transfer.receive),
    transferExport: has(W.transfer.export),
  };
}

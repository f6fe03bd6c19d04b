import { PANEL_ROW_STYLE } from '../lib/panel-layout';
import { AssetPanel } from './asset-panel';
import { ProjectPanel } from './project-panel';
import { PurchasePanel } from './purchase-panel';
import { RepairPanel } from './repair-panel';
import { WarehousePanel } from './warehouse-panel';

/** The repair-order, asset, warehouse, purchasing and project figures (each panel shows only to those who may view it). */
export default function FigurePanels() {
  return (
    <div style={PANEL_ROW_STYLE}>
      <RepairPanel />
      <AssetPanel />
      <WarehousePanel />
      <PurchasePanel />
      <ProjectPanel />
    </div>
  );
}

import { RepairOrderView } from '../../features/eam/components/repair-order-view';
import { RepairStatusTag } from '../../features/eam/components/repair-status-tag';
import { WarrantyPage } from '../../features/project/pages/warranty-page';

/**
 * /item/item-repairorder-detail: the project's warranty page (features/project) showing its
 * repair orders with the repair orders' own status tag and detail (features/eam); a feature
 * does not reach into another, so they meet here.
 */
export function WarrantyRepairPage() {
  return (
    <WarrantyPage
      orderView={(order) => <RepairOrderView order={order} />}
      statusTag={(status) => <RepairStatusTag status={status} />}
    />
  );
}

import type { ApprovalDocType } from './constants';

/**
 * The approval engine's document types by name, in both languages: the web's approval pages,
 * the server's sheets and the demo data read them here, so a type is named once.
 */
export const DOC_TYPE_WORDS = {
  'zh-CN': {
    lending: '借用',
    pickup: '领用',
    return: '归还',
    transfer: '调拨',
    writeOff: '报废',
    damage: '报损',
    rollback: '冲销',
    warehouseIn: '入库',
    specialOrder: '特殊工单',
    stocktake: '盘点差异',
    purchaseOrder: '采购工单',
    doorPassword: '门锁密码',
    costVisa: '成本签证',
    purchaseAmendment: '采购工单变更',
    projectDiscard: '项目作废',
    startWork: '开工申请',
    designChange: '设计变更',
    materialDiscard: '物料报废',
  },
  'en-US': {
    lending: 'Lending',
    pickup: 'Pick-up',
    return: 'Return',
    transfer: 'Transfer',
    writeOff: 'Write-off',
    damage: 'Damage',
    rollback: 'Rollback',
    warehouseIn: 'Warehouse-in',
    specialOrder: 'Special work order',
    stocktake: 'Stocktake differences',
    purchaseOrder: 'Purchase work order',
    doorPassword: 'Door password',
    costVisa: 'Cost visa',
    purchaseAmendment: 'Purchase order amendment',
    projectDiscard: 'Project discarding',
    startWork: 'Start of work',
    designChange: 'Design change',
    materialDiscard: 'Material discard',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<ApprovalDocType, string>>;

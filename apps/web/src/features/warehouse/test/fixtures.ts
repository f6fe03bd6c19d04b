import type {
  Movement,
  StockRow,
  Stocktake,
  Warehouse,
  WarehouseIn,
  WarehouseNode,
} from '@depot/shared';

/** Records as the server answers them, for the warehouse pages' tests. */
const warehouse = (fields: Partial<Warehouse>): Warehouse => ({
  warehouseId: 1,
  parentId: 0,
  code: 'WH-CENTRAL',
  name: '上海中央仓',
  level: 'central',
  enterpriseId: 1,
  enterpriseName: '德宝资产管理有限公司',
  storeId: null,
  storeName: null,
  address: null,
  enabled: true,
  sort: 0,
  keepers: [],
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
  ...fields,
});

export const TREE: WarehouseNode[] = [
  {
    ...warehouse({}),
    children: [
      {
        ...warehouse({
          warehouseId: 2,
          parentId: 1,
          code: 'WH-EAST',
          name: '华东仓',
          level: 'regional',
          keepers: [{ userId: 7, nickname: '仓管小王' }],
        }),
        children: [],
      },
    ],
  },
];

export const MOVEMENT: Movement = {
  movementId: 41,
  warehouseId: 2,
  warehouseName: '华东仓',
  kind: 'out',
  categoryId: 9,
  categoryName: '打印纸',
  unit: '包',
  assetId: null,
  assetCode: null,
  quantity: -6,
  balance: 22,
  unitPrice: null,
  source: 'manual',
  sourceCode: null,
  sourceId: null,
  reason: '录入错误',
  storeId: 3,
  storeName: '上海徐汇店',
  reversalOf: null,
  reversedBy: null,
  actor: { userId: 7, nickname: '仓管小王' },
  at: '2026-03-02T01:00:00.000Z',
};

export const STOCK_ROW: StockRow = {
  warehouseId: 2,
  warehouseName: '华东仓',
  categoryId: 10,
  categoryName: '硒鼓',
  unit: '个',
  quantity: 8,
  reserved: 0,
  available: 8,
  minQuantity: 10,
  below: true,
  inTransit: 0,
  updatedAt: '2026-03-02T01:00:00.000Z',
};

export const WAREHOUSE_IN: WarehouseIn = {
  warehouseInId: 5,
  code: 'RK20260302000001',
  warehouseId: 2,
  warehouseName: '华东仓',
  source: 'purchase',
  sourceRef: 'PO-2026-0318',
  fromStore: null,
  supplier: '晨光办公用品',
  remark: null,
  status: 'pending',
  applicant: { userId: 1, nickname: '管理员' },
  requestId: 77,
  approvalStatus: 'pending',
  lines: [
    {
      categoryId: 9,
      categoryName: '打印纸',
      unit: '包',
      quantity: 40,
      unitPrice: '24.50',
      amount: '980.00',
    },
  ],
  assets: [],
  totalAmount: '980.00',
  postedAt: null,
  version: 0,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
};

export const CATEGORIES = [
  { categoryId: 9, name: '打印纸', unit: '包', tracking: 'count' },
  { categoryId: 10, name: '硒鼓', unit: '个', tracking: 'count' },
  { categoryId: 3, name: '笔记本电脑', unit: '台', tracking: 'serial' },
] as const;

export const page = <T>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

/** A plan counting in 华东仓, as the list answers it. */
export const STOCKTAKE: Stocktake = {
  stocktakeId: 4,
  code: 'PD20260302000001',
  name: '华东仓月末盘点',
  status: 'counting',
  blind: false,
  dueDate: '2026-03-31',
  remark: null,
  warehouses: [{ id: 2, name: '华东仓' }],
  categories: [],
  counters: [{ userId: 7, nickname: '仓管小王' }],
  creator: { userId: 1, nickname: '管理员' },
  requestId: null,
  approvalStatus: null,
  lineCount: 12,
  countedCount: 5,
  startedAt: '2026-03-02T01:00:00.000Z',
  submittedAt: null,
  postedAt: null,
  cancelReason: null,
  version: 1,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
};

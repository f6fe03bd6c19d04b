import {
  PERMISSION_KEYS,
  PERMISSIONS,
  type WarehouseInCreate,
  type WarehouseInRecord,
} from '@depot/shared';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { scopeOf, signedIn } from '../../core/demo-actor';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema/asset';
import { menu, roleMenu } from '../../db/schema/menu';
import { enterprise, store } from '../../db/schema/org';
import { appUser, role, userRole } from '../../db/schema/users';
import { createApprovalEngine } from '../approval/engine';
import { demoStep, demoTemplate } from '../approval/demo-template';
import { createCategoryService } from '../asset/category-resource';
import type { NoticeService } from '../notice/service';
import { warehouseInHandler } from './in-handler';
import { createWarehouseIn } from './in-write';
import { createMovements } from './movements';
import { createThresholdService } from './threshold-resource';
import { createWarehouseService } from './warehouse-resource';
import { usersNamed } from '../../core/people';

const W = PERMISSIONS.warehouse;
/** The keeper's keys: read everything of their warehouses, issue, apply for warehouse-ins. */
const KEEPER_KEYS = [
  W.warehouse.view,
  W.stock.view,
  W.stock.export,
  W.stock.out,
  W.ledger.view,
  W.ledger.export,
  W.warehouseIn.view,
  W.warehouseIn.add,
  W.warehouseIn.export,
  W.threshold.view,
];
/** The warehouse pages (migration 0023), and the approval centre (0017): keepers approve. */
const WARE_PAGES = [8010, 8020, 8030, 8040, 8050, 7500, 7510];

/** Counted consumables under the demo's 办公耗材 (CON). */
const CONSUMABLES = [
  { name: '打印纸', codePrefix: 'PAP', unit: '包' },
  { name: '硒鼓', codePrefix: 'TNR', unit: '个' },
  { name: '防盗标签', codePrefix: 'TAG', unit: '卷' },
] as const;

/**
 * The assets a demo may send into a warehouse, in id order: idle, serialised, in no warehouse,
 * and whatever `also` asks.
 */
export function idleSerialAssets(tx: Db, ...also: SQL[]) {
  return tx
    .select({ id: asset.id })
    .from(asset)
    .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
    .where(
      and(
        eq(asset.status, 'idle'),
        isNull(asset.warehouseId),
        eq(assetCategory.tracking, 'serial'),
        ...also,
      ),
    )
    .orderBy(asc(asset.id));
}
/** The demo keeper (password: the demo password), the one user holding the keeper role. */
export const DEMO_KEEPER = { username: 'keeper', nickname: '孙仓管' } as const;

/**
 * The keeper role (仓管员, self scope: they see the warehouses they keep), its grants, and the
 * demo keeper holding it; the keeper's id and name.
 */
async function keeperRole(
  tx: Db,
  who: { passwordHash: string; deptId: number | null },
): Promise<{ id: number; username: string }> {
  const [made] = await tx
    .insert(role)
    .values({
      code: 'warehouse_keeper',
      name: '仓管员',
      description: '保管仓库、出入库',
      dataScope: 'self',
    })
    .onConflictDoNothing()
    .returning({ id: role.id });
  const [keeper] = made
    ? [made]
    : await tx.select({ id: role.id }).from(role).where(eq(role.code, 'warehouse_keeper'));
  // The /ware directory (made by migration 0022, found by its path) and the keys.
  const buttons = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(or(inArray(menu.permission, KEEPER_KEYS), eq(menu.path, '/ware')));
  await tx
    .insert(roleMenu)
    .values(
      [...WARE_PAGES, ...buttons.map((b) => b.id)].map((menuId) => ({
        roleId: keeper!.id,
        menuId,
      })),
    )
    .onConflictDoNothing();
  const [user] = await tx
    .insert(appUser)
    .values({
      ...DEMO_KEEPER,
      passwordHash: who.passwordHash,
      deptId: who.deptId,
      passwordUpdated: 1,
    })
    .returning({ id: appUser.id, username: appUser.username });
  await tx.insert(userRole).values({ userId: user!.id, roleId: keeper!.id });
  return user!;
}

/**
 * Demo warehouses (only with demo data on; called by seed/seed.ts after the asset documents):
 * a central warehouse, two regional ones and one per demo store, the demo keeper (孙仓管) keeping the
 * east one; consumables brought in through warehouse-ins approved by the engine, some issued
 * below their thresholds (notices 13 and 14 from their real producer), warehouse-ins in every
 * state, a reversal.
 */
export async function seedDemoWarehouses(
  tx: Db,
  ctx: {
    adminId: number;
    keeper: { passwordHash: string; deptId: number | null };
    notices: Pick<NoticeService, 'notify'>;
  },
): Promise<void> {
  const [adminRow] = await usersNamed(tx, ['admin']);
  const [ent] = await tx
    .select({ id: enterprise.id })
    .from(enterprise)
    .orderBy(enterprise.id)
    .limit(1);
  const [con] = await tx
    .select({ id: assetCategory.id })
    .from(assetCategory)
    .where(eq(assetCategory.codePrefix, 'CON'));
  if (!adminRow || !ent || !con) return;
  const keeperRow = await keeperRole(tx, ctx.keeper);

  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(ctx.adminId, { all: true }));
  const keeper = signedIn(keeperRow, KEEPER_KEYS, scopeOf(keeperRow.id, { self: true }));
  const { notices } = ctx;
  const engine = createApprovalEngine({ db: tx, notices });
  const movements = createMovements(notices);
  engine.register(warehouseInHandler(movements));

  await demoTemplate(tx, admin, 'warehouseIn', '入库审批', [
    demoStep('仓库保管员审核', { kind: 'warehouseKeeper' }),
    demoStep('资产管理员审批', { kind: 'users', userIds: [ctx.adminId] }),
  ]);

  const warehouses = createWarehouseService(tx);
  const make = async (body: Parameters<typeof warehouses.create>[1]) =>
    (await warehouses.create(admin, body)).warehouseId;
  const central = await make({
    parentId: 0,
    code: 'WH-CENTRAL',
    name: '上海中央仓',
    level: 'central',
    enterpriseId: ent.id,
    storeId: null,
    address: '上海市闵行区华漕镇纪翟路 1188 号',
    enabled: true,
    sort: 0,
    keeperIds: [],
  });
  const regions: Record<string, number> = {};
  for (const [i, [region, name, code]] of (
    [
      ['华东', '华东仓', 'WH-EAST'],
      ['华南', '华南仓', 'WH-SOUTH'],
    ] as const
  ).entries()) {
    regions[region] = await make({
      parentId: central,
      code,
      name,
      level: 'regional',
      enterpriseId: ent.id,
      storeId: null,
      address: null,
      enabled: true,
      sort: i,
      keeperIds: region === '华东' ? [keeperRow.id] : [],
    });
  }
  const stores = await tx
    .select({ id: store.id, code: store.code, name: store.name, region: store.region })
    .from(store)
    .orderBy(store.id);
  for (const [i, s] of stores.entries()) {
    await make({
      parentId: regions[s.region ?? ''] ?? central,
      code: `WH-${s.code}`,
      name: `${s.name}仓`,
      level: 'store',
      enterpriseId: ent.id,
      storeId: s.id,
      address: null,
      enabled: true,
      sort: i,
      keeperIds: [],
    });
  }
  const east = regions['华东']!;

  const categories = createCategoryService(tx);
  const ids: number[] = [];
  for (const c of CONSUMABLES) {
    const made = await categories.create(admin, {
      parentId: con.id,
      ...c,
      tracking: 'count',
      usefulLifeMonths: null,
      expiryLeadDays: null,
      formDesignId: null,
      sort: 0,
    });
    ids.push(made.categoryId);
  }
  const [paper, toner, tags] = ids as [number, number, number];

  async function decide(
    doc: WarehouseInRecord,
    by: AuthUser,
    action: 'approve' | 'reject' | 'sendBack' | 'withdraw',
    comment = '',
  ) {
    const request = await engine.requestOf(tx, 'warehouseIn', doc.warehouseInId);
    const version = request!.version;
    if (action === 'sendBack') {
      await engine.act('sendBack', request!.requestId, by, { version, comment, toStep: null });
    } else {
      await engine.act(action, request!.requestId, by, { version, comment });
    }
  }
  const apply = (
    by: AuthUser,
    body: Omit<
      WarehouseInCreate,
      'sourceRef' | 'fromStoreId' | 'supplier' | 'remark' | 'assetIds'
    > &
      Partial<WarehouseInCreate>,
  ) =>
    createWarehouseIn(tx, engine, by, {
      sourceRef: null,
      fromStoreId: null,
      supplier: null,
      remark: null,
      assetIds: [],
      ...body,
    });
  /** Approved by the keeper (the administrator's step is skipped: they applied). */
  const approveAll = async (doc: WarehouseInRecord) => {
    await decide(doc, keeper, 'approve', '已清点');
    const request = await engine.requestOf(tx, 'warehouseIn', doc.warehouseInId);
    if (request?.status === 'pending') await decide(doc, admin, 'approve');
  };

  // Done: purchases into the east warehouse, and idle assets returned into it.
  const bought = await apply(admin, {
    warehouseId: east,
    source: 'purchase',
    sourceRef: 'PO-2026-0318',
    supplier: '晨光办公用品',
    lines: [
      { categoryId: paper, quantity: 40, unitPrice: '24.50' },
      { categoryId: toner, quantity: 12, unitPrice: '268.00' },
      { categoryId: tags, quantity: 30, unitPrice: '85.00' },
    ],
  });
  await approveAll(bought);
  const idle = await idleSerialAssets(tx).limit(3);
  if (idle.length) {
    const returned = await apply(admin, {
      warehouseId: east,
      source: 'other',
      remark: '闲置资产入库保管',
      lines: [],
      assetIds: idle.map((a) => a.id),
    });
    await approveAll(returned);
  }
  // The other states, one line of one category each: in approval, sent back, rejected, withdrawn.
  const others: Array<{
    head: Partial<WarehouseInCreate>;
    line: [categoryId: number, quantity: number, unitPrice: string];
    then?: [by: AuthUser, action: 'reject' | 'sendBack' | 'withdraw', comment?: string];
  }> = [
    {
      head: { source: 'purchase', sourceRef: 'PO-2026-0402', supplier: '晨光办公用品' },
      line: [paper, 20, '24.50'],
    },
    {
      head: { remark: '门店多领的标签退回' },
      line: [tags, 2, '85.00'],
      then: [keeper, 'sendBack', '请注明来源门店'],
    },
    {
      head: { source: 'purchase', sourceRef: 'PO-2026-0329' },
      line: [toner, 50, '268.00'],
      then: [keeper, 'reject', '数量与采购单不符'],
    },
    { head: {}, line: [paper, 5, '24.50'], then: [admin, 'withdraw'] },
  ];
  for (const { head, line, then } of others) {
    const [categoryId, quantity, unitPrice] = line;
    const doc = await apply(admin, {
      warehouseId: east,
      source: 'other',
      ...head,
      lines: [{ categoryId, quantity, unitPrice }],
    });
    if (then) await decide(doc, ...then);
  }

  // Thresholds, then issues that cross two of them (notices 14 and 13 from their producer).
  const thresholds = createThresholdService(tx, notices);
  for (const [categoryId, minQuantity] of [
    [paper, 20],
    [toner, 10],
    [tags, 10],
  ] as const) {
    await thresholds.create(admin, {
      warehouseId: east,
      kind: 'category',
      categoryId,
      minQuantity,
      model: null,
    });
  }
  const [serialOf] = idle.length
    ? await tx.select({ categoryId: asset.categoryId }).from(asset).where(eq(asset.id, idle[0]!.id))
    : [];
  if (serialOf) {
    await thresholds.create(admin, {
      warehouseId: east,
      kind: 'asset',
      categoryId: serialOf.categoryId,
      minQuantity: 5,
      model: null,
    });
  }
  const issue = (categoryId: number, quantity: number, reason: string) =>
    movements.postMovements(tx, [{ warehouseId: east, kind: 'out', categoryId, quantity }], {
      source: 'manual',
      reason,
      actorId: keeperRow.id,
    });
  await issue(paper, 12, '上海徐汇店领用');
  await issue(toner, 4, '上海浦东店领用');
  await issue(tags, 25, '门店防盗标签补充');
  // A mistaken issue, reversed.
  const [wrong] = await issue(paper, 6, '录入错误');
  await movements.reverseMovement(tx, wrong!.movementId, keeperRow.id, '重复录入，冲销');
}

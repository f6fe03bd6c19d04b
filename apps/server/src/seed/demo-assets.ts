import {
  ASSET_PERMISSIONS,
  formDesignSchema,
  type AssetStatus,
  type FormDesignInput,
} from '@depot/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  assetCategory,
  department,
  formDesign,
  formDesignVersion,
  menu,
  role,
  roleMenu,
  store,
  appUser,
} from '../db/schema';
import { registerAssets, type NewAsset } from '../modules/asset/asset-register';
import {
  CAMERA_DESIGN,
  DEMO_CATEGORIES,
  LAPTOP_DESIGN,
  STATUS_WEIGHTS,
  SUPPLIERS,
  type DemoCategory,
} from './demo-assets-data';
import { seededRandom, type Random } from '../core/seeded-random';
import { storeDay } from '../core/time-zone';

/** The asset pages and the keys a store manager holds: their store's assets. */
const MANAGER_KEYS = [ASSET_PERMISSIONS.asset.view];
const ASSET_PAGES = [7000, 7020];

/** Idle assets kept at the first store for the lifecycle documents' demo (issue #17). */
export const DEMO_DOC_ASSETS = 20;

const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

async function insertDesign(
  tx: Db,
  adminId: number,
  code: string,
  name: string,
  design: FormDesignInput,
) {
  const [row] = await tx
    .insert(formDesign)
    .values({ code, name, version: 1, createdBy: adminId, updatedBy: adminId })
    .returning({ id: formDesign.id });
  await tx.insert(formDesignVersion).values({
    designId: row!.id,
    version: 1,
    design: formDesignSchema.parse(design),
    createdBy: adminId,
  });
  return row!.id;
}

function pickStatus(random: Random): AssetStatus {
  const total = STATUS_WEIGHTS.reduce((n, [, w]) => n + w, 0);
  let roll = random.int(1, total);
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return status;
  }
  return 'idle';
}

function customValues(design: DemoCategory['design'], random: Random): Record<string, unknown> {
  if (design === 'laptop') {
    return {
      memoryGb: random.pick([8, 16, 32, 64]),
      cpu: random.pick(['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 7', 'Apple M3']),
      os: random.pick(['win11', 'macos', 'ubuntu']),
    };
  }
  if (design === 'camera') {
    return { resolution: random.pick(['1080p', '4mp', '4k']), channel: random.int(1, 32) };
  }
  return {};
}

/**
 * Demo assets (only with demo data on, issue #16): the category tree with two designed forms,
 * and `count` assets in every status across the demo stores, held by demo users, some expiring
 * within their category's reminder lead. Registered through the same path as an import
 * (codes, history and audit rows); statuses other than idle and in use stand for lifecycle
 * documents that do not exist yet (issue #17). Store managers see their store's assets.
 */
export async function seedDemoAssets(
  tx: Db,
  ctx: { adminId: number; count: number; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  const random = seededRandom(16);
  const designs = {
    laptop: {
      id: await insertDesign(tx, ctx.adminId, 'asset-cat-nb', '笔记本电脑', LAPTOP_DESIGN),
    },
    camera: {
      id: await insertDesign(tx, ctx.adminId, 'asset-cat-cam', '监控摄像头', CAMERA_DESIGN),
    },
  };

  const leaves: Array<DemoCategory & { id: number }> = [];
  const insertTree = async (nodes: DemoCategory[], parentId: number | null) => {
    for (const [sort, node] of nodes.entries()) {
      const [row] = await tx
        .insert(assetCategory)
        .values({
          parentId,
          name: node.name,
          codePrefix: node.prefix,
          unit: node.unit,
          tracking: node.tracking ?? 'serial',
          usefulLifeMonths: node.usefulLifeMonths ?? null,
          expiryLeadDays: node.expiryLeadDays ?? null,
          formDesignId: node.design ? designs[node.design].id : null,
          sort,
        })
        .returning({ id: assetCategory.id });
      if (node.items) leaves.push({ ...node, id: row!.id });
      if (node.children) await insertTree(node.children, row!.id);
    }
  };
  await insertTree(DEMO_CATEGORIES, null);

  const stores = await tx.select({ id: store.id }).from(store).orderBy(store.id);
  const people = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .orderBy(appUser.id);
  const depts = await tx.select({ id: department.id }).from(department).orderBy(department.id);

  const assets: NewAsset[] = [];
  for (let i = 0; i < ctx.count; i++) {
    // Every status and every leaf category appear even in a small demo.
    const leaf = leaves[i % leaves.length]!;
    const items = leaf.items!;
    const rolled = i < STATUS_WEIGHTS.length ? STATUS_WEIGHTS[i]![0] : pickStatus(random);
    // The next few are idle at the first store (the store manager's): the lifecycle documents'
    // demo (demo-asset-docs.ts) lends, hands over and transfers them. Their random draws still
    // happen, so every other asset stays as it was.
    const forDocs = i >= STATUS_WEIGHTS.length && i < STATUS_WEIGHTS.length + DEMO_DOC_ASSETS;
    const status = forDocs ? 'idle' : rolled;
    const held = rolled === 'inUse' || rolled === 'lent';
    const drawn = held ? random.pick(people) : null;
    const holder = forDocs ? null : drawn;
    const place = (picked: number) => (forDocs ? stores[0]!.id : picked);
    const purchased = addDays(now, -random.int(20, 5 * 365));
    const lifeDays = Math.round(((leaf.usefulLifeMonths ?? 60) * 365) / 12);
    // A few expire within their reminder lead, so the expiry reminders have work to do.
    const expiry = i % 23 === 0 ? addDays(now, random.int(1, 25)) : addDays(purchased, lifeDays);
    assets.push({
      categoryId: leaf.id,
      prefix: leaf.prefix,
      name: random.pick(items.names),
      model: random.pick(items.models),
      serialNo: `${leaf.prefix}${String(100000 + i)}`,
      storeId: place(random.pick(stores).id),
      purchaseDate: storeDay(purchased),
      price: `${random.int(items.price[0], items.price[1])}.00`,
      supplier: random.pick(SUPPLIERS),
      warrantyEnd: storeDay(addDays(purchased, random.pick([365, 730, 1095]))),
      expiryDate: storeDay(expiry),
      remark: null,
      custom: customValues(leaf.design, random),
      formVersion: leaf.design ? 1 : null,
      status,
      custodianId: holder?.id ?? null,
      deptId: drawn?.deptId ?? random.pick(depts).id,
    });
  }
  await registerAssets(tx, { userId: ctx.adminId, username: 'admin' }, assets, 'create', now);

  // Store managers see their store's assets (their role's scope is their stores).
  const [manager] = await tx
    .select({ id: role.id })
    .from(role)
    .where(inArray(role.code, ['store_manager']));
  if (manager) {
    const menus = await tx
      .select({ id: menu.id })
      .from(menu)
      .where(inArray(menu.permission, MANAGER_KEYS));
    const ids = [...ASSET_PAGES, ...menus.map((m) => m.id)];
    await tx
      .insert(roleMenu)
      .values(ids.map((menuId) => ({ roleId: manager.id, menuId })))
      .onConflictDoNothing();
  }
}

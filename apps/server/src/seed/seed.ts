import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { hashPassword } from '../core/password-hash';
import type { Db } from '../db/client';
import { sendExpiryReminders } from '../modules/asset/reminders';
import { createLocalFileStorage, localFilesRoot } from '../modules/files/storage';
import { seedDemoDoorLocks } from '../modules/door-lock/demo';
import { seedDemoEquipment } from '../modules/equipment/demo';
import { createFileService } from '../modules/files/service';
import { seedDemoProjects } from '../modules/project/demo';
import { seedDemoMaterials } from '../modules/project/dispatch-demo';
import { seedDemoPurchasing } from '../modules/purchase/demo';
import { seedDemoStocktake } from '../modules/stocktake/demo';
import { seedDemoTransfers } from '../modules/ware-transfer/demo';
import { seedDemoWareOrders } from '../modules/ware-order/demo';
import { seedDemoWarehouses } from '../modules/warehouse/demo';
import { createNoticeService } from '../modules/notice/service';
import { seedDemoAssetDocs } from './demo-asset-docs';
import { seedDemoDocIntoWarehouse } from './demo-doc-into-warehouse';
import { seedDemoDepartmentHeads } from './demo-approvals';
import { seedDemoAssetPhotos } from './demo-asset-photos';
import { seedDemoAssets } from './demo-assets';
import { drawnSignature, signatureDataUrl } from './demo-signature';
import { DEMO_EAM_USERS, seedDemoEam } from './demo-eam';
import { seedDemoFormDesigns } from './demo-form-designs';
import { seedDemoNotices } from './demo-notices';
import { quietBus } from './quiet-bus';
import { inArray, or, sql } from 'drizzle-orm';
import {
  appUser,
  department,
  enterprise,
  menu,
  post,
  role,
  roleMenu,
  store,
  userPost,
  userRole,
} from '../db/schema';
import {
  SEED_ADMIN,
  SEED_DEPARTMENTS,
  SEED_ENTERPRISE,
  SEED_POSTS,
  SEED_ROLES,
  SEED_STAFF,
  SEED_STORES,
  STAFF_DOC_MENU_IDS,
  STAFF_MENU_IDS,
  STAFF_PERMISSIONS,
  type SeedDepartment,
} from './seed-data';

export interface SeedResult {
  /** False when the database already had users: nothing was written. */
  seeded: boolean;
  /** Set only when the admin password was generated now; print it once. */
  generatedAdminPassword: string | null;
}

/** The settings the seed reads: nothing else shapes what it writes. */
export const SEED_SETTINGS = [
  'adminPassword',
  'demoPassword',
  'demoData',
  'demoAssets',
  'scryptN',
  'dataDir',
  'uploadMaxMb',
  'passwordKey',
  'doorLockKey',
  'lendingDueLeadDays',
] as const satisfies readonly (keyof Config)[];

type SeedConfig = Pick<Config, (typeof SEED_SETTINGS)[number]>;

/**
 * Fills an empty database (no users) in one transaction; on any other database it does
 * nothing, so a restart keeps every change.
 */
export async function seedDatabase(db: Db, config: SeedConfig): Promise<SeedResult> {
  if (await hasUsers(db)) return { seeded: false, generatedAdminPassword: null };

  const generated = config.adminPassword ? null : randomBytes(18).toString('base64url');
  // Hash before the transaction: scrypt is slow on purpose and needs no lock.
  const adminHash = await hashPassword(config.adminPassword ?? generated!, config.scryptN);
  const staffHash = config.demoData
    ? await hashPassword(config.demoPassword, config.scryptN)
    : null;
  const eamHashes = config.demoData
    ? await Promise.all(DEMO_EAM_USERS.map(() => hashPassword(config.demoPassword, config.scryptN)))
    : [];
  const keeperHash = config.demoData
    ? await hashPassword(config.demoPassword, config.scryptN)
    : null;

  return db.transaction(async (tx) => {
    if (await hasUsers(tx)) return { seeded: false, generatedAdminPassword: null };

    const [ent] = await tx.insert(enterprise).values(SEED_ENTERPRISE).returning();
    const deptIds = await insertDepartments(tx, ent!.id, SEED_DEPARTMENTS, null);

    const roles = await tx
      .insert(role)
      .values([SEED_ROLES.admin, SEED_ROLES.staff])
      .returning({ id: role.id, code: role.code });
    const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
    // Migrations ran first and put the menus in while there was no role to grant them to.
    await tx
      .insert(roleMenu)
      .select(
        tx.select({ roleId: sql`${roleId('admin')}`.as('role_id'), menuId: menu.id }).from(menu),
      )
      .onConflictDoNothing();
    await tx
      .insert(roleMenu)
      .select(
        tx
          .select({ roleId: sql`${roleId('staff')}`.as('role_id'), menuId: menu.id })
          .from(menu)
          .where(
            or(
              inArray(menu.id, [...STAFF_MENU_IDS, ...STAFF_DOC_MENU_IDS]),
              inArray(menu.permission, [...STAFF_PERMISSIONS]),
            ),
          ),
      )
      .onConflictDoNothing();
    const posts = await tx
      .insert(post)
      .values([...SEED_POSTS])
      .returning({ id: post.id, code: post.code });

    /** A seeded user holding the role of `code`; their id. */
    const addUser = async (
      who: { username: string; nickname: string; department: string },
      passwordHash: string,
      passwordUpdated: 0 | 1,
      code: string,
    ): Promise<number> => {
      const [user] = await tx
        .insert(appUser)
        .values({
          username: who.username,
          nickname: who.nickname,
          passwordHash,
          deptId: deptIds.get(who.department) ?? null,
          passwordUpdated,
        })
        .returning({ id: appUser.id });
      await tx.insert(userRole).values({ userId: user!.id, roleId: roleId(code) });
      return user!.id;
    };
    // The administrator chose (or was handed) this password: no forced change.
    const adminId = await addUser(SEED_ADMIN, adminHash, 1, 'admin');

    if (staffHash) {
      const staffId = await addUser(SEED_STAFF, staffHash, 0, 'staff');
      const staffPost = posts.find((p) => p.code === SEED_STAFF.post);
      if (staffPost) await tx.insert(userPost).values({ userId: staffId, postId: staffPost.id });
      await tx.insert(store).values(SEED_STORES.map((s) => ({ ...s, enterpriseId: ent!.id })));
      await seedDemoNotices(tx, { adminId, staffId });
      await seedDemoFormDesigns(tx, { adminId });
      await seedDemoEam(tx, {
        hashes: eamHashes,
        staff: { id: staffId, username: SEED_STAFF.username, nickname: SEED_STAFF.nickname },
        deptId: deptIds.get('运维服务部') ?? null,
        stores: await tx
          .select({ id: store.id, address: store.address })
          .from(store)
          .orderBy(store.id),
      });
      await seedDemoDepartmentHeads(tx);
      await seedDemoAssets(tx, { adminId, count: config.demoAssets });
      // The expiry reminders the demo assets call for (notice 1), from the asset area's own
      // check, each claimed as the server's timer claims it: it finds them sent.
      await sendExpiryReminders(tx, createNoticeService({ db: tx, bus: quietBus }));
      // Bytes in DATA_DIR/files, as the server stores uploads (a failed seed leaves them unused).
      await seedDemoAssetPhotos(tx, {
        adminId,
        storage: createLocalFileStorage(localFilesRoot(config.dataDir)),
        maxMb: config.uploadMaxMb,
      });
      await seedDemoEquipment(tx, { adminId });
      await seedDemoAssetDocs(tx, {
        adminId,
        demoPassword: config.demoPassword,
        passwordKey: config.passwordKey,
        scryptN: config.scryptN,
        storage: createLocalFileStorage(localFilesRoot(config.dataDir)),
        uploadMaxMb: config.uploadMaxMb,
        lendingDueLeadDays: config.lendingDueLeadDays,
      });
      await seedDemoWareOrders(tx, {
        storage: createLocalFileStorage(localFilesRoot(config.dataDir)),
        uploadMaxMb: config.uploadMaxMb,
        notices: createNoticeService({ db: tx, bus: quietBus }),
        signature: (n) => signatureDataUrl(drawnSignature(n)),
      });
      // Its notices are claimed as the server claims them (a quiet bus: nobody is connected).
      await seedDemoWarehouses(tx, {
        adminId,
        keeper: { passwordHash: keeperHash!, deptId: deptIds.get('华东仓') ?? null },
        notices: createNoticeService({ db: tx, bus: quietBus }),
      });
      // An asset transfer into the east warehouse, approved by its keeper (issue #18).
      await seedDemoDocIntoWarehouse(tx, {
        notices: createNoticeService({ db: tx, bus: quietBus }),
      });
      await seedDemoStocktake(tx, { notices: createNoticeService({ db: tx, bus: quietBus }) });
      await seedDemoTransfers(tx, { notices: createNoticeService({ db: tx, bus: quietBus }) });
      await seedDemoPurchasing(tx, {
        adminId,
        files: createFileService({
          db: tx,
          storage: createLocalFileStorage(localFilesRoot(config.dataDir)),
          maxMb: config.uploadMaxMb,
        }),
        notices: createNoticeService({ db: tx, bus: quietBus }),
      });
      // Door password requests decided by the locks' keeper: notices 12 and 22.
      await seedDemoDoorLocks(tx, {
        doorLockKey: config.doorLockKey,
        notices: createNoticeService({ db: tx, bus: quietBus }),
      });
      // Projects in every state, their cost visas decided by the administrator: notices 36 and 37.
      await seedDemoProjects(tx, {
        files: createFileService({
          db: tx,
          storage: createLocalFileStorage(localFilesRoot(config.dataDir)),
          maxMb: config.uploadMaxMb,
        }),
        notices: createNoticeService({ db: tx, bus: quietBus }),
        signatures: {
          storage: createLocalFileStorage(localFilesRoot(config.dataDir)),
          uploadMaxMb: config.uploadMaxMb,
        },
        signature: (n) => signatureDataUrl(drawnSignature(n)),
      });
      // Their SKU orders (from stock, through purchasing, cancelled) and dispatches in each state.
      await seedDemoMaterials(tx, {
        files: createFileService({
          db: tx,
          storage: createLocalFileStorage(localFilesRoot(config.dataDir)),
          maxMb: config.uploadMaxMb,
        }),
        notices: createNoticeService({ db: tx, bus: quietBus }),
      });
    }
    return { seeded: true, generatedAdminPassword: generated };
  });
}

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: appUser.id }).from(appUser).limit(1);
  return rows.length > 0;
}

/** Inserts a department tree; returns the id of every department by name. */
async function insertDepartments(
  db: Db,
  enterpriseId: number,
  nodes: SeedDepartment[],
  parentId: number | null,
  ids = new Map<string, number>(),
): Promise<Map<string, number>> {
  for (const [sort, node] of nodes.entries()) {
    const [row] = await db
      .insert(department)
      .values({ enterpriseId, parentId, name: node.name, sort })
      .returning({ id: department.id });
    ids.set(node.name, row!.id);
    if (node.children) await insertDepartments(db, enterpriseId, node.children, row!.id, ids);
  }
  return ids;
}

import {
  ASSET_DOC_TYPES,
  DOC_TYPE_WORDS,
  PERMISSION_KEYS,
  PERMISSIONS,
  encryptPassword,
  type ApprovalStep,
  type AssetDocCreate,
  type AssetDocRecord,
  type AssetDocType,
} from '@depot/shared';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { scopeOf, signedIn } from '../core/demo-actor';
import type { AuthUser } from '../core/fastify-types';
import type { Db } from '../db/client';
import { asset, assetDoc, assetFile, menu, role, roleMenu, store } from '../db/schema';
import { demoStep, demoTemplate } from '../modules/approval/demo-template';
import { createApprovalEngine } from '../modules/approval/engine';
import { createCertificates } from '../modules/asset-doc/certificate';
import { assetDocHandlers } from '../modules/asset-doc/handlers';
import { sendDocReminders } from '../modules/asset-doc/reminders';
import { createAssetDocService } from '../modules/asset-doc/service';
import type { FileStorage } from '../modules/files/storage';
import { createNoticeService } from '../modules/notice/service';
import { createStoreAssignment } from '../modules/user/store-assignment';
import { drawnSignature, signatureDataUrl } from './demo-signature';
import { quietBus } from './quiet-bus';
import { usersNamed } from '../core/people';
import { storeDay } from '../core/time-zone';

/*
 * Demo lifecycle documents (issue #17): flow templates for the seven types, and documents of
 * every type in every state, made by the demo users through the documents' service and the
 * approval engine's actions, signed through pickup certificates with a signature drawn by code.
 * Their notices (approval, application, the reminders 2, 3, 23, 24, and 4 when a transfer gives
 * assets) come from the real producers, so each opens its record.
 */

const D = PERMISSIONS.assetDoc;
/** The store manager applies for most documents and hands assets over (certificates). */
const MANAGER_KEYS = [D.view, D.lending, D.pickup, D.return, D.transfer, D.damage, D.certificate];
/** The documents' page (drizzle/0018). */
const DOC_PAGE = 7040;
/** Idle assets the scenarios below need at the manager's store (demo-assets.ts keeps them). */
const NEEDED = 17;

const DAY = 86_400_000;

const WORDS: Record<AssetDocType, string> = DOC_TYPE_WORDS['zh-CN'];

/** Every type: the keeper of the store concerned, then the asset administrator. */
function twoSteps(adminId: number): ApprovalStep[] {
  return [
    demoStep('门店保管员审核', { kind: 'warehouseKeeper' }),
    demoStep('资产管理员审批', { kind: 'users', userIds: [adminId] }),
  ];
}

export interface DemoDocContext {
  adminId: number;
  /** The demo password (the receivers sign with it) and the sign-in's password key. */
  demoPassword: string;
  passwordKey: string;
  scryptN: number;
  storage: FileStorage;
  uploadMaxMb: number;
  lendingDueLeadDays: number;
  now?: Date;
}

/**
 * The documents' demo (call inside the seed transaction, after the assets and the repair-order
 * roles): the store manager's keys, the flow templates, then the documents. Without enough idle
 * assets at the manager's store (a very small DEPOT_DEMO_ASSETS) only the templates are made.
 */
export async function seedDemoAssetDocs(tx: Db, ctx: DemoDocContext): Promise<void> {
  const now = ctx.now ?? new Date();
  const [managerRow, staffRow, adminRow] = await usersNamed(tx, ['manager', 'staff', 'admin']);
  const [first, second] = await tx.select({ id: store.id }).from(store).orderBy(store.id).limit(2);
  if (!managerRow || !staffRow || !adminRow || !first || !second) return;

  // The store manager keeps their store: applies, and hands assets over with certificates.
  const [managerRole] = await tx
    .select({ id: role.id })
    .from(role)
    .where(eq(role.code, 'store_manager'));
  if (managerRole) {
    const buttons = await tx
      .select({ id: menu.id })
      .from(menu)
      .where(inArray(menu.permission, MANAGER_KEYS));
    await tx
      .insert(roleMenu)
      .values(
        [DOC_PAGE, ...buttons.map((b) => b.id)].map((menuId) => ({
          roleId: managerRole.id,
          menuId,
        })),
      )
      .onConflictDoNothing();
  }

  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const manager = signedIn(
    managerRow,
    MANAGER_KEYS,
    scopeOf(managerRow.id, { storeIds: [first.id] }),
  );
  const staff = signedIn(
    staffRow,
    [D.view, D.lending, D.pickup, D.return],
    scopeOf(staffRow.id, { self: true }),
  );

  // The staff works at the first store: they may ask to lend or pick up its idle assets
  // (docs/asset-documents.md, "Who may apply for what"). Nobody is signed in yet to forget.
  const userStores = createStoreAssignment(tx, { forgetUsers: () => {} });
  if (!(await userStores.stores(staffRow.id)).storeIds.length) {
    await userStores.setStores(admin, staffRow.id, [first.id]);
  }

  for (const docType of ASSET_DOC_TYPES) {
    await demoTemplate(tx, admin, docType, `${WORDS[docType]}审批`, twoSteps(adminRow.id));
  }

  const pool = await tx
    .select({ id: asset.id })
    .from(asset)
    .where(
      and(
        eq(asset.storeId, first.id),
        eq(asset.status, 'idle'),
        // The photographed assets stay as the asset pages' demo shows them.
        notExists(
          tx
            .select({ one: sql`1` })
            .from(assetFile)
            .where(eq(assetFile.assetId, asset.id)),
        ),
      ),
    )
    .orderBy(asc(asset.id))
    .limit(NEEDED);
  if (pool.length < NEEDED) return;
  const take = (n: number) => pool.splice(0, n).map((a) => a.id);

  const notices = createNoticeService({ db: tx, bus: quietBus });
  const engine = createApprovalEngine({ db: tx, notices });
  for (const handler of assetDocHandlers(notices)) engine.register(handler);
  const docs = createAssetDocService({ db: tx, engine });
  // The seed set the receivers' password: checking it again would only cost scrypt time.
  const certificates = createCertificates({
    db: tx,
    passwordKey: ctx.passwordKey,
    verifyPassword: async () => true,
    scryptN: ctx.scryptN,
    storage: ctx.storage,
    uploadMaxMb: ctx.uploadMaxMb,
    notices,
  });

  const apply = (by: AuthUser, body: AssetDocCreate) => docs.create(by, body);
  async function decide(
    doc: AssetDocRecord,
    by: AuthUser,
    action: 'approve' | 'reject' | 'sendBack' | 'withdraw',
    comment = '',
  ): Promise<void> {
    const request = await engine.requestOf(tx, doc.docType, doc.docId);
    const version = request!.version;
    if (action === 'sendBack') {
      await engine.act('sendBack', request!.requestId, by, { version, comment, toStep: null });
    } else {
      await engine.act(action, request!.requestId, by, { version, comment });
    }
  }
  let signatures = 0;
  async function sign(doc: AssetDocRecord): Promise<void> {
    const { token } = await certificates.issue(manager, doc.docId);
    await certificates.sign(token, {
      username: staffRow!.username,
      password: encryptPassword(ctx.demoPassword, ctx.passwordKey),
      signature: signatureDataUrl(drawnSignature(++signatures)),
    });
  }
  const due = (days: number) => storeDay(new Date(now.getTime() + days * DAY));
  const lend = (by: AuthUser, ids: number[], days: number, reason: string) =>
    apply(by, {
      docType: 'lending',
      assetIds: ids,
      reason,
      borrowerId: staffRow.id,
      dueDate: due(days),
    });
  const pickUp = (by: AuthUser, ids: number[], reason: string) =>
    apply(by, { docType: 'pickup', assetIds: ids, reason, receiverId: staffRow.id });
  const giveBack = (ids: number[], reason: string) =>
    apply(staff, { docType: 'return', assetIds: ids, reason, storeId: first.id });

  // Handed over and signed for: the staff holds them now.
  const desks = await pickUp(admin, take(2), '新员工入职，领用办公设备');
  await decide(desks, manager, 'approve');
  await sign(desks);
  const survey = await lend(admin, take(1), 20, '门店巡检外出使用');
  await decide(survey, manager, 'approve');
  await sign(survey);
  const dueSoon = await lend(admin, take(1), 2, '周末促销活动临时借用');
  await decide(dueSoon, manager, 'approve');
  await sign(dueSoon);
  const overdue = await lend(admin, take(1), 0, '展会借用');
  await decide(overdue, manager, 'approve');
  await sign(overdue);
  // Lent a while ago and not back: its due date passed five days ago (notices 23 and 24).
  await tx
    .update(assetDoc)
    .set({ dueDate: due(-5) })
    .where(eq(assetDoc.id, overdue.docId));

  // Approved, waiting for the receiver's signature (notice 2).
  const waitingLending = await lend(admin, take(1), 10, '培训课程借用投影设备');
  await decide(waitingLending, manager, 'approve');
  await certificates.issue(manager, waitingLending.docId);
  const waitingPickup = await pickUp(admin, take(1), '工位调整，领用显示器');
  await decide(waitingPickup, manager, 'approve');

  // Returns by the staff: at the keeper, at the administrator, and signed back.
  const [deskA, deskB] = desks.items.map((i) => i.assetId);
  await giveBack([deskA!], '岗位调动，归还设备');
  const surveyBack = await giveBack(
    survey.items.map((i) => i.assetId),
    '巡检结束归还',
  );
  await decide(surveyBack, manager, 'approve');
  const deskBack = await giveBack([deskB!], '设备闲置，归还门店');
  await decide(deskBack, manager, 'approve');
  await decide(deskBack, admin, 'approve');
  await sign(deskBack);

  // Transfers: done, and one the manager applied for, at the administrator.
  const moved = await apply(admin, {
    docType: 'transfer',
    assetIds: take(1),
    reason: '浦东店开业，调拨陈列设备',
    toStoreId: second.id,
    toCustodianId: null,
    toWarehouseId: null,
  });
  await decide(moved, manager, 'approve');
  // Handed to the staff: they hear it is theirs (notice 4, from the transfer's effect).
  const handedOver = await apply(admin, {
    docType: 'transfer',
    assetIds: take(1),
    reason: '门店交接，设备交由店员保管',
    toStoreId: null,
    toCustodianId: staffRow.id,
    toWarehouseId: null,
  });
  await decide(handedOver, manager, 'approve');
  await apply(manager, {
    docType: 'transfer',
    assetIds: take(1),
    reason: '交由店员保管',
    toStoreId: null,
    toCustodianId: staffRow.id,
    toWarehouseId: null,
  });

  // Damage: at the keeper, sent back, done (and its rollback at the keeper).
  await apply(admin, { docType: 'damage', assetIds: take(1), reason: '搬运时外壳破损' });
  const unclear = await apply(admin, {
    docType: 'damage',
    assetIds: take(1),
    reason: '屏幕有划痕',
  });
  await decide(unclear, manager, 'sendBack', '请补充损坏部位照片后重新提交');
  const broken = await apply(manager, {
    docType: 'damage',
    assetIds: take(1),
    reason: '进水无法开机',
  });
  await decide(broken, admin, 'approve');
  await apply(admin, {
    docType: 'rollback',
    reason: '经检修可正常使用，撤销报损',
    rollbackOfId: broken.docId,
  });

  // Write-offs of one asset: rejected, withdrawn, done and rolled back, then at the keeper.
  const [old] = take(1);
  const refused = await apply(admin, {
    docType: 'writeOff',
    assetIds: [old!],
    reason: '使用年限已满',
  });
  await decide(refused, manager, 'reject', '设备仍可维修，请先报修');
  const second1 = await apply(admin, {
    docType: 'writeOff',
    assetIds: [old!],
    reason: '维修成本过高',
  });
  await decide(second1, admin, 'withdraw');
  const written = await apply(admin, {
    docType: 'writeOff',
    assetIds: [old!],
    reason: '维修成本高于残值',
  });
  await decide(written, manager, 'approve');
  const undo = await apply(admin, {
    docType: 'rollback',
    reason: '误报废，予以冲销',
    rollbackOfId: written.docId,
  });
  await decide(undo, manager, 'approve');
  await apply(admin, { docType: 'writeOff', assetIds: [old!], reason: '再次评估后申请报废' });

  // One asset the manager asked to lend: rejected; then a pick-up withdrawn; then the staff's.
  const [camera] = take(1);
  const lendRefused = await lend(manager, [camera!], 7, '员工培训借用');
  await decide(lendRefused, admin, 'reject', '该资产本周需盘点，暂不外借');
  const pickWithdrawn = await pickUp(manager, [camera!], '门店收银台领用');
  await decide(pickWithdrawn, manager, 'withdraw');
  // The staff's own lending at the keeper (their "my requests" in the approval centre).
  await lend(staff, [camera!], 14, '外出拍摄活动');
  // A pick-up at the keeper, and one sent back to the administrator.
  await pickUp(admin, take(1), '新开收银台领用');
  const vague = await pickUp(admin, take(1), '领用');
  await decide(vague, manager, 'sendBack', '请写明领用用途');

  // The reminders the documents call for now: 2, 3, 23 and 24.
  await sendDocReminders(tx, notices, { leadDays: ctx.lendingDueLeadDays, now });
}

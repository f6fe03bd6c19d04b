import { PERMISSION_KEYS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { scopeOf, signedIn } from '../../core/demo-actor';
import type { Db } from '../../db/client';
import { demoStep, demoTemplate } from '../approval/demo-template';
import { createApprovalEngine } from '../approval/engine';
import type { FileService } from '../files/service';
import type { NoticeService } from '../notice/service';
import { materialDiscardHandler } from './material-discard-handler';
import { createMaterialDiscardWrites } from './material-discard-write';
import { readHoldings } from './material-holdings';
import { projectSkuOrder } from './tables';
import { usersNamed } from '../../core/people';

/**
 * Demo material discards (called by dispatch-demo.ts once its SKU order is issued), through the
 * area's own service and the real engine: the flow 物料报废审批 (the administrator decides); on
 * the issued order's project the staff discard one unit of its first line, approved by the
 * administrator (notices 51, 52), and ask for one unit of another line (or the same one when it
 * holds enough), left in approval (notice 51).
 */
export async function seedDemoMaterialDiscards(
  tx: Db,
  ctx: { files: Pick<FileService, 'readable'>; notices: Pick<NoticeService, 'notify'> },
  skuOrderId: number,
): Promise<void> {
  const [adminRow, staffRow] = await usersNamed(tx, ['admin', 'staff']);
  const [order] = await tx
    .select({ projectId: projectSkuOrder.projectId })
    .from(projectSkuOrder)
    .where(eq(projectSkuOrder.id, skuOrderId));
  if (!adminRow || !staffRow || !order) return;
  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  // The staff act as a signed-in site engineer would (every store here: demo data).
  const staff = signedIn(staffRow, PERMISSION_KEYS, scopeOf(staffRow.id, { all: true }));
  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  engine.register(materialDiscardHandler);
  await demoTemplate(tx, admin, 'materialDiscard', '物料报废审批', [
    demoStep('工程负责人审批', { kind: 'users', userIds: [adminRow.id] }),
  ]);
  const writes = createMaterialDiscardWrites({ db: tx, engine, files: ctx.files });
  const lines = (await readHoldings(tx, order.projectId)).filter(
    (h) => h.skuOrderId === skuOrderId,
  );
  const [first, second] = lines;
  if (!first) return;

  const damaged = await writes.add(staff, {
    projectId: order.projectId,
    reason: '搬运中包装破损受潮，无法使用',
    fileIds: [],
    lines: [{ skuOrderLineId: first.skuOrderLineId, quantity: 1 }],
  });
  const asked = await engine.requestOf(tx, 'materialDiscard', damaged.id);
  if (asked) {
    await engine.act('approve', asked.requestId, admin, {
      version: asked.version,
      comment: '同意报废，照片已核对',
    });
  }

  const next = second ?? (first.available > 1 ? first : undefined);
  if (!next) return;
  await writes.add(staff, {
    projectId: order.projectId,
    reason: '施工切割损耗，剩余边角料无法再用',
    fileIds: [],
    lines: [{ skuOrderLineId: next.skuOrderLineId, quantity: 1 }],
  });
}

import { daysBetween, ASSET_PERMISSIONS, NOTICE_TYPES } from '@depot/shared';
import { inEveryLanguage, type Localized } from '../../core/i18n';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { enabledUsers, holderIds, holdersAmong } from '../../core/people';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { asset, assetCategory, assetReminder, store, userStore } from '../../db/schema';
import type { NoticeService } from '../notice/service';

/** `link.area` of asset notices (types 1 and 4); `link.id` is the asset id. */
export const ASSET_NOTICE_LINK_AREA = 'asset';

/** Most expiry reminders sent in one round (the rest go in the next). */
const ROUND = 500;

type Notify = Pick<NoticeService, 'notify'>;

/**
 * Notice 1: assets expiring within their category's reminder lead (not written off or lost)
 * go to the asset admins (holders of as_asset_edit) and to their custodian when the custodian
 * may open the asset (holds as_asset_view): a holder without the register's key would get a
 * notice whose link opens nothing, and the admins act on the expiry. Each expiry date of
 * each asset is claimed once by an INSERT … ON CONFLICT DO NOTHING into asset_reminder in the
 * transaction that sends it: of several processes checking at once, exactly one sends it, and
 * a failed send gives the claim back. Answers the assets reminded.
 */
export async function sendExpiryReminders(db: Db, notices: Notify, now = new Date()) {
  return db.transaction(async (tx) => {
    const today = storeDay(now);
    const due = tx
      .select({
        assetId: asset.id,
        event: sql<string>`'expiry:' || ${asset.expiryDate}`.as('event'),
        sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
      })
      .from(asset)
      .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
      .where(
        and(
          isNotNull(assetCategory.expiryLeadDays),
          notInArray(asset.status, ['writtenOff', 'lost']),
          sql`${asset.expiryDate} >= ${today}::date`,
          sql`${asset.expiryDate} <= ${today}::date + ${assetCategory.expiryLeadDays}`,
          sql`not exists (select 1 from ${assetReminder} r where r.asset_id = ${asset.id}
                and r.event = 'expiry:' || ${asset.expiryDate})`,
        ),
      )
      .orderBy(asset.expiryDate, asset.id)
      .limit(ROUND);
    const claimed = await tx
      .insert(assetReminder)
      .select(due)
      .onConflictDoNothing()
      .returning({ assetId: assetReminder.assetId });
    if (!claimed.length) return [];
    const ids = claimed.map((c) => c.assetId);
    const rows = await tx
      .select({
        id: asset.id,
        code: asset.code,
        name: asset.name,
        expiryDate: asset.expiryDate,
        custodianId: asset.custodianId,
      })
      .from(asset)
      .where(inArray(asset.id, ids));
    const admins = await holderIds(tx, ASSET_PERMISSIONS.asset.edit);
    const held = [...new Set(rows.flatMap((r) => (r.custodianId ? [r.custodianId] : [])))];
    const custodians = await holdersAmong(tx, held, ASSET_PERMISSIONS.asset.view);
    for (const r of rows) {
      const left = daysBetween(today, r.expiryDate!);
      const recipients = [...admins];
      if (r.custodianId && custodians.includes(r.custodianId)) recipients.push(r.custodianId);
      await notices.notify(tx, {
        recipients,
        type: NOTICE_TYPES.assetExpiry,
        text: inEveryLanguage('asset.notice.expiring', {
          code: r.code,
          name: r.name,
          date: r.expiryDate ?? '',
          days: left,
        }),
        link: { area: ASSET_NOTICE_LINK_AREA, id: r.id },
      });
    }
    return ids;
  });
}

/**
 * Notice 4, in the transaction that registers the asset: to its custodian ("assigned to
 * you") and to the users who look after its store ("added to your store"), never to the one
 * who registered it.
 */
export async function sendAssetAdded(
  tx: Db,
  notices: Notify,
  added: {
    id: number;
    code: string;
    name: string;
    custodianId: number | null;
    storeId: number | null;
  },
  actorId: number,
): Promise<void> {
  const about = { code: added.code, name: added.name };
  // The notice opens the asset for those who may open it (the register's view key); the
  // others are told without a link that would only answer 403.
  const tell = async (recipients: number[], text: Localized) => {
    const opening = new Set(await holdersAmong(tx, recipients, ASSET_PERMISSIONS.asset.view));
    for (const linked of [true, false]) {
      const group = recipients.filter((id) => opening.has(id) === linked);
      if (!group.length) continue;
      await notices.notify(tx, {
        recipients: group,
        type: NOTICE_TYPES.assetAdded,
        text,
        link: linked ? { area: ASSET_NOTICE_LINK_AREA, id: added.id } : null,
        createdBy: actorId,
      });
    }
  };
  const custodian = added.custodianId
    ? (await enabledUsers(tx, [added.custodianId])).filter((id) => id !== actorId)
    : [];
  await tell(custodian, inEveryLanguage('asset.notice.inYourCare', about));
  if (added.storeId === null) return;
  const [place] = await tx
    .select({ name: store.name })
    .from(store)
    .where(eq(store.id, added.storeId));
  const keepers = await tx
    .select({ id: userStore.userId })
    .from(userStore)
    .where(eq(userStore.storeId, added.storeId));
  const recipients = (
    await enabledUsers(
      tx,
      keepers.map((k) => k.id),
    )
  ).filter((id) => id !== actorId && !custodian.includes(id));
  await tell(
    recipients,
    inEveryLanguage('asset.notice.addedToStore', { ...about, store: place?.name ?? '' }),
  );
}

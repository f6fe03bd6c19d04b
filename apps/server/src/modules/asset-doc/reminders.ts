import { daysBetween, NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { inEveryLanguage, listText, type RichMessageParams } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/catalogue';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { enabledUsers, holderIds } from '../../core/people';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { asset, assetDoc, assetDocItem, assetDocReminder } from '../../db/schema';
import type { NoticeService } from '../notice/service';
import { storeKeeperIds } from './keepers';

/** `link.area` of the documents' notices; `link.id` is the document's id. */
export const ASSET_DOC_LINK_AREA = 'assetDoc';

/** Most documents reminded of per kind in one round (the rest go in the next). */
const ROUND = 200;

type Notify = Pick<NoticeService, 'notify'>;

/**
 * A lending whose assets are still out: signed for (done), and one of its assets is still lent
 * to its borrower with no later document applied to it since.
 */
const stillOut = sql`exists (
  select 1 from ${assetDocItem} i join ${asset} a on a.id = i.asset_id
  where i.doc_id = ${assetDoc.id} and a.status = 'lent' and a.custodian_id = ${assetDoc.borrowerId}
    and not exists (
      select 1 from ${assetDocItem} later join ${assetDoc} d on d.id = later.doc_id
      where later.asset_id = i.asset_id and later.doc_id > i.doc_id
        and d.status in ('awaitingSignature', 'done')))`;

/**
 * Claims the documents `where` finds for `event` (one INSERT … ON CONFLICT DO NOTHING into
 * asset_doc_reminder, in the transaction that sends them: of several processes checking at
 * once, exactly one sends each) and answers them with what their notices say.
 */
async function claim(tx: Db, where: SQL, event: SQL, at: Date) {
  const due = tx
    .select({
      docId: assetDoc.id,
      event: sql<string>`${event}`.as('event'),
      sentAt: sql<Date>`${at.toISOString()}::timestamptz`.as('created_at'),
    })
    .from(assetDoc)
    .where(
      and(
        where,
        sql`not exists (select 1 from ${assetDocReminder} r where r.doc_id = ${assetDoc.id}
          and r.event = ${event})`,
      ),
    )
    .orderBy(assetDoc.id)
    .limit(ROUND);
  const claimed = await tx
    .insert(assetDocReminder)
    .select(due)
    .onConflictDoNothing()
    .returning({ docId: assetDocReminder.docId });
  if (!claimed.length) return [];
  return tx
    .select({
      id: assetDoc.id,
      code: assetDoc.code,
      docType: assetDoc.docType,
      dueDate: assetDoc.dueDate,
      borrowerId: assetDoc.borrowerId,
      receiverId: assetDoc.receiverId,
      assets: sql<string[]>`(select coalesce(array_agg(a.code || ' ' || a.name order by a.code),
          '{}') from ${assetDocItem} i join ${asset} a on a.id = i.asset_id
        where i.doc_id = ${assetDoc.id})`,
      storeIds: sql<number[]>`(select coalesce(array_agg(distinct a.store_id)
          filter (where a.store_id is not null), '{}')
        from ${assetDocItem} i join ${asset} a on a.id = i.asset_id where i.doc_id = ${assetDoc.id})`,
    })
    .from(assetDoc)
    .where(
      inArray(
        assetDoc.id,
        claimed.map((c) => c.docId),
      ),
    )
    .orderBy(assetDoc.id);
}

/**
 * A reminder's words about document `doc` in every language, its assets listed (shortened:
 * the drawer shows 24 characters, the text holds 500).
 */
const aboutDoc = (
  key: MessageKey,
  doc: { code: string; assets: string[] },
  params: RichMessageParams = {},
) =>
  inEveryLanguage(key, (language) => ({
    code: doc.code,
    assets: listText(language, doc.assets),
    ...params,
  }));

export interface DocReminderResult {
  /** 2: awaiting pick-up (per day). */
  pickup: number[];
  /** 3: lending due within the lead time. */
  dueSoon: number[];
  /** 23 (borrower) and 24 (keepers, asset admins): lending past due. */
  overdue: number[];
}

/**
 * The documents' reminders (AREAS.md §2), each event sent once: 2 to the receiver of an
 * approved pick-up or lending not yet signed for, once a day until they sign; 3 to the borrower
 * of a lending still out whose due date is within `leadDays`; 23 to that borrower once the due
 * date has passed, and 24 at the same time to the keepers of the assets' stores and the asset
 * admins (holders of as_asset_edit). Each opens the document.
 */
export async function sendDocReminders(
  db: Db,
  notices: Notify,
  options: { leadDays: number; now?: Date },
): Promise<DocReminderResult> {
  const now = options.now ?? new Date();
  const today = storeDay(now);
  return db.transaction(async (tx) => {
    const link = (id: number) => ({ area: ASSET_DOC_LINK_AREA, id });

    const waiting = await claim(
      tx,
      and(
        inArray(assetDoc.docType, ['lending', 'pickup']),
        eq(assetDoc.status, 'awaitingSignature'),
      )!,
      sql`'pickup:' || ${today}::text`,
      now,
    );
    for (const doc of waiting) {
      const receiver = doc.docType === 'lending' ? doc.borrowerId : doc.receiverId;
      await notices.notify(tx, {
        recipients: await enabledUsers(tx, receiver === null ? [] : [receiver]),
        type: NOTICE_TYPES.assetPickUp,
        text: aboutDoc('assetDoc.notice.pickUp', doc),
        link: link(doc.id),
      });
    }

    const lending = and(eq(assetDoc.docType, 'lending'), eq(assetDoc.status, 'done'), stillOut);
    const soon = await claim(
      tx,
      and(
        lending,
        sql`${assetDoc.dueDate} >= ${today}::date`,
        sql`${assetDoc.dueDate} <= ${today}::date + ${options.leadDays}::int`,
      )!,
      sql`'dueSoon:' || ${assetDoc.dueDate}::text`,
      now,
    );
    for (const doc of soon) {
      const left = daysBetween(today, doc.dueDate!);
      await notices.notify(tx, {
        recipients: await enabledUsers(tx, [doc.borrowerId!]),
        type: NOTICE_TYPES.assetReturn,
        text:
          left === 0
            ? aboutDoc('assetDoc.notice.dueToday', doc)
            : aboutDoc('assetDoc.notice.dueSoon', doc, { date: doc.dueDate!, days: left }),
        link: link(doc.id),
      });
    }

    const late = await claim(
      tx,
      and(lending, sql`${assetDoc.dueDate} < ${today}::date`)!,
      sql`'overdue:' || ${assetDoc.dueDate}::text`,
      now,
    );
    const admins = late.length ? await holderIds(tx, PERMISSIONS.asset.asset.edit) : [];
    for (const doc of late) {
      const over = daysBetween(doc.dueDate!, today);
      await notices.notify(tx, {
        recipients: await enabledUsers(tx, [doc.borrowerId!]),
        type: NOTICE_TYPES.assetBorrowOvertake,
        text: aboutDoc('assetDoc.notice.overdue', doc, { days: over }),
        link: link(doc.id),
      });
      const keepers = await storeKeeperIds(tx, doc.storeIds);
      await notices.notify(tx, {
        recipients: [...new Set([...keepers, ...admins])].filter((id) => id !== doc.borrowerId),
        type: NOTICE_TYPES.assetReturnOvertake,
        text: aboutDoc('assetDoc.notice.overdueToKeepers', doc, {
          date: doc.dueDate!,
          days: over,
        }),
        link: link(doc.id),
      });
    }
    return {
      pickup: waiting.map((d) => d.id),
      dueSoon: soon.map((d) => d.id),
      overdue: late.map((d) => d.id),
    };
  });
}

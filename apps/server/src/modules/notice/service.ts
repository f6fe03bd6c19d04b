import type { Notice, NoticeConfig, NoticeType } from '@depot/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BUS_PAYLOAD_MAX_BYTES, type Bus, type SharedNotice } from '../../core/bus';
import { BadRequest, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { LANGUAGES, type Language, type Localized } from '../../core/i18n';
import type { Db } from '../../db/client';
import { inIntArray, intArray } from '../../db/int-array';
import { appUser, department, notice, noticeConfig, role, userRole } from '../../db/schema';
import type { NoticeTranslations } from '../../db/schema/notice';
import { createDrawerReads } from './drawer-reads';
import {
  deleteGroups,
  insertGroup,
  loadGroups,
  markGroups,
  NOTICE_GROUP_FROM,
  type NoticeFields,
} from './groups';
import { ANNOUNCEMENT_TYPE, notifyInput, type AnnounceInput, type NotifyInput } from './schema';

type NoticeRow = typeof notice.$inferSelect;
type ReadStatus = 1 | 2;
type Actor = Pick<AuthUser, 'userId' | 'username'>;

/** [id, recipient] pairs per bus message: each pair is at most ~25 bytes of JSON. */
const PUSH_CHUNK = 250;
const PAIR_BYTES = 25;

/** A notice as the drawer and the websocket show it (SPEC §3), in the reader's language. */
export function toNotice(row: NoticeRow, language: Language = 'zh-CN'): Notice {
  const linkId = row.linkId;
  const words = (language === 'zh-CN' ? undefined : row.translations?.[language]) ?? row;
  return {
    id: row.id,
    noticeInfoStr: words.text,
    noticeTime: row.noticeTime.toISOString(),
    readStatus: row.readStatus === 2 ? 2 : 1,
    // 25 (announcement) is not in the shared list yet; see ANNOUNCEMENT_TYPE.
    noticeInfoType: row.type as NoticeType,
    content: words.content,
    approveUserId: row.approveUserId,
    link:
      row.linkArea && linkId !== null
        ? { area: row.linkArea, id: /^[1-9]\d{0,14}$/.test(linkId) ? Number(linkId) : linkId }
        : null,
  };
}

/**
 * Words as stored: the default language's text and content, and the others' where given in
 * every language (one string is the same for everyone: no translations).
 */
function storedWords(
  text: string | Localized,
  content: string | Localized | null,
): [string, string | null, NoticeTranslations | null] {
  // One string for each is the same words for everyone: nothing to translate.
  if (typeof text === 'string' && (content === null || typeof content === 'string')) {
    return [text, content, null];
  }
  const inLanguage = (words: string | Localized, language: Language) =>
    typeof words === 'string' ? words : words[language];
  const translations: NoticeTranslations = {};
  for (const language of LANGUAGES) {
    if (language === 'zh-CN') continue;
    translations[language] = {
      text: inLanguage(text, language),
      content: content === null ? null : inLanguage(content, language),
    };
  }
  return [
    inLanguage(text, 'zh-CN'),
    content === null ? null : inLanguage(content, 'zh-CN'),
    translations,
  ];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

export interface NoticeDeps {
  db: Db;
  bus: Bus;
}

/**
 * The message centre (SPEC §2–§4, DESIGN §7): every read and change is scoped to the calling
 * user's own notices; `notify` is how other areas send notices, inside their transaction.
 */
export function createNoticeService({ db, bus }: NoticeDeps) {
  /**
   * Throws when `found` (the rows the statement touched) misses any of `ids`; the caller's
   * transaction then rolls back, so nothing changes.
   */
  function refuseForeign(ids: readonly number[], found: number[]): void {
    if (found.length === ids.length) return;
    const mine = new Set(found);
    const missing = ids.filter((id) => !mine.has(id));
    // Someone else's notice is reported exactly like a missing one: it tells nothing.
    throw new NotFound('notice.notFound', { ids: missing.slice(0, 10).join(', ') });
  }

  /**
   * Sends a notice to each recipient. Call it with the transaction of the change the notice
   * is about: the rows commit or roll back with it, and the websocket push goes out only
   * after the commit (the bus message is a NOTIFY in the same transaction), never after a
   * rollback. Returns the new notice ids: one for all the recipients when `grouped` and they
   * are NOTICE_GROUP_FROM or more (a group notice, groups.ts), else one each.
   */
  async function notify(tx: Db, input: NotifyInput): Promise<number[]> {
    const n = notifyInput.parse(input);
    // In id order: the tally rows the insert trigger locks are then always taken in one order.
    const recipients = unique(n.recipients).sort((a, b) => a - b);
    if (!recipients.length) return [];
    const [text, content, translations] = storedWords(n.text, n.content ?? null);
    const fields: NoticeFields = {
      type: n.type,
      text,
      content,
      translations,
      approveUserId: n.approveUserId ?? null,
      linkArea: n.link?.area ?? null,
      linkId: n.link ? String(n.link.id) : null,
      createdBy: n.createdBy ?? null,
    };
    const { created, noticeTime } =
      n.grouped && recipients.length >= NOTICE_GROUP_FROM
        ? await notifyGroup(tx, recipients, fields)
        : await notifyEach(tx, recipients, fields, translations);
    // All but the id is the same for every recipient of a language (now() is the
    // transaction's time): sent along when it leaves room for enough ids, so no process has to
    // read the notices back.
    const row: NoticeRow = { ...fields, id: 0, recipientId: 0, readStatus: 1, noticeTime };
    const shared = Object.fromEntries(
      LANGUAGES.map((language) => {
        const { id: _, ...rest } = toNotice(row, language);
        return [language, rest];
      }),
    ) as SharedNotice;
    const room = BUS_PAYLOAD_MAX_BYTES - 100 - Buffer.byteLength(JSON.stringify(shared), 'utf8');
    const perMessage = Math.min(PUSH_CHUNK, Math.floor(room / PAIR_BYTES));
    for (const part of chunks(created, perMessage >= 50 ? perMessage : PUSH_CHUNK)) {
      await bus.publish('notice', perMessage >= 50 ? { n: part, t: shared } : { n: part }, tx);
    }
    return [...new Set(created.map(([id]) => id))];
  }

  /** A group notice for many recipients (groups.ts): one row, each recipient paired with its id. */
  async function notifyGroup(tx: Db, recipients: number[], fields: NoticeFields) {
    const { id, noticeTime } = await insertGroup(tx, recipients, fields);
    return { created: recipients.map((r): [number, number] => [id, r]), noticeTime };
  }

  /** A notice row per recipient. */
  async function notifyEach(
    tx: Db,
    recipients: number[],
    fields: NoticeFields,
    translations: NoticeTranslations | null,
  ) {
    // One statement whatever the number of recipients: the ids travel as one array parameter
    // (1,000 recipients as rows of parameters took PostgreSQL longer to parse than to insert).
    const inserted = (await tx.execute(sql`
      insert into ${notice} (recipient_id, type, text, content, translations, approve_user_id,
                             link_area, link_id, created_by)
      select r.id, ${fields.type}::smallint, ${fields.text}::varchar, ${fields.content}::text,
             ${translations ? JSON.stringify(translations) : null}::jsonb, ${fields.approveUserId}::int, ${fields.linkArea}::varchar, ${fields.linkId}::varchar,
             ${fields.createdBy}::int
      from unnest(${intArray(recipients)}::int[]) with ordinality as r(id, i)
      order by r.i
      returning id, recipient_id, notice_time`)) as unknown as {
      rows: Array<{ id: unknown; recipient_id: unknown; notice_time: string | Date }>;
    };
    return {
      created: inserted.rows.map((row): [number, number] => [
        Number(row.id),
        Number(row.recipient_id),
      ]),
      noticeTime: new Date(inserted.rows[0]!.notice_time),
    };
  }

  return {
    notify,

    /** The drawer's list and counts, as JSON text built by the database (drawer-reads.ts). */
    ...createDrawerReads(db),

    /** The per-row toggle: unread ↔ read. */
    async setReadStatus(userId: number, id: number, readStatus: ReadStatus): Promise<void> {
      const rows = await db
        .update(notice)
        .set({ readStatus })
        .where(and(eq(notice.id, id), eq(notice.recipientId, userId)))
        .returning({ id: notice.id });
      if (rows.length) return;
      const marked = await markGroups(db, userId, { ids: [id] }, readStatus);
      if (!marked.length) throw new NotFound('notice.notFound', { ids: String(id) });
    },

    /** Marks the given notices; refuses the whole call if any id is not the user's. */
    async setReadStatusOf(userId: number, ids: readonly number[], readStatus: ReadStatus) {
      const wanted = unique(ids);
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(notice)
          .set({ readStatus })
          .where(and(inArray(notice.id, wanted), eq(notice.recipientId, userId)))
          .returning({ id: notice.id });
        const own = new Set(rows.map((r) => r.id));
        const rest = wanted.filter((id) => !own.has(id));
        const marked = rest.length ? await markGroups(tx, userId, { ids: rest }, readStatus) : [];
        refuseForeign(wanted, [...own, ...marked]);
        return { updated: own.size + marked.length };
      });
    },

    /** "Mark all as read": every unread notice of the user, or of one type. */
    async markAllRead(userId: number, scope: { type?: number; readStatus?: ReadStatus }) {
      // Read notices stay read; a view of read ones has nothing to mark.
      if (scope.readStatus === 2) return { updated: 0 };
      const rows = await db
        .update(notice)
        .set({ readStatus: 2 })
        .where(
          and(
            eq(notice.recipientId, userId),
            eq(notice.readStatus, 1),
            scope.type === undefined ? undefined : eq(notice.type, scope.type),
          ),
        )
        .returning({ id: notice.id });
      const marked = await markGroups(
        db,
        userId,
        { ids: null, type: scope.type, onlyUnread: true },
        2,
      );
      return { updated: rows.length + marked.length };
    },

    /** Deletes for good; refuses the whole call if any id is not the user's. */
    async remove(actor: Actor, ids: readonly number[]) {
      const wanted = unique(ids);
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(notice)
          .where(and(inArray(notice.id, wanted), eq(notice.recipientId, actor.userId)))
          .returning({ id: notice.id, type: notice.type, text: notice.text });
        const own = new Set(rows.map((r) => r.id));
        rows.push(
          ...(await deleteGroups(
            tx,
            actor.userId,
            wanted.filter((id) => !own.has(id)),
          )),
        );
        refuseForeign(
          wanted,
          rows.map((r) => r.id),
        );
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entity: 'notice',
          entityId: wanted.length === 1 ? wanted[0]! : `${wanted.length} notices`,
          before: rows,
        });
        return { removed: rows.length };
      });
    },

    async getConfig(userId: number): Promise<NoticeConfig> {
      const [row] = await db
        .select()
        .from(noticeConfig)
        .where(eq(noticeConfig.userId, userId))
        .limit(1);
      return {
        messageNotifiStatus: row?.messageNotifiStatus === 0 ? 0 : 1,
        voiceNotifiStatus: row?.voiceNotifiStatus === 0 ? 0 : 1,
      };
    },

    async setConfig(actor: Actor, next: NoticeConfig): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(noticeConfig)
          .where(eq(noticeConfig.userId, actor.userId))
          .limit(1);
        await tx
          .insert(noticeConfig)
          .values({ userId: actor.userId, ...next })
          .onConflictDoUpdate({
            target: noticeConfig.userId,
            set: { ...next, updatedAt: sql`now()` },
          });
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'notice_config',
          entityId: actor.userId,
          before: before
            ? {
                messageNotifiStatus: before.messageNotifiStatus,
                voiceNotifiStatus: before.voiceNotifiStatus,
              }
            : null,
          after: next,
        });
      });
    },

    /**
     * An announcement from an administrator: one notice (type 25) to every enabled user
     * among the targets; departments include their sub-departments. To many it is one group
     * notice (groups.ts): a row per recipient kept a thousand readers' announcement waiting on
     * its insert (docs/performance.md, the websocket section).
     */
    async announce(actor: Actor, input: AnnounceInput): Promise<{ recipients: number }> {
      return db.transaction(async (tx) => {
        const recipients = await announcementRecipients(tx, input);
        const ids = await notify(tx, {
          recipients,
          type: ANNOUNCEMENT_TYPE,
          text: input.title || input.content.slice(0, 500),
          content: input.content,
          createdBy: actor.userId,
          grouped: true,
        });
        await recordAudit(tx, {
          actor,
          action: 'announce',
          entity: 'notice',
          entityId: ids[0] ?? 0,
          after: { ...input, recipients: recipients.length, firstId: ids[0], lastId: ids.at(-1) },
        });
        return { recipients: recipients.length };
      });
    },

    /** Notices by id, for the websocket push (which words them in each reader's language). */
    async load(ids: readonly number[]): Promise<NoticeRow[]> {
      if (!ids.length) return [];
      const own = await db
        .select()
        .from(notice)
        .where(inArray(notice.id, [...ids]));
      const found = new Set(own.map((r) => r.id));
      return [
        ...own,
        ...(await loadGroups(
          db,
          ids.filter((id) => !found.has(id)),
        )),
      ];
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;

/** Enabled users among the announcement's targets; unknown target ids are a 400. */
async function announcementRecipients(tx: Db, input: AnnounceInput): Promise<number[]> {
  const enabled = eq(appUser.enabled, true);
  const targets = unique(input.targetIds);
  const ids = async (where: SQL | undefined) =>
    (await tx.select({ id: appUser.id }).from(appUser).where(and(enabled, where))).map((r) => r.id);
  const checkKnown = (found: number[]) => {
    const known = new Set(found);
    const unknown = targets.filter((id) => !known.has(id));
    if (unknown.length) {
      throw new BadRequest('notice.unknownTargets', { ids: unknown.slice(0, 10).join(', ') });
    }
  };

  switch (input.sendType) {
    case 'all':
      return ids(undefined);
    case 'users': {
      // One query for both: which targets exist, and which of them are enabled.
      const rows = await tx
        .select({ id: appUser.id, enabled: appUser.enabled })
        .from(appUser)
        .where(inIntArray(appUser.id, targets));
      checkKnown(rows.map((r) => r.id));
      return rows.filter((r) => r.enabled).map((r) => r.id);
    }
    case 'roles': {
      const rows = await tx.select({ id: role.id }).from(role).where(inArray(role.id, targets));
      checkKnown(rows.map((r) => r.id));
      const members = tx
        .select({ id: userRole.userId })
        .from(userRole)
        .where(inArray(userRole.roleId, targets));
      return ids(inArray(appUser.id, members));
    }
    case 'depts': {
      const rows = await tx
        .select({ id: department.id })
        .from(department)
        .where(inArray(department.id, targets));
      checkKnown(rows.map((r) => r.id));
      // Department trees are small: walk them here rather than in SQL.
      const all = await tx
        .select({ id: department.id, parentId: department.parentId })
        .from(department);
      const deptIds = subtreeIds(all, targets);
      return ids(inArray(appUser.deptId, deptIds));
    }
  }
}

/** The given departments and all departments below them. */
function subtreeIds(
  all: ReadonlyArray<{ id: number; parentId: number | null }>,
  roots: readonly number[],
): number[] {
  const children = new Map<number, number[]>();
  for (const d of all) {
    if (d.parentId === null) continue;
    const list = children.get(d.parentId) ?? [];
    list.push(d.id);
    children.set(d.parentId, list);
  }
  const found = new Set<number>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...found];
}

import { NOTICE_TYPES, SKU_ORDER_LINK_AREA, type NoticeType } from '@depot/shared';
import { sql, type SQL } from 'drizzle-orm';
import { inEveryLanguage } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/catalogue';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { appUser } from '../../db/schema/users';
import { REMINDER_ROUND, sendReminderRound } from '../notice/reminder-round';
import type { NoticeService } from '../notice/service';
import { lockStockRows, lowerReserved } from './reservations';
import { stockReservation, warehouse } from './tables';

/*
 * Holds lapse (docs/warehouses.md "Reservations", "Terms"): each open hold has `expires_at`.
 * Within the lead time before it, who reserved it hears once (notice 53, `warned_at` claims it);
 * at it, the hold is let go (`released`, reason `expired`, closed by no one) and they hear that
 * (54). Both are claimed reminders (notice/reminder-round.ts): one UPDATE claims the rows,
 * skipping those another round has locked, in the transaction that settles and sends them, so
 * of several processes checking at once exactly one acts on each hold, and a failure gives the
 * claim back. The row is kept, closed, as any other ended hold.
 */

/** A claimed hold, as the UPDATE returns it. */
interface ClaimedHold {
  id: number;
  warehouse_id: number;
  category_id: number;
  quantity: number;
  source_id: number;
  source_code: string;
  reserved_by: number | null;
  /** Whether who reserved it can still sign in (null: nobody named). */
  reserver_enabled: boolean | null;
  expires_at: string;
  warehouse: string;
  category: string;
}

/** A condition on the holds of alias `t`. */
type Due = (t: SQL) => SQL;

/**
 * The claim: `set` on up to a round of open holds `due` picks (soonest term first, rows another
 * round locked skipped), answered with their warehouse and category names.
 */
const claimOf = (set: SQL, due: Due) => sql`
  update ${stockReservation} r set ${set}
  from ${warehouse} w, ${assetCategory} c
  where w.id = r.warehouse_id and c.id = r.category_id and r.outcome is null and ${due(sql.raw('r'))}
    and r.id in (
      select x.id from ${stockReservation} x
      where x.outcome is null and ${due(sql.raw('x'))}
      order by x.expires_at, x.id
      limit ${REMINDER_ROUND}
      for update of x skip locked)
  returning r.id, r.warehouse_id, r.category_id, r.quantity, r.source_id, r.source_code,
    r.reserved_by, (select u.enabled from ${appUser} u where u.id = r.reserved_by) as reserver_enabled,
    to_char(r.expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as expires_at,
    w.name as warehouse, c.name as category`;

/** The notice to who reserved hold `r`, opening its SKU order (none once they are disabled). */
const noticeOf = (type: NoticeType, key: MessageKey) => (r: ClaimedHold) => ({
  recipients: r.reserver_enabled ? [Number(r.reserved_by)] : [],
  type,
  text: inEveryLanguage(key, {
    code: r.source_code,
    quantity: Number(r.quantity),
    category: r.category,
    warehouse: r.warehouse,
    at: `${r.expires_at} UTC`,
  }),
  link: { area: SKU_ORDER_LINK_AREA, id: Number(r.source_id) },
});

export interface ExpiryRound {
  /** Holds whose reserver was told they are about to lapse (53). */
  warned: number[];
  /** Holds let go as lapsed (54). */
  expired: number[];
}

/**
 * One check: notice 53 for the open holds lapsing within `leadDays` not yet warned, then the
 * holds whose term has run out let go (their stock rows locked in warehouse, category order and
 * their reserved part lowered, before the notices 54). Safe with several processes at once.
 */
export async function expireReservations(
  db: Db,
  notices: Pick<NoticeService, 'notify'>,
  leadDays: number,
  now = new Date(),
): Promise<ExpiryRound> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const warned = await sendReminderRound<ClaimedHold>(
    db,
    notices,
    claimOf(
      sql`warned_at = ${at}`,
      (t) =>
        sql`${t}.warned_at is null and ${t}.expires_at > ${at}
          and ${t}.expires_at <= ${at} + make_interval(days => ${leadDays}::int)`,
    ),
    noticeOf(NOTICE_TYPES.reservationExpiring, 'warehouse.notice.reservationExpiring'),
  );
  const expired = await sendReminderRound<ClaimedHold>(
    db,
    notices,
    claimOf(
      sql`outcome = 'released', close_reason = 'expired', closed_at = ${at}, closed_by = null`,
      (t) => sql`${t}.expires_at <= ${at}`,
    ),
    noticeOf(NOTICE_TYPES.reservationExpired, 'warehouse.notice.reservationExpired'),
    async (rows, tx) => {
      const parts = rows.map((r) => ({
        warehouseId: Number(r.warehouse_id),
        categoryId: Number(r.category_id),
        quantity: Number(r.quantity),
      }));
      await lockStockRows(tx, parts);
      await lowerReserved(tx, parts, now);
    },
  );
  return { warned, expired };
}

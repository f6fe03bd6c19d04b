import { daysBetween, NOTICE_TYPES, PERMISSIONS, SUPPLIER_NOTICE_LINK_AREA } from '@depot/shared';
import { sql } from 'drizzle-orm';
import { inEveryLanguage } from '../../core/i18n';
import { holderIds } from '../../core/people';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { REMINDER_ROUND, sendReminderRound } from '../notice/reminder-round';
import type { NoticeService } from '../notice/service';
import { supplier, supplierQualification } from './tables';

/** A claimed file, as the UPDATE returns it. */
interface Claimed {
  id: number;
  supplier_id: number;
  number: string;
  valid_until: string;
  name: string;
}

/**
 * Notice 35: a qualification file of an enabled supplier whose valid-until is within its
 * `remind_days` goes to the holders of purchase_supplier_edit, once per file and valid-until.
 * The claim is one UPDATE setting `reminded_for` to the valid-until (rows locked by another
 * round are skipped), in the transaction that sends the notices: of several processes checking
 * at once exactly one sends each, a failed send gives the claim back, and a renewed
 * valid-until is reminded again. Answers the files reminded.
 */
export async function sendQualificationReminders(
  db: Db,
  notices: Pick<NoticeService, 'notify'>,
  now = new Date(),
): Promise<number[]> {
  const today = storeDay(now);
  // The editors are looked up once a round, and only when it claims something.
  let editors: number[] | undefined;
  return sendReminderRound<Claimed>(
    db,
    notices,
    sql`
      update ${supplierQualification} q set reminded_for = q.valid_until
      from ${supplier} s
      where s.id = q.supplier_id and q.id in (
        select d.id from ${supplierQualification} d
        join ${supplier} ds on ds.id = d.supplier_id and ds.enabled
        where d.valid_until >= ${today}::date
          and d.valid_until <= ${today}::date + d.remind_days
          and d.reminded_for is distinct from d.valid_until
        order by d.valid_until, d.id
        limit ${REMINDER_ROUND}
        for update of d skip locked)
        and q.reminded_for is distinct from q.valid_until
      returning q.id, q.supplier_id, q.number, to_char(q.valid_until, 'YYYY-MM-DD') as valid_until,
        s.name`,
    async (r, tx) => {
      editors ??= await holderIds(tx, PERMISSIONS.purchase.supplier.edit);
      const left = daysBetween(today, r.valid_until);
      return {
        recipients: editors,
        type: NOTICE_TYPES.supplierQualificationExpiring,
        text: inEveryLanguage('purchase.notice.qualificationExpiring', {
          supplier: r.name,
          number: r.number,
          date: r.valid_until,
          days: left,
        }),
        link: { area: SUPPLIER_NOTICE_LINK_AREA, id: Number(r.supplier_id) },
      };
    },
  );
}

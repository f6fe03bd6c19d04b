import { NOTICE_TYPES, PROJECT_CONTRACTOR_LINK_AREA, daysBetween } from '@depot/shared';
import { sql } from 'drizzle-orm';
import { inEveryLanguage } from '../../core/i18n';
import { enterprise } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { REMINDER_ROUND } from '../notice/reminder-round';
import { type ManagerClaim, managerReminder } from './reminders';
import { project, projectContractor, projectContractorDoc } from './tables';

/** A claimed document. */
interface Claimed extends ManagerClaim {
  number: string;
  valid_until: string;
  enterprise: string;
}

/**
 * Notice 50: a current document (not replaced) of a current contractor of an open project with
 * an enabled manager, whose valid-until is within its `remind_days` (in the stores' days), goes
 * to that manager once per document and valid-until. The claim is notice 35's: one UPDATE
 * setting `reminded_for` to the valid-until (rows locked by another round skipped), in the
 * transaction that sends the notices, so of several processes exactly one sends each and a
 * failed send gives the claim back. Answers the documents reminded.
 */
export const sendContractorDocReminders = managerReminder<Claimed>({
  claim: (today) =>
    sql`
      update ${projectContractorDoc} d set reminded_for = d.valid_until
      from ${projectContractor} c, ${project} p, ${enterprise} e
      where c.id = d.contractor_id and p.id = c.project_id and e.id = c.enterprise_id
        and d.id in (
          select x.id from ${projectContractorDoc} x
          join ${projectContractor} xc on xc.id = x.contractor_id and xc.removed_at is null
          join ${project} xp on xp.id = xc.project_id and xp.status in ('planning', 'active')
          join ${appUser} m on m.id = xp.manager_id and m.enabled
          where x.replaced_by is null
            and x.valid_until >= ${today}::date
            and x.valid_until <= ${today}::date + x.remind_days
            and x.reminded_for is distinct from x.valid_until
          order by x.valid_until, x.id
          limit ${REMINDER_ROUND}
          for update of x skip locked)
        and d.reminded_for is distinct from d.valid_until
      returning d.id, d.number, to_char(d.valid_until, 'YYYY-MM-DD') as valid_until,
        p.id as project_id, p.code, p.name, p.manager_id, e.name as enterprise`,
  type: NOTICE_TYPES.contractorDocExpiring,
  area: PROJECT_CONTRACTOR_LINK_AREA,
  text: (r, today) =>
    inEveryLanguage('project.notice.contractorDocExpiring', {
      enterprise: r.enterprise,
      number: r.number,
      code: r.code,
      name: r.name,
      date: r.valid_until,
      days: daysBetween(today, r.valid_until),
    }),
});

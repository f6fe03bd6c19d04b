import { NOTICE_TYPES, PROJECT_LINK_AREA } from '@depot/shared';
import { type SQL, sql } from 'drizzle-orm';
import { inEveryLanguage } from '../../core/i18n';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { REMINDER_ROUND, sendReminderRound } from '../notice/reminder-round';
import type { NotifyInput } from '../notice/schema';
import type { NoticeService } from '../notice/service';
import { project, projectInspection, projectInspectionIssue } from './tables';

/** A row a project reminder claims, as its UPDATE returns it: the project and its manager. */
export interface ManagerClaim {
  id: number;
  project_id: number;
  code: string;
  name: string;
  manager_id: number;
}

/**
 * A project reminder (notices 41, 50): each round, the rows `claim` takes on the stores' day
 * (sendReminderRound) go to their project's manager as notice `type`, in the words `text` makes
 * of the row, linked to the project under `area`. Answers the round: (db, notices, now) → the
 * ids of the rows reminded.
 */
export function managerReminder<R extends ManagerClaim>(reminder: {
  claim: (today: string) => SQL;
  type: number;
  area: string;
  text: (row: R, today: string) => NotifyInput['text'];
}) {
  return (db: Db, notices: Pick<NoticeService, 'notify'>, now = new Date()): Promise<number[]> => {
    const today = storeDay(now);
    return sendReminderRound<R>(db, notices, reminder.claim(today), (r) => ({
      recipients: [Number(r.manager_id)],
      type: reminder.type,
      text: reminder.text(r, today),
      link: { area: reminder.area, id: Number(r.project_id) },
    }));
  };
}

/** A claimed issue. */
interface Claimed extends ManagerClaim {
  seq: number;
  description: string;
  deadline: string;
}

/**
 * Notice 41: an issue of a valid inspection record, still open after its deadline (in the
 * stores' days), on an open project with an enabled manager, goes to that manager once per
 * issue and deadline. The claim is one UPDATE setting `reminded_for` to the deadline (rows
 * locked by another round are skipped), in the transaction that sends the notices: of several
 * processes checking at once exactly one sends each, a failed send gives the claim back, and an
 * issue reopened with a new deadline is reminded again when that one passes. Answers the
 * issues reminded.
 */
export const sendIssueOverdueNotices = managerReminder<Claimed>({
  claim: (today) =>
    sql`
      update ${projectInspectionIssue} i set reminded_for = i.deadline
      from ${project} p
      where p.id = i.project_id and i.id in (
        select d.id from ${projectInspectionIssue} d
        join ${projectInspection} r on r.id = d.inspection_id and r.status = 'valid'
        join ${project} dp on dp.id = d.project_id and dp.status in ('planning', 'active')
        join ${appUser} m on m.id = dp.manager_id and m.enabled
        where d.status = 'open'
          and d.deadline < ${today}::date
          and d.reminded_for is distinct from d.deadline
        order by d.deadline, d.id
        limit ${REMINDER_ROUND}
        for update of d skip locked)
        and i.status = 'open'
        and i.reminded_for is distinct from i.deadline
      returning i.id, i.seq, i.description, to_char(i.deadline, 'YYYY-MM-DD') as deadline,
        i.project_id, p.code, p.name, p.manager_id`,
  type: NOTICE_TYPES.inspectionIssueOverdue,
  area: PROJECT_LINK_AREA,
  text: (r) =>
    inEveryLanguage('project.notice.issueOverdue', {
      code: r.code,
      name: r.name,
      seq: Number(r.seq),
      description: r.description,
      deadline: r.deadline,
    }),
});

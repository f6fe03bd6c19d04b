import { NOTICE_TYPES, PROJECT_LINK_AREA } from '@depot/shared';
import { sql } from 'drizzle-orm';
import { inEveryLanguage } from '../../core/i18n';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import type { NoticeService } from '../notice/service';
import { storeToday } from './numbers';
import { project, projectInspection, projectInspectionIssue } from './tables';

/** Most overdue notices sent in one round (the rest go in the next). */
const ROUND = 500;

/** A claimed issue, as the UPDATE returns it. */
interface Claimed {
  id: number;
  seq: number;
  description: string;
  deadline: string;
  project_id: number;
  code: string;
  name: string;
  manager_id: number;
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
export async function sendIssueOverdueNotices(
  db: Db,
  notices: Pick<NoticeService, 'notify'>,
  now = new Date(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const today = storeToday(now.getTime());
    const claimed = (await tx.execute(sql`
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
        limit ${ROUND}
        for update of d skip locked)
        and i.status = 'open'
        and i.reminded_for is distinct from i.deadline
      returning i.id, i.seq, i.description, to_char(i.deadline, 'YYYY-MM-DD') as deadline,
        i.project_id, p.code, p.name, p.manager_id`)) as unknown as { rows: Claimed[] };
    const rows = claimed.rows;
    for (const r of rows) {
      await notices.notify(tx, {
        recipients: [Number(r.manager_id)],
        type: NOTICE_TYPES.inspectionIssueOverdue,
        text: inEveryLanguage('project.notice.issueOverdue', {
          code: r.code,
          name: r.name,
          seq: Number(r.seq),
          description: r.description,
          deadline: r.deadline,
        }),
        link: { area: PROJECT_LINK_AREA, id: Number(r.project_id) },
      });
    }
    return rows.map((r) => Number(r.id));
  });
}

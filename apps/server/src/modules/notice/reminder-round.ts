import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NotifyInput } from './schema';
import type { NoticeService } from './service';

/** Most reminders sent in one round of a claimed reminder (the rest go in the next). */
export const REMINDER_ROUND = 500;

/**
 * One round of a claimed reminder (notices 35, 41, 50, 53, 54): in one transaction, `claim` (an
 * UPDATE that stamps `reminded_for` on the rows it reminds of, skipping rows another round has
 * locked, and returns them with an `id`) runs, then `settle` does what the claimed rows' event
 * does beyond telling (a lapsed stock reservation's units let go), then each claimed row is sent
 * the notice `noticeOf` makes of it. Of several processes checking at once exactly one settles
 * and sends each, and a failure gives the claim back. Answers the ids of the rows reminded.
 */
export function sendReminderRound<R extends { id: number }>(
  db: Db,
  notices: Pick<NoticeService, 'notify'>,
  claim: SQL,
  noticeOf: (row: R, tx: Db) => NotifyInput | Promise<NotifyInput>,
  settle?: (rows: R[], tx: Db) => Promise<void>,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(claim)) as unknown as { rows: R[] };
    if (settle && rows.length) await settle(rows, tx);
    for (const row of rows) await notices.notify(tx, await noticeOf(row, tx));
    return rows.map((row) => Number(row.id));
  });
}

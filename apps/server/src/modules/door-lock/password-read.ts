import type {
  DoorPasswordPageQuery,
  DoorPasswordRecord,
  DoorPasswordState,
  DoorPasswordStatus,
  Page,
} from '@depot/shared';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NotFound } from '../../core/errors';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { doorLock, doorPassword, doorPasswordReveal } from './tables';
import { outer } from '../../core/outer-column';

const applicant = alias(appUser, 'applicant');
const setter = alias(appUser, 'setter');

/** What a password request's answers carry: never its code, nor its sealed form. */
const columns = {
  passwordId: doorPassword.id,
  lockId: doorPassword.lockId,
  door: doorLock.door,
  storeName: store.name,
  applicantId: doorPassword.applicantId,
  applicantName: applicant.nickname,
  startsAt: doorPassword.startsAt,
  endsAt: doorPassword.endsAt,
  reason: doorPassword.reason,
  // The check constraint allows only DOOR_PASSWORD_STATUSES.
  status: sql<DoorPasswordStatus>`${doorPassword.status}`,
  requestId: doorPassword.requestId,
  setByName: setter.nickname,
  setAt: doorPassword.setAt,
  reveals: sql<number>`(select count(*)::int from ${doorPasswordReveal} where ${doorPasswordReveal.passwordId} = ${outer(doorPassword.id)})`,
  createdAt: doorPassword.createdAt,
};
type Row = Omit<DoorPasswordRecord, 'state'> & { status: DoorPasswordStatus };

/** A password's state at `now`: its status, or `expired` once an approved one's window is over. */
export function passwordState(
  p: { status: DoorPasswordStatus; endsAt: Date },
  now: Date,
): DoorPasswordState {
  const approved = p.status === 'awaitingSet' || p.status === 'active';
  return approved && now.getTime() >= p.endsAt.getTime() ? 'expired' : p.status;
}

const toRecord = ({ status, ...row }: Row, now: Date): DoorPasswordRecord => ({
  ...row,
  state: passwordState({ status, endsAt: row.endsAt }, now),
});

export const fromPasswords = (tx: Db) => ({
  select: tx
    .select(columns)
    .from(doorPassword)
    .innerJoin(doorLock, eq(doorLock.id, doorPassword.lockId))
    .innerJoin(store, eq(store.id, doorLock.storeId))
    .innerJoin(applicant, eq(applicant.id, doorPassword.applicantId))
    .leftJoin(setter, eq(setter.id, doorPassword.setBy))
    .$dynamic(),
  count: tx
    .select({ n: count() })
    .from(doorPassword)
    .innerJoin(doorLock, eq(doorLock.id, doorPassword.lockId))
    .$dynamic(),
});

/** Password request `id` as its answers show it (404 when there is none). */
export async function readPassword(tx: Db, id: number): Promise<DoorPasswordRecord> {
  const [row] = await fromPasswords(tx).select.where(eq(doorPassword.id, id));
  if (!row) throw new NotFound();
  return toRecord(row, new Date());
}

/** A page of password requests, within `also` (the caller's scope or their own). */
export async function readPasswordPage(
  tx: Db,
  query: DoorPasswordPageQuery,
  also: SQL | undefined,
): Promise<Page<DoorPasswordRecord>> {
  const now = new Date();
  const page = await readPage(
    fromPasswords(tx),
    {
      where: (q: DoorPasswordPageQuery) => [
        q.lockId === undefined ? undefined : eq(doorPassword.lockId, q.lockId),
      ],
      sorts: {},
      order: [desc(doorPassword.createdAt), desc(doorPassword.id)],
    },
    query,
    also,
  );
  return { ...page, records: page.records.map((r) => toRecord(r, now)) };
}

import type { ApprovalPerson } from '@depot/shared';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { appUser } from '../../db/schema';

/** The people of `ids` as a request shows them (a user gone since is left out). */
export async function personsOf(
  tx: Db,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, ApprovalPerson>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ userId: appUser.id, nickname: appUser.nickname, username: appUser.username })
    .from(appUser)
    // One array parameter: a role step's thousands of approvers as parameters took longer to
    // parse than to read.
    .where(inIntArray(appUser.id, wanted));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** `ids` as people, in order, those gone left out. */
export const peopleIn = (persons: Map<number, ApprovalPerson>, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const person = persons.get(id);
    return person ? [person] : [];
  });

import { DOOR_LOCK_PAGE_PATHS as PATHS } from '@depot/shared';

/** The lock's page (SPEC §2 /doorlockDetail). */
export const lockHref = (id: number) => `${PATHS.detail}?id=${id}`;
/** The electronic keys' page, for one lock (SPEC §2 /doorlockEkey). */
export const ekeyHref = (lockId?: number) =>
  lockId === undefined ? PATHS.ekey : `${PATHS.ekey}?lockId=${lockId}`;

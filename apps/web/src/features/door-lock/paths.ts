/** The lock's page (SPEC §2 /doorlockDetail). */
export const lockHref = (id: number) => `/doorlockDetail?id=${id}`;
/** The electronic keys' page, for one lock (SPEC §2 /doorlockEkey). */
export const ekeyHref = (lockId?: number) =>
  lockId === undefined ? '/doorlockEkey' : `/doorlockEkey?lockId=${lockId}`;

import { DOOR_PASSWORD_LENGTH } from '@depot/shared';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';

/** A password's state on the lock side. */
export type LockPasswordState = 'awaitingSet' | 'active';

/**
 * The lock side of door passwords (vendors differ: docs/door-locks.md). `setPassword` is called
 * in the approval's transaction with the plain code (never stored, never logged) and answers
 * the password's state; a vendor adapter would push the code to the lock and answer `active`.
 */
export interface LockAdapter {
  readonly name: string;
  setPassword(
    tx: Db,
    input: { lockId: number; passwordId: number; code: string; startsAt: Date; endsAt: Date },
  ): Promise<LockPasswordState>;
  /** Whether the lock's keeper confirms the code on site (then `active`). */
  readonly keeperConfirms: boolean;
}

/**
 * The built-in adapter, "keypad set on site": nothing is sent anywhere; the password waits
 * (`awaitingSet`) until the lock's keeper confirms on the lock's page that they entered it.
 */
export const keypadOnSite: LockAdapter = {
  name: 'keypadOnSite',
  keeperConfirms: true,
  setPassword: () => Promise.resolve('awaitingSet'),
};

/** A fresh numeric door password of DOOR_PASSWORD_LENGTH digits, from crypto.randomInt. */
export function generateDoorPassword(length = DOOR_PASSWORD_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

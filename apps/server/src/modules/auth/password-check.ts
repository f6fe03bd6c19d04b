import { eq } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import { verifyPassword as verifyScrypt, type PasswordVerifier } from '../../core/password-hash';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';
import { createLockout, passwordKey } from './lockout';

export interface PasswordOwner {
  userId: number;
  username: string;
}

/**
 * Checks a signed-in user's own password (lock screen, password change). Wrong answers have a
 * lock of their own (`pwd:` key), so a left-open session cannot be used to guess, and a wrong
 * old password never locks the user out of signing in (issue #15).
 */
export function createPasswordCheck(db: Db, verifyPassword: PasswordVerifier = verifyScrypt) {
  const lockout = createLockout(db);
  return {
    /** True for the right password; false (and one more failure) otherwise; 400 when locked. */
    async confirm(user: PasswordOwner, password: string): Promise<boolean> {
      const now = new Date();
      const key = passwordKey(user.username);
      const minutes = await lockout.claim(key, now);
      if (minutes !== null) throw new BadRequest('error.accountLocked', { minutes });
      const [row] = await db
        .select({ passwordHash: appUser.passwordHash })
        .from(appUser)
        .where(eq(appUser.id, user.userId));
      if (row && (await verifyPassword(row.passwordHash, password))) {
        await lockout.clear(key);
        return true;
      }
      await lockout.recordFailure(key, now);
      return false;
    },
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;

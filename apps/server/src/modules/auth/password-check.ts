import { eq } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import { verifyPassword as verifyScrypt, type PasswordVerifier } from '../../core/password-hash';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';
import { createLockout } from './lockout';

export interface PasswordOwner {
  userId: number;
  username: string;
}

/**
 * Checks a signed-in user's own password (lock screen, password change). Wrong answers count
 * toward the same lockout as sign-in failures, so a left-open session cannot be used to guess.
 */
export function createPasswordCheck(db: Db, verifyPassword: PasswordVerifier = verifyScrypt) {
  const lockout = createLockout(db);
  return {
    /** True for the right password; false (and one more failure) otherwise; 400 when locked. */
    async confirm(user: PasswordOwner, password: string): Promise<boolean> {
      const now = new Date();
      const minutes = await lockout.claim(user.username, now);
      if (minutes !== null) throw new BadRequest('error.accountLocked', { minutes });
      const [row] = await db
        .select({ passwordHash: appUser.passwordHash })
        .from(appUser)
        .where(eq(appUser.id, user.userId));
      if (row && (await verifyPassword(row.passwordHash, password))) {
        await lockout.clear(user.username);
        return true;
      }
      await lockout.recordFailure(user.username, now);
      return false;
    },
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;

import { eq } from 'drizzle-orm';
import { BadRequest, TooMany } from '../../core/errors';
import { verifyPassword as verifyScrypt, type PasswordVerifier } from '../../core/password-hash';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';
import { counters } from './lockout';
import { createThrottle } from './throttle';

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
  const throttle = createThrottle(db);
  return {
    /** True for the right password; false (and one more failure) otherwise; 400 when locked. */
    async confirm(user: PasswordOwner, password: string): Promise<boolean> {
      const claim = await throttle.claim([counters.password(user.username)], new Date());
      if (claim.outcome === 'locked')
        throw new BadRequest('error.accountLocked', { minutes: claim.minutes });
      if (claim.outcome === 'crowded') throw new TooMany(5);
      try {
        const [row] = await db
          .select({ passwordHash: appUser.passwordHash })
          .from(appUser)
          .where(eq(appUser.id, user.userId));
        const right = row !== undefined && (await verifyPassword(row.passwordHash, password));
        await (right ? claim.right() : claim.wrong());
        return right;
      } finally {
        await claim.drop();
      }
    },
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;

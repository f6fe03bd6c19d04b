import type { Db } from '../../db/client';
import { loginLog } from '../../db/schema';

export interface LoginAttempt {
  grantType: 'password' | 'refresh_token';
  username: string | null;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
}

/** `result` is `success` or the id of the error the attempt ended with. */
export async function recordLogin(db: Db, attempt: LoginAttempt, result: string): Promise<void> {
  await db.insert(loginLog).values({
    ...attempt,
    username: attempt.username?.slice(0, 64) ?? null,
    userAgent: attempt.userAgent?.slice(0, 512) ?? null,
    result,
  });
}

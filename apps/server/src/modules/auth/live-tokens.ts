import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { appUser, oauthToken } from '../../db/schema';

/** A sign-in still open at `now`: its refresh token neither revoked nor expired. */
export const liveSignIn = (now: Date): SQL =>
  and(isNull(oauthToken.revokedAt), gt(oauthToken.refreshExpiresAt, now))!;

/**
 * An access token that still lets its user in at `now`: not revoked, not expired, and the user
 * enabled (the query joins app_user).
 */
export const liveAccess = (now: Date): SQL =>
  and(
    isNull(oauthToken.revokedAt),
    gt(oauthToken.accessExpiresAt, now),
    eq(appUser.enabled, true),
  )!;

import { decryptPassword, OAUTH_SCOPE, type ClientConfig, type TokenSet } from '@depot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Bus } from '../../core/bus';
import type { Db } from '../../db/client';
import {
  AccountDisabled,
  AccountLocked,
  AppError,
  BadCredentials,
  TooMany,
  Unauthorized,
} from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { sha256 } from '../../core/digest';
import {
  hashPassword,
  needsRehash,
  verifyPassword as verifyScrypt,
  type PasswordVerifier,
} from '../../core/password-hash';
import type { UserService } from '../user/service';
import type { CaptchaService } from './captcha';
import { verifyClient } from './client-credentials';
import { counters } from './lockout';
import { recordLogin, type LoginAttempt } from './login-log';
import type { GrantParams } from './schema';
import { createSignInCache, type SignInChanges } from './sign-in-cache';
import { createSocketTickets } from './socket-tickets';
import { createThrottle } from './throttle';
import { createTokenStore, type IssuedTokens } from './token-store';

export interface AuthDeps {
  db: Db;
  config: Config;
  users: UserService;
  captcha: CaptchaService;
  log: FastifyBaseLogger;
  /** Tells every process a sign-in ended, so its websockets close at once. */
  bus: Bus;
  /** The scrypt check (default); tests wrap it to count the checks that happen. */
  verifyPassword?: PasswordVerifier;
  /** Waits before a challenged sign-in is checked (default a timer); tests record the waits. */
  pause?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Who is asking, as far as the HTTP request tells. */
export interface RequestMeta {
  authorization: string | undefined;
  ip: string | null;
  userAgent: string | null;
}

type PasswordGrant = Extract<GrantParams, { grant_type: 'password' }>;
type RefreshGrant = Extract<GrantParams, { grant_type: 'refresh_token' }>;

export function createAuthService({
  db,
  config,
  users,
  captcha,
  log,
  bus,
  verifyPassword = verifyScrypt,
  pause = wait,
}: AuthDeps) {
  const tokens = createTokenStore(db, {
    accessTtlMs: config.accessTokenTtl * 1000,
    refreshTtlMs: config.refreshTokenTtl * 1000,
  });
  const throttle = createThrottle(db);
  const tickets = createSocketTickets(db);
  const signIns = createSignInCache();
  // A sign-in ended in any process (this one too): its tokens are looked up again here.
  bus.subscribe('token_revoked', ({ familyId }) => signIns.forgetFamilies([familyId]));

  /** Every revocation goes through here: the family's tokens stop working, its sockets close. */
  async function revokeFamily(familyId: string, now: Date): Promise<void> {
    await tokens.revokeFamily(familyId, now);
    signIns.forgetFamilies([familyId]);
    await bus.publish('token_revoked', { familyId });
  }

  // Verified against when the user does not exist, so an unknown username takes as long to
  // refuse as a wrong password and timing tells a guesser nothing.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword('no such user', config.scryptN));

  function decrypt(cipherText: string): string | null {
    try {
      // A `+` of the Base64 text arrives as a space when a hand-made query leaves it unencoded;
      // Base64 has no spaces, so putting it back is safe.
      return decryptPassword(cipherText.replace(/ /g, '+'), config.passwordKey);
    } catch {
      return null;
    }
  }

  function tokenSet(issued: IssuedTokens, user: { id: number; username: string }, now: Date) {
    return {
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      token_type: 'bearer',
      expires_in: Math.floor((issued.accessExpiresAt.getTime() - now.getTime()) / 1000),
      scope: OAUTH_SCOPE,
      user_id: user.id,
      username: user.username,
    } satisfies TokenSet;
  }

  async function passwordGrant(
    params: PasswordGrant,
    meta: RequestMeta,
    attempt: LoginAttempt,
  ): Promise<TokenSet> {
    const clientId = await verifyClient(db, meta.authorization, 'password');
    const now = new Date();
    const { username } = params;
    // Counted before the check, so guesses sent together cannot outrun an allowance: this
    // address at this username (past it the address is locked out of it, others are not), the
    // username from anywhere and the address at any username (past those each sign-in needs
    // the captcha and waits a little, so guesses from many addresses stay few and slow).
    const claim = await throttle.claim(
      [counters.signIn(username, meta.ip), counters.user(username), counters.address(meta.ip)],
      now,
    );
    if (claim.outcome === 'locked') throw new AccountLocked(claim.minutes);
    if (claim.outcome === 'crowded') throw new TooMany(5);
    const checked = async () => {
      if (config.captcha || claim.challenged)
        await captcha.check(params.randomStr, params.code, claim.challenged);
      if (claim.slowDownMs > 0) await pause(claim.slowDownMs);

      const user = await users.findForSignIn(username);
      attempt.userId = user?.id ?? null;
      const password = decrypt(params.password);
      const valid =
        user && password !== null
          ? await verifyPassword(user.passwordHash, password)
          : await verifyPassword(await dummy(), password ?? '').then(() => false);
      if (!user || !valid || password === null) {
        await claim.wrong();
        throw new BadCredentials();
      }
      // The right password: not a guess, whatever comes next.
      await claim.right();
      if (needsRehash(user.passwordHash, config.scryptN)) {
        await users.replacePasswordHash(user.id, await hashPassword(password, config.scryptN));
      }
      return user;
    };
    // Refused before its password was checked (the captcha) or failing: counted nowhere.
    const user = await checked().finally(() => claim.drop());
    // Told only to someone who knows the password.
    if (!user.enabled) throw new AccountDisabled();
    const issued = await tokens.startFamily(
      { userId: user.id, clientId, ip: meta.ip, userAgent: meta.userAgent },
      now,
    );
    return tokenSet(issued, user, now);
  }

  async function refreshGrant(
    params: RefreshGrant,
    meta: RequestMeta,
    attempt: LoginAttempt,
  ): Promise<TokenSet> {
    const clientId = await verifyClient(db, meta.authorization, 'refresh_token');
    const now = new Date();
    const row = await tokens.findByRefresh(params.refresh_token);
    if (!row || row.clientId !== clientId || row.revokedAt) throw new Unauthorized();
    attempt.userId = row.userId;
    if (row.rotatedAt) {
      // A rotated refresh token presented again was copied: whoever holds the family may be
      // an attacker, so end the whole sign-in.
      await revokeFamily(row.familyId, now);
      log.warn({ familyId: row.familyId, userId: row.userId }, 'refresh token reused: revoked');
      throw new Unauthorized();
    }
    if (row.refreshExpiresAt <= now) throw new Unauthorized();
    const user = await users.findById(row.userId);
    if (!user?.enabled) throw new Unauthorized();
    attempt.username = user.username;

    const issued = await tokens.rotate(params.refresh_token, clientId, meta, now);
    // The replaced access token now expires sooner: read it again.
    signIns.forgetFamilies([row.familyId]);
    if (!issued) {
      // Another request rotated it between our read and our write: the same reuse.
      await revokeFamily(row.familyId, now);
      throw new Unauthorized();
    }
    return tokenSet(issued, user, now);
  }

  return {
    /** POST /auth/oauth/token, both grants; every attempt is written to login_log. */
    async grant(params: GrantParams, meta: RequestMeta): Promise<TokenSet> {
      const attempt: LoginAttempt = {
        grantType: params.grant_type,
        username: params.grant_type === 'password' ? params.username : null,
        userId: null,
        ip: meta.ip,
        userAgent: meta.userAgent,
      };
      try {
        const result =
          params.grant_type === 'password'
            ? await passwordGrant(params, meta, attempt)
            : await refreshGrant(params, meta, attempt);
        await recordLogin(db, attempt, 'success');
        return result;
      } catch (error) {
        await recordLogin(db, attempt, error instanceof AppError ? error.id : 'ERROR');
        throw error;
      }
    },

    /** Ends the sign-in the token belongs to: every token of its family, at once. */
    async logout(user: AuthUser): Promise<void> {
      await revokeFamily(user.familyId, new Date());
    },

    /** A single-use ticket that opens the notice websocket as this sign-in, for seconds. */
    async issueSocketTicket(user: AuthUser): Promise<{ ticket: string; expiresIn: number }> {
      const now = new Date();
      const { ticket, expiresAt } = await tickets.issue(user.tokenId, now);
      return { ticket, expiresIn: Math.floor((expiresAt.getTime() - now.getTime()) / 1000) };
    },

    /** The sign-in a websocket handshake's ticket stands for, using the ticket up; or null. */
    async redeemSocketTicket(ticket: string): Promise<AuthUser | null> {
      const holder = await tickets.redeem(ticket, new Date());
      if (!holder) return null;
      const { passwordUpdated, ...sign } = holder;
      const { roles, permissions, scope } = await users.loadAccess(holder.userId);
      return { ...sign, roles, permissions, scope, mustChangePassword: passwordUpdated !== 1 };
    },

    /** Which of these token rows still authenticate (websocket re-checks). */
    liveTokenIds(tokenIds: readonly number[]): Promise<Set<number>> {
      return tokens.liveIds(tokenIds, new Date());
    },

    /**
     * The user of a live access token, or null. Remembered for a few seconds (sign-in-cache.ts);
     * `fresh` asks the database regardless (a refusal is checked against it first).
     */
    async authenticate(
      accessToken: string,
      options: { fresh?: boolean } = {},
    ): Promise<AuthUser | null> {
      const now = Date.now();
      // Keyed by the token itself: no hashing on the path every signed-in call takes.
      if (!options.fresh) {
        const known = signIns.get(accessToken, now);
        if (known) return known;
      }
      const seen = signIns.generation();
      const active = await tokens.findActive(sha256(accessToken), new Date(now));
      if (!active) return null;
      const { roles, permissions, scope } = await users.loadAccess(active.userId);
      const { tokenId, familyId, userId, username } = active;
      const mustChangePassword = active.passwordUpdated !== 1;
      const user: AuthUser = {
        tokenId,
        familyId,
        userId,
        username,
        roles,
        permissions,
        mustChangePassword,
        scope,
      };
      signIns.put(accessToken, user, active.accessExpiresAt.getTime(), now, seen);
      return user;
    },

    /** Other areas: these users' sign-ins changed (roles, profile, enabled) — or everyone's. */
    signInChanges: {
      forgetUsers: (userIds: readonly number[]) => signIns.forgetUsers(userIds),
      forgetAll: () => signIns.forgetAll(),
    } satisfies SignInChanges,

    /** Revoked sign-ins (sessions.onTokensRevoked): forgotten here at once. */
    forgetRevoked(revocation: { familyIds: readonly string[] }): void {
      signIns.forgetFamilies(revocation.familyIds);
    },

    /** Per-sign-in memo for other areas' lookups (the menu tree, the user's info). */
    remember: signIns.remember,

    clientConfig(): ClientConfig {
      return {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        passwordKey: config.passwordKey,
        captcha: config.captcha,
        demoMode: config.demoMode,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

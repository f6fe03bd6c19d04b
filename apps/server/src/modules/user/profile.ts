import { isPasswordChange, type UserEditBody } from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { recordAudit } from '../../core/audit';
import { BadRequest, Forbidden, Unauthorized } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { hashPassword } from '../../core/password-hash';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';

/** What the profile needs from the sign-in area, passed in from app.ts. */
export interface ProfileDeps {
  db: Db;
  config: Pick<Config, 'scryptN'>;
  passwords: {
    confirm(user: { userId: number; username: string }, password: string): Promise<boolean>;
  };
  sessions: {
    revokeUser(tx: Db, userId: number, options?: { exceptFamilyId?: string }): Promise<unknown>;
  };
  /** The sign-in cache (auth): the user's info is read again after a change. */
  signIns: { forgetUsers(userIds: readonly number[]): void };
}

const profileView = (u: typeof appUser.$inferSelect) => ({
  username: u.username,
  nickname: u.nickname,
  phone: u.phone,
  email: u.email,
  passwordUpdated: u.passwordUpdated,
});

export function createProfileService({ db, config, passwords, sessions, signIns }: ProfileDeps) {
  return {
    /**
     * PUT /admin/user/edit (SPEC §5): the caller's own nickname, phone and email and, with the
     * password fields, a new password. Every other sign-in of the user ends; this one stays so
     * the client can sign out cleanly.
     */
    async edit(user: AuthUser, body: UserEditBody): Promise<void> {
      if (body.username !== user.username) throw new Forbidden('profile.notOwn');
      const changing = isPasswordChange(body);
      let passwordHash: string | null = null;
      if (changing) {
        if (!(await passwords.confirm(user, body.password!))) {
          throw new BadRequest('profile.oldPasswordWrong');
        }
        passwordHash = await hashPassword(body.newpassword1!, config.scryptN);
      }
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(appUser)
          .where(eq(appUser.id, user.userId))
          .for('update');
        if (!before) throw new Unauthorized();
        const [after] = await tx
          .update(appUser)
          .set({
            nickname: body.nickname,
            phone: body.phone,
            email: body.email,
            updatedAt: new Date(),
            ...(passwordHash ? { passwordHash, passwordUpdated: 1 } : {}),
          })
          .where(eq(appUser.id, user.userId))
          .returning();
        await recordAudit(tx, {
          actor: user,
          action: changing ? 'change-password' : 'update-profile',
          entity: 'user',
          entityId: user.userId,
          before: profileView(before),
          after: { ...profileView(after!), ...(changing ? { passwordChanged: true } : {}) },
        });
        if (changing) {
          await sessions.revokeUser(tx, user.userId, { exceptFamilyId: user.familyId });
        }
      });
      signIns.forgetUsers([user.userId]);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

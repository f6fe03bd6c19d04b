import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { PASSWORD_MAX_LENGTH, PROFILE_MESSAGES } from './profile';

/*
 * PUT /admin/user/edit (SPEC §5, §7): the signed-in user's own profile and, when the password
 * fields are present, a password change. One schema for the form and the server.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const profileFields = {
  username: z.string().trim().min(1).max(64),
  nickname: z.string().trim().min(1, PROFILE_MESSAGES.nicknameRequired).max(64),
  phone: optionalText(32).refine(
    (v) => v == null || /^\+?[0-9][0-9 -]{4,30}$/.test(v),
    PROFILE_MESSAGES.phoneInvalid,
  ),
  email: optionalText(128).refine(
    (v) => v == null || z.email().safeParse(v).success,
    PROFILE_MESSAGES.emailInvalid,
  ),
};

const passwordFields = z.object({
  password: z
    .string({ error: PROFILE_MESSAGES.oldRequired })
    .min(1, PROFILE_MESSAGES.oldRequired)
    .min(PASSWORD_MIN_LENGTH, PROFILE_MESSAGES.oldTooShort)
    .max(PASSWORD_MAX_LENGTH),
  newpassword1: z
    .string({ error: PROFILE_MESSAGES.newRequired })
    .min(1, PROFILE_MESSAGES.newRequired)
    .min(PASSWORD_MIN_LENGTH, PROFILE_MESSAGES.newTooShort)
    .max(PASSWORD_MAX_LENGTH),
  newpassword2: z
    .string({ error: PROFILE_MESSAGES.confirmRequired })
    .min(1, PROFILE_MESSAGES.confirmRequired)
    .max(PASSWORD_MAX_LENGTH),
});

/** The password-change part alone, with the cross-field rules of SPEC §5. */
export const passwordChangeSchema = passwordFields
  .refine((v) => v.newpassword1 !== v.password, {
    path: ['newpassword1'],
    message: PROFILE_MESSAGES.sameAsOld,
  })
  .refine((v) => v.newpassword2 === v.newpassword1, {
    path: ['newpassword2'],
    message: PROFILE_MESSAGES.mismatch,
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * The whole body. The password fields are all-or-nothing: present together means a change.
 * `username` is sent (SPEC §5) but must be the signed-in user's own; it cannot be changed here.
 */
export const userEditBody = z
  .object({
    ...profileFields,
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newpassword1: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newpassword2: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
    const { password, newpassword1, newpassword2 } = value;
    const anyPassword = [password, newpassword1, newpassword2].some((v) => v != null && v !== '');
    if (!anyPassword) return;
    const result = passwordChangeSchema.safeParse({ password, newpassword1, newpassword2 });
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
  });
export type UserEditBody = z.infer<typeof userEditBody>;

export function isPasswordChange(body: UserEditBody): boolean {
  return [body.password, body.newpassword1, body.newpassword2].some((v) => v != null && v !== '');
}

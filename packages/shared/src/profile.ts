import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * PUT /admin/user/edit (SPEC §5, §7): the signed-in user's own profile and, when the password
 * fields are present, a password change. One schema for the form and the server; the issue
 * `message` of each rule is an i18n key both sides translate.
 */
export const PROFILE_MESSAGES = {
  oldRequired: 'profile.validation.oldRequired',
  oldTooShort: 'profile.validation.oldTooShort',
  newRequired: 'profile.validation.newRequired',
  newTooShort: 'profile.validation.newTooShort',
  confirmRequired: 'profile.validation.confirmRequired',
  sameAsOld: 'profile.validation.sameAsOld',
  mismatch: 'profile.validation.mismatch',
  emailInvalid: 'profile.validation.emailInvalid',
  phoneInvalid: 'profile.validation.phoneInvalid',
  nicknameRequired: 'profile.validation.nicknameRequired',
} as const;
export type ProfileMessageKey = (typeof PROFILE_MESSAGES)[keyof typeof PROFILE_MESSAGES];

/** Texts of PROFILE_MESSAGES, for the server's answers and the client's i18n resources alike. */
export const PROFILE_MESSAGE_TEXTS: Record<'zh-CN' | 'en-US', Record<ProfileMessageKey, string>> = {
  'zh-CN': {
    'profile.validation.oldRequired': '请输入旧密码',
    'profile.validation.oldTooShort': '旧密码不能为空且不少于6位',
    'profile.validation.newRequired': '请输入新密码',
    'profile.validation.newTooShort': '新密码不能少于6位',
    'profile.validation.confirmRequired': '请再次输入新密码',
    'profile.validation.sameAsOld': '新密码不能与旧密码相同',
    'profile.validation.mismatch': '两次输入的密码不一致',
    'profile.validation.emailInvalid': '邮箱格式不正确',
    'profile.validation.phoneInvalid': '手机号格式不正确',
    'profile.validation.nicknameRequired': '请输入昵称',
  },
  'en-US': {
    'profile.validation.oldRequired': 'Enter the old password',
    'profile.validation.oldTooShort': 'The old password must not be empty or under 6 characters',
    'profile.validation.newRequired': 'Enter a new password',
    'profile.validation.newTooShort': 'The new password must be at least 6 characters',
    'profile.validation.confirmRequired': 'Enter the new password again',
    'profile.validation.sameAsOld': 'The new password cannot be the same as the old one',
    'profile.validation.mismatch': 'The two passwords do not match',
    'profile.validation.emailInvalid': 'Enter a valid email address',
    'profile.validation.phoneInvalid': 'Enter a valid phone number',
    'profile.validation.nicknameRequired': 'Enter a nickname',
  },
};

export const PASSWORD_MAX_LENGTH = 64;

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

/**
 * The messages of PUT /admin/user/edit's rules (profile-schema.ts): each is an i18n key the form
 * and the server both translate.
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

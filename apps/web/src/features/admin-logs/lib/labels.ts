/**
 * The audit log's entities and actions and the sign-in log's results the server writes
 * (apps/server: recordAudit, recordLogin), with their i18n keys. Values not listed here are
 * shown as the server wrote them.
 */
export const ENTITY_LABELS = {
  user: 'adminLogs.entities.user',
  role: 'adminLogs.entities.role',
  menu: 'adminLogs.entities.menu',
  dept: 'adminLogs.entities.dept',
  enterprise: 'adminLogs.entities.enterprise',
  post: 'adminLogs.entities.post',
  store: 'adminLogs.entities.store',
  session: 'adminLogs.entities.session',
  notice: 'adminLogs.entities.notice',
  notice_config: 'adminLogs.entities.noticeConfig',
} as const;

export const ACTION_LABELS = {
  create: 'adminLogs.actions.create',
  update: 'adminLogs.actions.update',
  delete: 'adminLogs.actions.delete',
  kick: 'adminLogs.actions.kick',
  'reset-password': 'adminLogs.actions.resetPassword',
  'change-password': 'adminLogs.actions.changePassword',
  'update-profile': 'adminLogs.actions.updateProfile',
  'set-roles': 'adminLogs.actions.setRoles',
  'grant-menus': 'adminLogs.actions.grantMenus',
  announce: 'adminLogs.actions.announce',
} as const;

/** `success`, or the error id a failed sign-in ended with. */
export const RESULT_LABELS = {
  success: 'adminLogs.results.success',
  BAD_CREDENTIALS: 'adminLogs.results.badCredentials',
  ACCOUNT_LOCKED: 'adminLogs.results.accountLocked',
  ACCOUNT_DISABLED: 'adminLogs.results.accountDisabled',
  BAD_CAPTCHA: 'adminLogs.results.badCaptcha',
  TOO_MANY_REQUESTS: 'adminLogs.results.tooMany',
  BAD_CLIENT: 'adminLogs.results.badClient',
  UNAUTHORIZED: 'adminLogs.results.unauthorized',
  BAD_REQUEST: 'adminLogs.results.badRequest',
  ERROR: 'adminLogs.results.error',
} as const;

export const GRANT_TYPE_LABELS = {
  password: 'adminLogs.grantTypes.password',
  refresh_token: 'adminLogs.grantTypes.refreshToken',
} as const;

export type LabelKey =
  | (typeof ENTITY_LABELS)[keyof typeof ENTITY_LABELS]
  | (typeof ACTION_LABELS)[keyof typeof ACTION_LABELS]
  | (typeof RESULT_LABELS)[keyof typeof RESULT_LABELS]
  | (typeof GRANT_TYPE_LABELS)[keyof typeof GRANT_TYPE_LABELS];

export type Labels = Readonly<Record<string, LabelKey>>;

/** The label key of a known value, or undefined. */
export function labelKey(labels: Labels, value: string): LabelKey | undefined {
  return Object.hasOwn(labels, value) ? labels[value] : undefined;
}

/**
 * Server messages, English. Keys are stable; `{name}` is replaced by a parameter. zh-CN must
 * have exactly the same keys (the type of zhCN enforces it). Areas add their own keys here.
 */
export const enUS = {
  'error.badRequest': 'bad request',
  'error.unauthorized': 'please sign in again',
  'error.badClient': 'invalid client credentials',
  'error.forbidden': 'no permission for this operation',
  'error.notFound': 'resource does not exist',
  'error.demoMode': 'demo environment cannot operate',
  'error.badCredentials': 'username does not exist or password wrong',
  'error.accountLocked':
    'too many wrong passwords: this account is locked, try again in {minutes} minute(s)',
  'error.accountDisabled': 'this account is disabled, contact the administrator',
  'error.badCaptcha': 'wrong verification code, enter again',
  'error.tooMany': 'requests too frequent, try again in {seconds} s',
  'error.unknown':
    'unknown system error, report it to the administrator with request id {requestId}',
  'validation.required': 'Required',
  'validation.field': '{field}: {message}',
} as const;

export type MessageKey = keyof typeof enUS;

import { CAPTCHA_REQUIRED, PASSWORD_CHANGE_REQUIRED } from '@depot/shared';
import { translate, type RichMessageParams } from './i18n';
import type { MessageKey } from './messages/en-US';

/**
 * Named errors with stable ids. The HTTP status carries the error class of SPEC §8; the
 * message key is translated into the caller's language for the envelope's `msg`. `message`
 * (English) is what the log shows.
 */
export class AppError extends Error {
  constructor(
    /** Stable id for logs and login records; never changes once published. */
    readonly id: string,
    readonly status: number,
    readonly key: MessageKey,
    readonly params: RichMessageParams = {},
  ) {
    super(translate('en-US', key, params));
    this.name = new.target.name;
  }
}

/** An error class whose message the thrower may choose (its key and parameters), or not. */
const keyed = (id: string, status: number, fallback: MessageKey) =>
  class extends AppError {
    constructor(key: MessageKey = fallback, params?: RichMessageParams) {
      super(id, status, key, params);
    }
  };

/** An error class that always says the same. */
const fixed = (id: string, status: number, key: MessageKey) =>
  class extends AppError {
    constructor() {
      super(id, status, key);
    }
  };

export class BadRequest extends keyed('BAD_REQUEST', 400, 'error.badRequest') {}

export class Unauthorized extends keyed('UNAUTHORIZED', 401, 'error.unauthorized') {}

export class BadClient extends fixed('BAD_CLIENT', 401, 'error.badClient') {}

export class Forbidden extends keyed('FORBIDDEN', 403, 'error.forbidden') {}

/**
 * The caller must change their password before anything else (SPEC §4's first sign-in): the
 * envelope's data names the reason, so the client can tell it from a missing permission.
 */
export class PasswordChangeRequired extends fixed(
  'PASSWORD_CHANGE_REQUIRED',
  403,
  'auth.passwordChangeRequired',
) {
  readonly reason = PASSWORD_CHANGE_REQUIRED;
}

export class NotFound extends keyed('NOT_FOUND', 404, 'error.notFound') {}

export class Conflict extends AppError {
  constructor(key: MessageKey, params?: RichMessageParams) {
    super('CONFLICT', 409, key, params);
  }
}

export class DemoMode extends fixed('DEMO_MODE', 423, 'error.demoMode') {}

/** Same message whether the user exists or not, so it tells a guesser nothing. */
export class BadCredentials extends fixed('BAD_CREDENTIALS', 426, 'error.badCredentials') {}

export class AccountLocked extends AppError {
  constructor(minutes: number) {
    super('ACCOUNT_LOCKED', 426, 'error.accountLocked', { minutes });
  }
}

export class AccountDisabled extends fixed('ACCOUNT_DISABLED', 426, 'error.accountDisabled') {}

export class BadCaptcha extends fixed('BAD_CAPTCHA', 428, 'error.badCaptcha') {}

/**
 * Too many wrong passwords for this username or from this address lately: each sign-in needs
 * the captcha now (issue #15); `data.reason` tells the client to show it.
 */
export class CaptchaRequired extends fixed('CAPTCHA_REQUIRED', 428, 'error.captchaRequired') {
  readonly reason = CAPTCHA_REQUIRED;
}

export class TooMany extends AppError {
  constructor(seconds: number) {
    super('TOO_MANY_REQUESTS', 429, 'error.tooMany', { seconds });
  }
}

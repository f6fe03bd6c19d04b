/**
 * Named errors with stable ids. The HTTP status carries the error class of SPEC §8; the
 * message becomes the envelope's `msg`, which the client shows as it is.
 */
export class AppError extends Error {
  constructor(
    /** Stable id for logs and login records; never changes once published. */
    readonly id: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message = 'bad request') {
    super('BAD_REQUEST', 400, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'please sign in again') {
    super('UNAUTHORIZED', 401, message);
  }
}

export class BadClient extends AppError {
  constructor() {
    super('BAD_CLIENT', 401, 'invalid client credentials');
  }
}

export class Forbidden extends AppError {
  constructor(message = 'no permission for this operation') {
    super('FORBIDDEN', 403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'resource does not exist') {
    super('NOT_FOUND', 404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super('CONFLICT', 409, message);
  }
}

export class DemoMode extends AppError {
  constructor() {
    super('DEMO_MODE', 423, 'demo environment cannot operate');
  }
}

/** Same message whether the user exists or not, so it tells a guesser nothing. */
export class BadCredentials extends AppError {
  constructor() {
    super('BAD_CREDENTIALS', 426, 'username does not exist or password wrong');
  }
}

export class AccountLocked extends AppError {
  constructor(minutes: number) {
    super(
      'ACCOUNT_LOCKED',
      426,
      `too many wrong passwords: this account is locked, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    );
  }
}

export class AccountDisabled extends AppError {
  constructor() {
    super('ACCOUNT_DISABLED', 426, 'this account is disabled, contact the administrator');
  }
}

export class BadCaptcha extends AppError {
  constructor() {
    super('BAD_CAPTCHA', 428, 'wrong verification code, enter again');
  }
}

export class TooMany extends AppError {
  constructor(retryIn: string) {
    super('TOO_MANY_REQUESTS', 429, `requests too frequent, try again in ${retryIn}`);
  }
}

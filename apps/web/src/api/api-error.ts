import { CAPTCHA_REQUIRED } from '@depot/shared';

/** Why a call failed: the HTTP status (0 without an answer) and the server's envelope, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, status: number, code?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own message (the envelope's msg) of a failed call, if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const msg: unknown = 'msg' in error.data ? error.data.msg : undefined;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}

/** The reason a refusal the client acts on names in the envelope's data (`data.reason`). */
export function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const data: unknown = 'data' in error.data ? error.data.data : undefined;
  if (typeof data !== 'object' || data === null || !('reason' in data)) return undefined;
  return typeof data.reason === 'string' ? data.reason : undefined;
}

/**
 * The server wants the captcha before it checks this sign-in (428, reason captchaRequired):
 * too many wrong passwords for the username or from the address lately.
 */
export function isCaptchaRequired(error: unknown): boolean {
  return refusalReason(error) === CAPTCHA_REQUIRED;
}

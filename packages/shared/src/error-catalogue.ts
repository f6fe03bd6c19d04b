/**
 * SPEC §8: HTTP status → message, as i18n keys under `errors.status`. The client shows the
 * body `msg` first and falls back to these.
 */
export const STATUS_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  '000': 'errors.status.000',
  '401': 'errors.status.401',
  '403': 'errors.status.403',
  '404': 'errors.status.404',
  '417': 'errors.status.417',
  '423': 'errors.status.423',
  '426': 'errors.status.426',
  '428': 'errors.status.428',
  '429': 'errors.status.429',
  '479': 'errors.status.479',
  default: 'errors.status.default',
};

export function statusMessageKey(status: number | string): string {
  return STATUS_MESSAGE_KEYS[String(status)] ?? STATUS_MESSAGE_KEYS.default!;
}

/** Statuses the client does not treat as errors itself: the caller handles them (SPEC §8). */
export const STATUS_WHITELIST = [428] as const;

/**
 * Every JSON answer is `{ code, msg, data }`: code 0 is success, 1 is failure (DESIGN §4).
 * The HTTP status carries the error class of SPEC §8.
 */
export const CODE_OK = 0;
export const CODE_FAIL = 1;

export interface Envelope<T> {
  code: typeof CODE_OK | typeof CODE_FAIL;
  msg: string | null;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

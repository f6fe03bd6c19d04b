import { CODE_FAIL, CODE_OK, type Envelope } from '@depot/shared';
import { z } from 'zod';

/** `{ code: 0, msg: null, data }`: every successful JSON answer (DESIGN §4). */
export function ok<T>(data: T): Envelope<T> & { code: typeof CODE_OK; msg: null } {
  return { code: CODE_OK, msg: null, data };
}

/** `{ code: 1, msg, data: null }`: every failure, whatever its HTTP status. */
export function fail(msg: string): Envelope<null> & { code: typeof CODE_FAIL; msg: string } {
  return { code: CODE_FAIL, msg, data: null };
}

/** Response schema of an enveloped success carrying `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(CODE_OK), msg: z.null(), data });
}

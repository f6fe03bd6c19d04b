import { PASSWORD_MAX_LENGTH } from '@depot/shared';
import { z } from 'zod';

/** POST /auth/unlock: the lock screen's password, in plain text (TLS protects it). */
export const unlockBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

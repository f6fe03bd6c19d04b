import { PASSWORD_MAX_LENGTH } from '@depot/shared';
import { z } from 'zod';
import { pageQuery, sortParam } from '../../core/pagination';

/** POST /auth/unlock: the lock screen's password, in plain text (TLS protects it). */
export const unlockBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

export const onlineQuery = pageQuery.extend({
  username: z.string().trim().max(64).optional(),
  sort: sortParam(['username', 'signedInAt', 'lastUsedAt']),
});
export type OnlineQuery = z.infer<typeof onlineQuery>;

export const onlineSessionSchema = z.object({
  familyId: z.string(),
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  clientId: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  signedInAt: z.date(),
  lastUsedAt: z.date(),
  expiresAt: z.date(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

export const familyParams = z.object({ familyId: z.uuid() });

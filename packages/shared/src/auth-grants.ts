import { z } from 'zod';

/** The query of POST /auth/oauth/token for each grant: signing in, and refreshing. */
export const passwordGrantQuery = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(1024),
  scope: z.literal('server'),
  randomStr: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
});

export const refreshGrantQuery = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(256),
  scope: z.literal('server').optional(),
});
